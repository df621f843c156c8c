import Tabula
import TabulaTestSupport

/// One row of the stress screen: an id, a text whose length varies from row to row (so row
/// heights vary), and how many times an update has rewritten it.
package struct StressItem: MFSViewModel, Differentiable {
    /// Unique in the list (0 ..< the item count).
    package var id: Int
    /// The text; its length decides the row's height.
    package var text: String
    /// 0 when generated, then the number of the update that last wrote it, plus one.
    package var revision: Int

    /// The item id.
    package var differenceIdentifier: Int { id }

    /// Item `id` at `revision`: the same text for the same seed, id and revision; between
    /// one and five lines' worth of words.
    package static func make(id: Int, revision: Int = 0, seed: UInt64) -> StressItem {
        var random = SplitMix64.stream(seed, UInt64(max(0, id)) &* 1_031 &+ UInt64(max(0, revision)))
        let words = [3, 8, 14, 24, 40][Int.random(in: 0..<5, using: &random)]
        let text = (0..<words).map { _ in FeedGenerator.words.randomElement(using: &random) ?? "" }
            .joined(separator: " ")
        return StressItem(id: id, text: "#\(id) r\(revision) · " + text, revision: revision)
    }

    /// `count` items, ids `0 ..< count`.
    package static func list(count: Int, seed: UInt64) -> [StressItem] {
        (0..<max(0, count)).map { make(id: $0, seed: seed) }
    }
}
