#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula

/// The size functions of a ``CellCatalog``: the list core's ``/Tabula/ListItemSizer``.
@_spi(Testing) public typealias CellSizer<Item: Sendable> = ListItemSizer<Item>

extension ListItemSizer.Measure {
    /// The same measure, run with text that a ``UIKitTextMeasurer`` following the lists
    /// measures at the context's text size (what a UIKit catalog's cells draw at).
    var scalingText: Self {
        switch self {
        case let .pure(size):
            .pure { item, context in UIKitTextScaling.measuring(at: context.textSize) { size(item, context) } }
        case let .onMainActor(size):
            .onMainActor { item, context in UIKitTextScaling.measuring(at: context.textSize) { size(item, context) } }
        }
    }
}
#endif
