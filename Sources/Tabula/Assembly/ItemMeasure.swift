import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a ``HostCellCatalog`` measures its items: a pure function any thread may call, or a
/// measurement that needs the main actor.
enum ItemMeasure<Item: Sendable> {
    case pure(@Sendable (Item, CGFloat) -> CGSize)
    case onMainActor(@MainActor (Item, CGFloat) -> CGSize)
}
