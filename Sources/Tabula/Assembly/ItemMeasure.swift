import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a ``HostCellCatalog`` measures its items in a measuring context (its width is the
/// item's): a pure function any thread may call, or a measurement that needs the main actor.
enum ItemMeasure<Item: Sendable> {
    case pure(@Sendable (Item, ListMeasuringContext) -> CGSize)
    case onMainActor(@MainActor (Item, ListMeasuringContext) -> CGSize)
}
