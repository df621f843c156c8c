#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing

/// An item whose content comparison uses the size cache it is measured into: caller code
/// that re-enters the cache.
struct ReentrantSizedItem: Differentiable, Sendable {
    /// Where `isContentEqual(to:)` reaches back; a class so the item can point at the cache
    /// that holds it.
    final class Probe: Sendable {
        let cache = ItemSizeCache<ReentrantSizedItem>()
    }

    let id: Int
    let content: String
    let probe: Probe

    var differenceIdentifier: Int { id }

    func isContentEqual(to source: ReentrantSizedItem) -> Bool {
        // Reads and writes the same cache, on the thread that is asking it for a size.
        _ = probe.cache.size(for: ReentrantSizedItem(id: id + 1_000, content: content, probe: probe), width: 320)
        probe.cache.store(
            CGSize(width: 1, height: 1), for: ReentrantSizedItem(id: id + 2_000, content: content, probe: probe),
            width: 320)
        return content == source.content
    }
}

/// `ItemSizeCache` runs no caller code (`isContentEqual(to:)`) while it holds its lock.
/// Before the fix the comparison ran under the lock, and a comparison that used the cache
/// waited forever for a lock its own thread held: the test did not return.
@Suite("ItemSizeCache")
struct ItemSizeCacheTests {
    @Test func contentComparisonMayUseTheCache() {
        let probe = ReentrantSizedItem.Probe()
        let cache = probe.cache
        let item = ReentrantSizedItem(id: 1, content: "one", probe: probe)
        cache.store(CGSize(width: 320, height: 44), for: item, width: 320)

        #expect(cache.size(for: item, width: 320) == CGSize(width: 320, height: 44))
        let edited = ReentrantSizedItem(id: 1, content: "edited", probe: probe)
        #expect(cache.size(for: edited, width: 320) == nil, "edited content is measured again")
        #expect(cache.size(for: item, width: 568) == nil, "another width has its own sizes")
        // The comparisons above stored their own entries (id 2001) beside item 1's.
        #expect(cache.count(width: 320) == 2)
    }
}
#endif
