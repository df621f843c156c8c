import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// `keepsContentOffset` moves the content offset right after `performBatchUpdates` returns.
/// An animated batch has already begun moving the surviving cells from their old frames to
/// their new ones by then (UIKit animates inside `performBatchUpdates`, UITableView.h and
/// UICollectionView.h, `performBatchUpdates:completion:`), so moving the bounds at once
/// makes every row on screen jump by the offset change and slide back. The model has no
/// presentation layer and cannot show the jump; what it can show is the adapter's choice:
/// a batch that changes anything above the top row on screen, whose offset the anchor will
/// move, runs without animation (`UIView.performWithoutAnimation`, UIView.h), so nothing is
/// in flight when the offset moves and the rows on screen stay still. A batch that changes
/// only what is at or below the top row animates as usual (the anchor leaves the offset).
@Suite("keepsContentOffset: a batch that moves the offset is not animated")
@MainActor
struct KeptOffsetAnimationTests {
    @Test func insertsAboveTheTopRowAreNotAnimatedAndChangesBelowAre() async throws {
        let screen = await TableScreen.loadedNotes()
        screen.adapter.animation.keepsContentOffset = true
        screen.tableView.contentOffset = CGPoint(x: 0, y: 440 + 10)  // row 10 at the top
        try screen.storage.update { try $0.insertItems(contacts(201...203), at: ListIndexPath(item: 0, section: 0)) }
        await screen.settle()
        #expect(screen.tableView.modelBatchAnimations.last?.animationsEnabled == false, "inserted above")
        #expect(screen.visibleNames.first == "Contact 11")
        #expect(screen.tableView.contentOffset.y == CGFloat(450 + 3 * 44))

        // Below the top row (a row in view, then the end): animated, the offset stays.
        try screen.storage.removeItems(withIdentifiers: [13])
        await screen.settle()
        #expect(screen.tableView.modelBatchAnimations.last?.animationsEnabled == true, "a row in view")
        try screen.storage.appendItems([Contact(300)], to: "A")
        await screen.settle()
        #expect(screen.tableView.modelBatchAnimations.last?.animationsEnabled == true, "at the end")
        #expect(screen.tableView.contentOffset.y == CGFloat(450 + 3 * 44))

        // A delete above, and a move from above to below: not animated, the top row stays.
        try screen.storage.removeItems(withIdentifiers: [1])
        await screen.settle()
        #expect(screen.tableView.modelBatchAnimations.last?.animationsEnabled == false, "deleted above")
        try screen.storage.update {
            try $0.moveItem(from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 30, section: 0))
        }
        await screen.settle()
        #expect(screen.tableView.modelBatchAnimations.last?.animationsEnabled == false, "moved from above")
        #expect(screen.visibleNames.first == "Contact 11")
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aRowReplacedAboveByAnotherIsNotAnimated() async throws {
        // One row leaves above and another arrives there: the top row keeps its index, but
        // what is above it changed, so the anchor may move the offset.
        let screen = await TableScreen.loadedNotes()
        screen.adapter.animation.keepsContentOffset = true
        screen.tableView.contentOffset = CGPoint(x: 0, y: 440 + 10)
        try screen.storage.update { list in
            try list.removeItems(withIdentifiers: [2])
            try list.insertItems([Contact(500)], at: ListIndexPath(item: 0, section: 0))
        }
        await screen.settle()
        #expect(screen.tableView.modelBatchAnimations.last?.animationsEnabled == false)
        #expect(screen.visibleNames.first == "Contact 11")
        #expect(screen.consistencyProblems() == [])
    }

    @Test func withoutKeepingTheOffsetInsertsAboveAnimate() async throws {
        let screen = await TableScreen.loadedNotes()
        screen.tableView.contentOffset = CGPoint(x: 0, y: 450)
        try screen.storage.update { try $0.insertItems(contacts(201...203), at: ListIndexPath(item: 0, section: 0)) }
        await screen.settle()
        #expect(screen.tableView.modelBatchAnimations.last?.animationsEnabled == true)
    }

    @Test func aCollectionsInsertsAboveAreNotAnimated() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...80))])
        await screen.load()
        screen.adapter.animation.keepsContentOffset = true
        let top = screen.adapter.layout.frame(at: ListIndexPath(item: 20, section: 0)).minY
        screen.collectionView.contentOffset = CGPoint(x: 0, y: top)
        screen.collectionView.layoutIfNeeded()
        try screen.storage.update { try $0.insertItems(contacts(201...204), at: ListIndexPath(item: 0, section: 0)) }
        await screen.settle()
        #expect(screen.collectionView.modelBatchAnimations.last?.animationsEnabled == false)
        try screen.storage.appendItems([Contact(300)], to: "A")
        await screen.settle()
        #expect(screen.collectionView.modelBatchAnimations.last?.animationsEnabled == true)
        #expect(screen.consistencyProblems() == [])
    }
}
