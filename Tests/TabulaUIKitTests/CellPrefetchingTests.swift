#if os(iOS) || TABULA_UIKIT_MODEL
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

    @Test func aPreparedCellShownAfterInsertsAboveShowsAndReportsItsItem() async throws {
        let screen = CollectionScreen.oneColumnOfForty()
        var appeared: [(id: Int, path: ListIndexPath)] = []
        screen.adapter.events.willDisplay = { contact, path in appeared.append((contact.id, path)) }
        await screen.load()
        let prepared = screen.firstHiddenPath
        // Two items arrive above: the prepared cell's item moves down two places.
        try screen.storage.update { try $0.insertItems(contacts(101...102), at: ListIndexPath(item: 0, section: 0)) }
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
        appeared = []
        let moved = IndexPath(item: prepared.item + 2, section: 0)
        let frame = screen.collectionView.collectionViewLayout.layoutAttributesForItem(at: moved)?.frame ?? .zero
        screen.collectionView.contentOffset = CGPoint(x: 0, y: frame.maxY - 480)
        #expect(screen.consistencyProblems() == [])
        for event in appeared {
            #expect(
                screen.storage.snapshot.item(at: event.path)?.id == event.id, "willDisplay names the item at its path")
        }
        #expect(appeared.contains { $0.path == ListIndexPath(moved) })
    }

    @Test func aPreparedCellWhoseItemChangedShowsTheNewContentAndSize() async throws {
        let screen = CollectionScreen.oneColumnOfForty()
        await screen.load()
        let prepared = screen.firstHiddenPath
        let id = try #require(screen.storage.snapshot.item(at: ListIndexPath(prepared))?.id)
        // Its content changes while it waits (a longer name: two lines, a taller item).
        try screen.storage.replaceItem(Contact(id, String(repeating: "Longer name ", count: 6)))
        await screen.settle()
        let frame = screen.collectionView.collectionViewLayout.layoutAttributesForItem(at: prepared)?.frame ?? .zero
        screen.collectionView.contentOffset = CGPoint(x: 0, y: frame.maxY - 480)
        let cell = try #require(screen.collectionView.cellForItem(at: prepared))
        #expect(screen.text(of: cell) == screen.storage.snapshot.item(at: ListIndexPath(prepared))?.name)
        #expect(cell.frame == screen.adapter.layout.frame(at: ListIndexPath(prepared)))
        #expect(screen.consistencyProblems() == [])
    }

    @Test func preparedCellsThatAreNeverDisplayedGoBackToTheQueue() async throws {
        let screen = CollectionScreen.oneColumnOfForty()
        await screen.load()
        let prepared = screen.firstHiddenPath
        // The prepared item is deleted before it is ever displayed: its cell is reused, and
        // nothing reports the end of a display that never began.
        var ended: [Int] = []
        screen.adapter.events.didEndDisplaying = { contact, _ in ended.append(contact.id) }
        let id = try #require(screen.storage.snapshot.item(at: ListIndexPath(prepared))?.id)
        try screen.storage.removeItems(withIdentifiers: [id])
        await screen.settle()
        #expect(!ended.contains(id))
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 600)
        #expect(screen.consistencyProblems() == [])
    }
}
#endif
