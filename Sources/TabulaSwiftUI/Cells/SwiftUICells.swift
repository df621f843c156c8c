#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A table cell whose content is a SwiftUI view: a `UIHostingConfiguration` from iOS 16,
/// a hosting controller's view below. Made and filled by
/// `CellCatalog.register(swiftUI:reuseIdentifier:when:content:)`.
@MainActor
public final class SwiftUITableViewCell: UITableViewCell {
    private lazy var hosted = HostedSwiftUIContent()

    /// Shows `view` as the cell's content, with no margins (the view brings its own padding).
    public func show<Content: View>(_ view: Content) {
        if #available(iOS 16, tvOS 16, *) {
            contentConfiguration = UIHostingConfiguration { view }.margins(.all, 0)
        } else {
            hosted.show(AnyView(view), in: contentView)
        }
    }

    /// The SwiftUI view's height at the target width (the hosting controller's own answer
    /// below iOS 16; Auto Layout's from iOS 16).
    public override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if #available(iOS 16, tvOS 16, *) {
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }
        return hosted.size(width: targetSize.width)
            ?? super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
    }
}

/// A collection cell whose content is a SwiftUI view: a `UIHostingConfiguration` from
/// iOS 16, a hosting controller's view below. Made and filled by
/// `CellCatalog.register(swiftUI:reuseIdentifier:when:content:)`.
@MainActor
public final class SwiftUICollectionViewCell: UICollectionViewCell {
    private lazy var hosted = HostedSwiftUIContent()

    /// Shows `view` as the cell's content, with no margins.
    public func show<Content: View>(_ view: Content) {
        if #available(iOS 16, tvOS 16, *) {
            contentConfiguration = UIHostingConfiguration { view }.margins(.all, 0)
        } else {
            hosted.show(AnyView(view), in: contentView)
        }
    }

    /// The SwiftUI view's height at the target width.
    public override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if #available(iOS 16, tvOS 16, *) {
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }
        return hosted.size(width: targetSize.width)
            ?? super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
    }
}
#endif
