#if os(iOS)
import SwiftUI
import TabulaUIKit
import UIKit

/// A table cell whose content is a SwiftUI view: a `UIHostingConfiguration` from iOS 16, a
/// hosting controller's view (contained by the view controller up the responder chain)
/// below. Made and filled by `CellCatalog.register(swiftUI:reuseIdentifier:when:content:)`.
///
/// The content is identified by its item: a reused cell that shows another item starts with
/// fresh `@State`, the same item keeps it. When the content changes its own height, the cell
/// reports it to the list's adapter, which animates the row to the new height.
@MainActor
public final class SwiftUITableViewCell: UITableViewCell, ContentMeasuringCell {
    private let content = SwiftUICellContent()

    /// Shows `view` as the content for the item `identity`, with no margins (the view brings
    /// its own padding).
    public func show<Content: View>(_ view: Content, identity: AnyHashable) {
        content.show(view, identity: identity, in: self, contentView: contentView) { root in
            if #available(iOS 16, *) {
                contentConfiguration = UIHostingConfiguration { root }.margins(.all, 0)
            }
        }
    }

    /// Ends the hosting controller's containment before the cell is reused (before iOS 16).
    public override func prepareForReuse() {
        super.prepareForReuse()
        content.prepareForReuse()
    }

    /// Containment follows the cell into and out of its window (before iOS 16).
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        content.cellDidMove(toWindow: window, cell: self)
    }

    /// The SwiftUI view's size at `width`: the hosting controller's own answer below iOS 16;
    /// `nil` from iOS 16, where the hosting configuration's constraints give it.
    public func measuredContentSize(width: CGFloat) -> CGSize? {
        content.size(width: width)
    }
}

/// A collection cell whose content is a SwiftUI view: a `UIHostingConfiguration` from
/// iOS 16, a hosting controller's view (contained by the view controller up the responder
/// chain) below. Made and filled by `CellCatalog.register(swiftUI:reuseIdentifier:when:content:)`.
///
/// Identity and size changes work as in ``SwiftUITableViewCell``.
@MainActor
public final class SwiftUICollectionViewCell: UICollectionViewCell, ContentMeasuringCell {
    private let content = SwiftUICellContent()

    /// Shows `view` as the content for the item `identity`, with no margins.
    public func show<Content: View>(_ view: Content, identity: AnyHashable) {
        content.show(view, identity: identity, in: self, contentView: contentView) { root in
            if #available(iOS 16, *) {
                contentConfiguration = UIHostingConfiguration { root }.margins(.all, 0)
            }
        }
    }

    /// Ends the hosting controller's containment before the cell is reused (before iOS 16).
    public override func prepareForReuse() {
        super.prepareForReuse()
        content.prepareForReuse()
    }

    /// Containment follows the cell into and out of its window (before iOS 16).
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        content.cellDidMove(toWindow: window, cell: self)
    }

    /// The SwiftUI view's size at `width`, as ``SwiftUITableViewCell``'s.
    public func measuredContentSize(width: CGFloat) -> CGSize? {
        content.size(width: width)
    }
}
#endif
