import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A cell type of a static table: what shows one row. It takes part in every
/// capability it conforms to (``TitledConfigurable``, ``SubtitledConfigurable``…), and its
/// type gives the row's height.
///
/// A static cell is a class with an empty initializer. On UIKit it is the table cell
/// itself; on hosts whose cells are of one type (TabulaHeadless's `HeadlessListView`, the terminal) the
/// host cell keeps one static cell per reuse (see the host catalog's `staticTable(_:measurer:cellType:staticCell:…)`).
@MainActor
public protocol StaticCell: AnyObject {
    /// Creates an empty cell.
    init()

    /// The identifier the cell type is registered and dequeued with (default: the type's
    /// name).
    static var reuseIdentifier: String { get }

    /// The row height for `model` in a table of `width` (default: ``defaultHeight``).
    /// Dynamic heights measure the model's text with `measurer`.
    nonisolated static func height(for model: Any, width: CGFloat, measurer: any TextMeasuring) -> CGFloat

    /// The height of rows of this type when nothing else is said (default 44).
    nonisolated static var defaultHeight: CGFloat { get }

    /// A cheap guess of the height, for hosts that size rows lazily (UIKit's
    /// `estimatedHeightForRowAt`); `nil`: use the height.
    nonisolated static var estimatedHeight: CGFloat? { get }
}

extension StaticCell {
    /// The type's name.
    public static var reuseIdentifier: String {
        TypeNameCache.name(of: Self.self)
    }

    /// 44, UIKit's default row height.
    public nonisolated static var defaultHeight: CGFloat {
        44
    }

    /// ``defaultHeight`` whatever the model.
    public nonisolated static func height(for model: Any, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        defaultHeight
    }

    /// No estimate: the height is cheap.
    public nonisolated static var estimatedHeight: CGFloat? {
        nil
    }
}
