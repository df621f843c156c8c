import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Cell prefetching (a collection view's `isPrefetchingEnabled`, on by default): UIKit asks
/// for a cell before it is displayed, may never display it, and may display it later, after
/// updates in between, without asking again. The adapter must still show, size and report
/// the item that is at the path when the cell appears.
@Suite("Cells prepared ahead of display")
@MainActor
struct CellPrefetchingTests {

    @Test func theCollectionViewPreparesTheNextCellBeforeItIsDisplayed() async throws {
        let screen = CollectionScreen.oneColumnOfForty()
        await screen.load()
        let visible = screen.collectionView.indexPathsForVisibleItems.count
        #expect(screen.collectionView.isPrefetchingEnabled, "on by default")
        #expect(screen.collectionView.modelCounters.cellsDequeued > visible, "a cell was asked for ahead of display")
        // Scrolling the next item just into view displays the prepared cell: no new request for it.
        let next = screen.firstHiddenPath
        let dequeued = screen.collectionView.modelCounters.cellsDequeued
        var shownWithoutRequest: [IndexPath] = []
        let frame = screen.collectionView.collectionViewLayout.layoutAttributesForItem(at: next)?.frame ?? .zero
        screen.collectionView.contentOffset = CGPoint(x: 0, y: frame.minY - 480 + 1)
        if screen.collectionView.cellForItem(at: next) != nil { shownWithoutRequest.append(next) }
        #expect(shownWithoutRequest == [next])
        #expect(
            screen.collectionView.modelCounters.cellsDequeued == dequeued + 1,
            "only the cell prepared next is new; the one now shown was prepared before")
        #expect(screen.consistencyProblems() == [])
    }
}
