#if os(iOS)
import SwiftUI
import TabulaUIKit
import UIKit

/// The two SwiftUI cells as one type: what they show and how they measure it is written here,
/// once, and `register(swiftUI:…)` is written once for tables and collections
/// (`CellCatalog.registerSwiftUI`). Internal: apps never name a SwiftUI cell.
@MainActor
protocol SwiftUIContentCell: CatalogedCell, ContentMeasuringCell {
    /// The content shown for an item's identity, and its hosting before iOS 16.
    var content: SwiftUICellContent { get }
    /// The base class's content view (the hosting controller's view goes in it before iOS 16).
    var contentView: UIView { get }
    /// The base class's content configuration (a `UIHostingConfiguration` from iOS 16).
    var contentConfiguration: (any UIContentConfiguration)? { get set }
}

extension SwiftUIContentCell {
    /// Shows `view` as the content for the item `identity`, with no margins (the view brings
    /// its own padding).
    func show<Content: View>(_ view: Content, identity: AnyHashable) {
        content.show(view, identity: identity, in: self, contentView: contentView) { root in
            if #available(iOS 16, *) {
                contentConfiguration = UIHostingConfiguration { root }.margins(.all, 0)
            }
        }
    }

    /// The SwiftUI view's size at `width`: the hosting controller's own answer below iOS 16;
    /// `nil` from iOS 16, where the hosting configuration's constraints give it.
    func measuredContentSize(width: CGFloat) -> CGSize? {
        content.size(width: width)
    }
}
#endif
