import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Sizes a ``ListAssembly`` computed off the main actor, waiting for the layout to ask for
/// their items: keyed by identity and width, each remembering the item it measured, so an
/// item whose content changed since is measured again.
///
/// An entry is taken once: the layout keeps what it measured, and a store that only grew
/// would hold every item ever prefetched.
@MainActor
final class PrecomputedItemSizes<Item: Differentiable & Sendable> {
    private struct Key: Hashable {
        let identity: AnyHashable
        let width: CGFloat
    }

    private var entries: [Key: (item: Item, size: CGSize)] = [:]

    /// The number of sizes waiting.
    var count: Int {
        entries.count
    }

    func store(_ sizes: some Sequence<(Item, CGSize)>, width: CGFloat) {
        for (item, size) in sizes {
            entries[Key(identity: AnyHashable(item.differenceIdentifier), width: width)] = (item, size)
        }
    }

    /// The size computed for `item` at `width`, removed; `nil` when none was, or when it
    /// was computed for other content.
    func take(_ item: Item, width: CGFloat) -> CGSize? {
        guard !entries.isEmpty else { return nil }
        let key = Key(identity: AnyHashable(item.differenceIdentifier), width: width)
        guard let entry = entries.removeValue(forKey: key), entry.item.isContentEqual(to: item) else { return nil }
        return entry.size
    }
}
