import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Sizes a ``ListAssembly`` computed off the main actor, waiting for the layout to ask for
/// their items: keyed by identity and measuring context (whose width is the item's), each remembering the item it measured, so an
/// item whose content changed since is measured again.
///
/// An entry is taken once: the layout keeps what it measured, and a store that only grew
/// would hold every item ever prefetched.
@MainActor
final class PrecomputedItemSizes<Item: Differentiable & Sendable> {
    private struct Key: Hashable {
        let identity: AnyHashable
        let context: ListMeasuringContext
    }

    private var entries: [Key: (item: Item, size: CGSize)] = [:]

    /// Forgets every size waiting in `context` (a change to it was abandoned or finished).
    func removeAll(in context: ListMeasuringContext) {
        entries = entries.filter { $0.key.context != context }
    }

    /// The number of sizes waiting.
    var count: Int {
        entries.count
    }

    func store(_ sizes: some Sequence<(Item, CGSize)>, in context: ListMeasuringContext) {
        for (item, size) in sizes {
            entries[Key(identity: AnyHashable(item.differenceIdentifier), context: context)] = (item, size)
        }
    }

    /// Stores one size of `item` in `context`.
    func store(_ item: Item, size: CGSize, in context: ListMeasuringContext) {
        entries[Key(identity: AnyHashable(item.differenceIdentifier), context: context)] = (item, size)
    }

    /// The size computed for `item` in `context`, removed; `nil` when none was, or when it
    /// was computed for other content.
    func take(_ item: Item, in context: ListMeasuringContext) -> CGSize? {
        guard !entries.isEmpty else { return nil }
        let key = Key(identity: AnyHashable(item.differenceIdentifier), context: context)
        guard let entry = entries.removeValue(forKey: key), entry.item.isContentEqual(to: item) else { return nil }
        return entry.size
    }
}
