import Foundation
import Tabula
import TabulaTestSupport
import Testing

/// Stale sizes under updates: while a context change is in progress (sizes of the old
/// context kept as placeholders), inserts, deletes and moves keep the stale count, the
/// unmeasured paths and every frame right. The stale counts live beside the chunk
/// summaries the frame look-up walks, and a fully measured chunk is summed without marker
/// checks, so frames are checked against a model item by item, through both the frame
/// look-up and the look-up by rect.
@Suite("ListLayout stale sizes")
struct ListLayoutStaleSizesTests {
    /// Heights by item id and text size: whole points, so every sum is exact.
    private final class Source: ListSizeSource {
        var ids: [Int] = []

        static func height(_ id: Int, _ textSize: ListTextSize) -> CGFloat {
            CGFloat(10 + id % 13) + (textSize == .large ? 0 : 7)
        }

        func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
            size(at: path, in: ListMeasuringContext(width: width))
        }

        func size(at path: ListIndexPath, in context: ListMeasuringContext) -> CGSize {
            CGSize(width: context.width, height: Self.height(ids[path.item], context.textSize))
        }
    }

    /// An item of the model: its id, and the height it is laid out with until measured
    /// in the new context (`nil`: measured).
    private struct Row {
        var id: Int
        var staleHeight: CGFloat?
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func updatesDuringAContextChangeKeepStaleCountsAndFrames(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let source = Source()
        let spacing: CGFloat = 2
        let layout = ListLayout(
            configuration: ListLayoutConfiguration(style: .vertical, itemSpacing: spacing), sizeSource: source)
        var nextID = 0
        var rows: [Row] = []
        for _ in 0..<700 {
            rows.append(Row(id: nextID))
            nextID += 1
        }
        source.ids = rows.map(\.id)
        layout.update(sectionCounts: [rows.count], applying: nil, width: 320)

        let bigger = ListMeasuringContext(width: 320, textSize: .accessibilityMedium)
        let visible = (0..<5).map { ListIndexPath(item: $0, section: 0) }
        layout.beginContextChange(to: bigger, measuringFirst: visible)
        for index in rows.indices where index >= 5 {
            rows[index].staleHeight = Source.height(rows[index].id, .large)
        }

        func check(_ step: String) -> Bool {
            let stale = rows.indices.filter { rows[$0].staleHeight != nil }
            let unmeasured = layout.unmeasuredPaths.map(\.item)
            guard layout.staleItemCount == stale.count, unmeasured == stale else {
                Issue.record(
                    """
                    seed \(seed) \(step): \(layout.staleItemCount) stale, expected \(stale.count); unmeasured \
                    \(unmeasured.count) items, first difference at \(zip(unmeasured, stale).first { $0 != $1 }.map { "\($0)" } ?? "the end")
                    """)
                return false
            }
            var top: CGFloat = 0
            for (index, row) in rows.enumerated() {
                let path = ListIndexPath(item: index, section: 0)
                let height = row.staleHeight ?? Source.height(row.id, bigger.textSize)
                let frame = layout.frame(at: path)
                guard frame.minY == top, frame.height == height else {
                    Issue.record("seed \(seed) \(step): item \(index) at \(frame), expected y \(top) height \(height)")
                    return false
                }
                if index % 37 == 0 {
                    let found = layout.indexPaths(intersecting: CGRect(x: 0, y: top + 1, width: 320, height: 1))
                    #expect(found == [path], "seed \(seed) \(step): the item at y \(top + 1)")
                }
                top += height + spacing
            }
            #expect(layout.contentSize.height == top - spacing, "seed \(seed) \(step): content height")
            return true
        }

        guard check("after the change began") else { return }
        for step in 0..<60 {
            let count = rows.count
            let batch: ListBatch
            switch generator.next() % 4 {
            case 0, 1:
                // Inserts are measured in the new context at once; several at one place
                // split a chunk.
                let at = Int(generator.next() % UInt64(count + 1))
                let added = 1 + Int(generator.next() % 80)
                for offset in 0..<added { rows.insert(Row(id: nextID + offset), at: at + offset) }
                nextID += added
                batch = ListBatch(elementInserted: (at..<(at + added)).map { ListIndexPath(item: $0, section: 0) })
            case 2:
                let at = Int(generator.next() % UInt64(count))
                rows.remove(at: at)
                batch = ListBatch(elementDeleted: [ListIndexPath(item: at, section: 0)])
            default:
                let from = Int(generator.next() % UInt64(count))
                let to = Int(generator.next() % UInt64(count))
                // A moved item's stale placeholder is not carried: it is measured in the new
                // context with the update, as an inserted one is.
                var moved = rows.remove(at: from)
                moved.staleHeight = nil
                rows.insert(moved, at: to)
                batch = ListBatch(
                    elementMoved: [
                        Move(source: ListIndexPath(item: from, section: 0), target: ListIndexPath(item: to, section: 0))
                    ])
            }
            source.ids = rows.map(\.id)
            layout.update(sectionCounts: [rows.count], applying: batch, context: bigger)
            #expect(layout.lastUpdateError == nil, "seed \(seed) step \(step): \(batch)")
            if step % 10 == 9 {
                // Some stale items measured, as a host measures what it shows.
                let index = Int(generator.next() % UInt64(rows.count))
                layout.measureUnmeasured(among: [ListIndexPath(item: index, section: 0)])
                rows[index].staleHeight = nil
            }
            guard check("step \(step) after \(batch)") else { return }
        }
        layout.measureUnmeasured()
        for index in rows.indices { rows[index].staleHeight = nil }
        _ = check("all measured")
        #expect(layout.staleItemCount == 0)
    }
}
