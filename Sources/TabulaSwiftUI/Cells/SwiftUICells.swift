#if os(iOS)
import SwiftUI
import TabulaUIKit
import UIKit

// The SwiftUI cell of each UIKit base class: a `UIHostingConfiguration` from iOS 16, a
// hosting controller's view (contained by the view controller up the responder chain) below.
// Made and filled by `CellCatalog.register(swiftUI:reuseIdentifier:when:content:)`.
//
// The content is identified by its item: a reused cell that shows another item starts with
// fresh `@State`, the same item keeps it. When the content changes its own height, the cell
// reports it to the list's adapter, which animates the row to the new height. All but the
// overrides UIKit calls on each base class is in `SwiftUIContentCell`.

/// The table cell whose content is a SwiftUI view.
@MainActor
final class SwiftUITableViewCell: UITableViewCell, SwiftUIContentCell {
    let content = SwiftUICellContent()

    /// Ends the hosting controller's containment before the cell is reused (before iOS 16).
    override func prepareForReuse() {
        super.prepareForReuse()
        content.prepareForReuse()
    }

    /// Containment follows the cell into and out of its window (before iOS 16).
    override func didMoveToWindow() {
        super.didMoveToWindow()
        content.cellDidMove(toWindow: window, cell: self)
    }
}

/// The collection cell whose content is a SwiftUI view.
@MainActor
final class SwiftUICollectionViewCell: UICollectionViewCell, SwiftUIContentCell {
    let content = SwiftUICellContent()

    /// Ends the hosting controller's containment before the cell is reused (before iOS 16).
    override func prepareForReuse() {
        super.prepareForReuse()
        content.prepareForReuse()
    }

    /// Containment follows the cell into and out of its window (before iOS 16).
    override func didMoveToWindow() {
        super.didMoveToWindow()
        content.cellDidMove(toWindow: window, cell: self)
    }
}
#endif
