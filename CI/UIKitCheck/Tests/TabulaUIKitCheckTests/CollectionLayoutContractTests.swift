import Foundation
import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Issue 24, item 8: the collection layout follows UIKit's layout contract
/// (UICollectionViewLayout.h:128-129, 146-169, 180-186): where items animate from and to in
/// a batch, what a bounds change invalidates, and the interim order of an interactive move.
@Suite("Collection layout contract on the UIKit model")
@MainActor
struct CollectionLayoutContractTests {
    /// A one-column collection of `count` contacts (items of different heights).
    private func loadedScreen(_ count: Int) async -> CollectionScreen {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...count))], columns: 1)
        await screen.load()
        return screen
    }

    private func frames(_ layout: ListLayout, section: Int = 0) -> [CGRect] {
        (0..<layout.sectionCounts[section]).map { layout.frame(at: ListIndexPath(item: $0, section: section)) }
    }

    @Test func itemsAnimateFromWhereTheyWereAndDeletedOnesFadeWhereTheyWere() async throws {
        let screen = await loadedScreen(40)
        let before = frames(screen.adapter.layout)
        let visibleBefore = screen.collectionView.indexPathsForVisibleItems
        #expect(visibleBefore.contains(IndexPath(item: 2, section: 0)))

        try screen.storage.removeItems(at: (0..<5).map { ListIndexPath(item: $0, section: 0) })
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
        let update = try #require(screen.collectionView.modelLayoutUpdates.last)
        #expect(
            update.updateItems.filter { $0.action == .delete }.compactMap(\.before).sorted()
                == (0..<5).map { IndexPath(item: $0, section: 0) })

        // The last visible item was below the screen before the deletes: it slides up from
        // its old frame instead of fading in at its new place.
        let arrived = try #require(screen.collectionView.indexPathsForVisibleItems.last)
        let oldFrame = before[arrived.item + 5]
        #expect(oldFrame.minY >= 480, "item \(arrived.item + 5) was on screen before: pick a longer list")
        let appearing = try #require(update.answer(.appearing, item: arrived))
        #expect(appearing.frame == oldFrame, "item \(arrived) should start at its old frame")
        #expect(appearing.alpha == 1)
        // An item that stays on screen slides from its old frame too.
        #expect(update.answer(.appearing, item: IndexPath(item: 0, section: 0))?.frame == before[5])

        // A deleted item fades out where it was.
        let deleted = try #require(update.answer(.disappearing, item: IndexPath(item: 2, section: 0)))
        #expect(deleted.frame == before[2])
        #expect(deleted.alpha == 0)

        // An inserted item fades in at its new frame.
        try screen.storage.insertItems([Contact(100)], at: ListIndexPath(item: 1, section: 0))
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
        let insert = try #require(screen.collectionView.modelLayoutUpdates.last)
        let inserted = try #require(insert.answer(.appearing, item: IndexPath(item: 1, section: 0)))
        #expect(inserted.frame == screen.adapter.layout.frame(at: ListIndexPath(item: 1, section: 0)))
        #expect(inserted.alpha == 0)
    }

    @Test func headersFollowTheirSectionsAndADeletedSectionsHeaderFadesWhereItWas() async throws {
        let screen = CollectionScreen(
            sections: [
                ListSection("A", items: contacts(1...3), header: SupplementaryModel("A")),
                ListSection("B", items: contacts(4...6), header: SupplementaryModel("B")),
            ], columns: 1)
        await screen.load()
        let header = UICollectionView.elementKindSectionHeader
        let oldA = try #require(screen.adapter.layout.supplementaryFrame(.header, inSection: 0))
        let oldB = try #require(screen.adapter.layout.supplementaryFrame(.header, inSection: 1))

        try screen.storage.removeSections(at: [0])
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
        let update = try #require(screen.collectionView.modelLayoutUpdates.last)
        #expect(
            update.updateItems.contains { $0.action == .delete && $0.before == IndexPath(item: NSNotFound, section: 0) }
        )
        let movedUp = try #require(
            update.answer(.appearing, supplementaryOfKind: header, at: IndexPath(item: 0, section: 0)))
        #expect(movedUp.frame == oldB, "section B's header starts where it was")
        #expect(movedUp.alpha == 1)
        let gone = try #require(
            update.answer(.disappearing, supplementaryOfKind: header, at: IndexPath(item: 0, section: 0)))
        #expect(gone.frame == oldA)
        #expect(gone.alpha == 0)
    }

    @Test func aWidthChangeInvalidatesThroughAContextAndScrollingDoesNot() async throws {
        let screen = await loadedScreen(40)
        let layout = try #require(screen.adapter.collectionLayout)
        let contexts = layout.modelInvalidationContexts.count
        let invalidations = layout.modelInvalidationCount

        screen.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(layout.modelInvalidationContexts.count == contexts, "scrolling must not invalidate the layout")
        #expect(layout.modelInvalidationCount == invalidations)

        screen.collectionView.frame = CGRect(x: 0, y: 0, width: 280, height: 480)
        #expect(layout.modelInvalidationContexts.count == contexts + 1)
        #expect(layout.modelInvalidationCount == invalidations + 1, "one invalidation, through the context")
        let context = try #require(layout.modelInvalidationContexts.last)
        #expect(!context.invalidateEverything)
        let items = context.invalidatedItemIndexPaths ?? []
        #expect(!items.isEmpty, "the context names the items whose frames change")
        #expect((context as? TabulaCollectionViewLayoutInvalidationContext)?.newWidth == 280)
        await screen.settle()
        #expect(screen.adapter.layout.width == 280)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func anInteractiveMoveShowsTheInterimOrderAndDropsIntoTheStorage() async throws {
        let screen = await loadedScreen(12)
        screen.adapter.canMoveItem = { _ in true }
        let layout = try #require(screen.adapter.collectionLayout)
        let original = frames(screen.adapter.layout)
        let spacing = original[1].minY - original[0].maxY
        let cellShowingItem2 = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))

        #expect(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        let position = CGPoint(x: original[4].midX, y: original[4].midY)
        screen.collectionView.updateInteractiveMovementTargetPosition(position)
        let context = try #require(layout.modelInvalidationContexts.last)
        #expect(context.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 1, section: 0)])
        #expect(context.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 4, section: 0)])

        // The interim order: item 1 sits at 4, items 2...4 move up one place.
        let interim = [0, 2, 3, 4, 1] + Array(5..<12)
        var y = original[0].minY
        for (place, item) in interim.enumerated() {
            let frame = layout.layoutAttributesForItem(at: IndexPath(item: place, section: 0))?.frame
            #expect(
                frame?.minY == y && frame?.height == original[item].height, "place \(place) should hold item \(item)")
            y += original[item].height + spacing
        }
        #expect(
            cellShowingItem2.frame == layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            "a neighbour makes room")

        screen.collectionView.endInteractiveMovement()
        await screen.settle()
        #expect(screen.storage.snapshot.allItems.map(\.id) == [1, 3, 4, 5, 2] + Array(6...12))
        #expect(frames(screen.adapter.layout).map(\.height) == interim.map { original[$0].height })
        #expect(screen.consistencyProblems() == [])
        let batch = try #require(screen.collectionView.modelAcceptedBatches.last)
        #expect(
            batch
                == ModelBatchRecord(
                    before: [12],
                    calls: [.moveItem(IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0))], after: [12])
        )
        #expect(
            BatchUpdateOracle(kind: .collectionView).violation(
                before: batch.before, calls: batch.calls, after: batch.after) == nil)

        // Later batches still follow UIKit's rules over the dropped order.
        try screen.storage.insertItems([Contact(50)], at: ListIndexPath(item: 0, section: 0))
        try screen.storage.removeItems(at: [ListIndexPath(item: 5, section: 0)])
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aCancelledMovePutsTheItemBackAndTellsNobody() async throws {
        let screen = await loadedScreen(12)
        screen.adapter.canMoveItem = { _ in true }
        let layout = try #require(screen.adapter.collectionLayout)
        let original = frames(screen.adapter.layout)
        let batches = screen.collectionView.modelAcceptedBatches.count

        // Item 4 is the tall one (a photo): lifted over item 2, it takes place 2 in the interim order.
        #expect(original[4].height > original[2].height)
        #expect(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: original[2].midX, y: original[2].midY))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.height == original[4].height)
        screen.collectionView.cancelInteractiveMovement()
        await screen.settle()
        #expect(!screen.collectionView.hasUncommittedUpdates)
        #expect(screen.storage.snapshot.allItems.map(\.id) == Array(1...12))
        #expect((0..<12).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } == original)
        #expect(screen.collectionView.modelAcceptedBatches.count == batches)
        #expect(screen.consistencyProblems() == [])
    }
}
