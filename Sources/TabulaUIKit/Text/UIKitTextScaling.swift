#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// How UIKit text in Tabula follows the user's text size (Dynamic Type): which content size
/// category ``UIKitTextMeasurer`` measures for and `UILabel.showText(_:style:maximumLines:scaling:)`
/// draws for.
///
/// A ``/Tabula/TextStyle`` keeps its point size and weight at the default text size (Large);
/// scaled, it grows and shrinks along the curve of the `UIFont.TextStyle` nearest in size
/// (``UIKitTextMeasurer/fontTextStyle(for:)``), through `UIFontMetrics`, line spacing
/// included.
public enum UIKitTextScaling: Hashable, Sendable {
    /// Scaled for the list it measures for: while an adapter measures its items or fills its
    /// cells, the text size of the adapter's measuring context (its list view's category when
    /// the sizes were asked for, on or off the main actor); anywhere else (a cell's
    /// `layoutSubviews`, a call of your own) the category the lists show,
    /// ``listContentSizeCategory``. The default.
    case followingLists
    /// Scaled for `category`, whatever the lists show: to measure for a category before it is
    /// the current one, or for a screen with its own. An unspecified category measures as
    /// Large, the default text size.
    case category(UIContentSizeCategory)
    /// Not scaled: `UIFont.systemFont(ofSize:weight:)` at the style's point size and its line
    /// spacing as given, whatever the user's text size (Tabula's fonts before Dynamic Type).
    case fixedSize

    /// The category this scaling measures for now; `nil` for ``fixedSize``.
    public var contentSizeCategory: UIContentSizeCategory? {
        switch self {
        case .followingLists: Self.measuringTextSize.map(Self.contentSizeCategory(for:)) ?? Self.listContentSizeCategory
        case .category(let category): category == .unspecified ? .large : category
        case .fixedSize: nil
        }
    }

    /// The category the lists show: `.large` (the default text size) until an adapter reads
    /// its list view's, then the last one an adapter read (when its list view joins a window
    /// with traits, and after every change of the user's text size). One value for the whole
    /// app, as the user's setting is; readable from any thread.
    ///
    /// What ``followingLists`` measures and draws at outside an adapter (a cell's
    /// `layoutSubviews`, a call of your own). An adapter measures each list, and fills its
    /// cells, at the text size of its own measuring context instead, so a size measured off
    /// the main actor never reads a category that changed meanwhile.
    public static var listContentSizeCategory: UIContentSizeCategory {
        followed.category
    }

    /// Makes `category` the lists' category (an adapter, on the main actor); an unspecified
    /// category changes nothing.
    static func follow(_ category: UIContentSizeCategory) {
        guard category != .unspecified else { return }
        followed.category = category
    }

    private static let followed = FollowedCategory()

    /// The one category ``followingLists`` measures for, written on the main actor and read
    /// by measuring on any thread.
    private final class FollowedCategory: @unchecked Sendable {
        // @unchecked Sendable: `stored` is only touched under `lock`.
        private let lock = NSLock()
        private var stored = UIContentSizeCategory.large

        var category: UIContentSizeCategory {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
#endif
