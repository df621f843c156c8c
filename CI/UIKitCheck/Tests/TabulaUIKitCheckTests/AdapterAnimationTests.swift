import Foundation
import Tabula
import TabulaUIKitCheck
import Testing
import UIKit

@Suite("Adapters control animation and the content offset")
@MainActor
struct AdapterAnimationTests {
    private func screen(_ count: Int = 40) async -> TableScreen {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...count))], cells: noteCells())
        await screen.load()
        return screen
    }

    @Test func anUpdateCanBeAppliedWithoutAnimation() async throws {
        let screen = await screen()
        try screen.adapter.update(animated: false) { try $0.appendItems([Contact(100)], to: "A") }
        await screen.settle()
        #expect(
            screen.tableView.modelBatchAnimations.last
                == ModelBatchAnimation(animationsEnabled: false, rowAnimations: [.none]))
        // The next update animates again.
        try screen.storage.appendItems([Contact(101)], to: "A")
        await screen.settle()
        #expect(
            screen.tableView.modelBatchAnimations.last
                == ModelBatchAnimation(animationsEnabled: true, rowAnimations: [.automatic]))
        // Declarative data too.
        screen.adapter.show(sections: [ListSection("A", items: contacts(1...3))], animated: false)
        await screen.adapter.waitUntilIdle()
        #expect(screen.tableView.modelBatchAnimations.last?.animationsEnabled == false)
        #expect(screen.adapter.updater.presentedSections.map { $0.items.map(\.id) } == [[1, 2, 3]])
        #expect(screen.tableView.modelExceptions.isEmpty)
    }

    @Test func aReloadCrossFadesWhenAsked() async throws {
        let screen = await screen(5)
        let before = UIView.modelTransitionCount
        try screen.storage.reload([ListSection("A", items: contacts(10...12))])
        await screen.settle()
        #expect(UIView.modelTransitionCount == before, "instant by default")
        screen.adapter.animation.animatesReloads = true
        try screen.storage.reload([ListSection("A", items: contacts(20...22))])
        await screen.settle()
        #expect(UIView.modelTransitionCount == before + 1)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func eachKindOfChangeHasItsRowAnimation() async throws {
        let screen = await screen(5)
        screen.adapter.animation.rowInsertion = .fade
        screen.adapter.animation.rowDeletion = .left
        try screen.storage.update { list in
            try list.removeItems(withIdentifiers: [1])
            try list.appendItems([Contact(50)], to: "A")
        }
        await screen.settle()
        #expect(screen.tableView.modelBatchAnimations.last?.rowAnimations == [.left, .fade])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func noAnimationWhileTheUserScrollsWhenAsked() async throws {
        let screen = await screen()
        screen.adapter.animation.animatesWhileScrolling = false
        screen.tableView.modelSimulateBeginDragging(to: CGPoint(x: 0, y: 44))
        try screen.storage.appendItems([Contact(100)], to: "A")
        await screen.settle()
        #expect(screen.tableView.modelBatchAnimations.last?.animationsEnabled == false, "dragging")
        screen.tableView.modelSimulateEndDragging(willDecelerate: true)
        try screen.storage.appendItems([Contact(101)], to: "A")
        await screen.settle()
        #expect(screen.tableView.modelBatchAnimations.last?.animationsEnabled == false, "decelerating")
        screen.tableView.modelSimulateEndDecelerating(at: CGPoint(x: 0, y: 88))
        try screen.storage.appendItems([Contact(102)], to: "A")
        await screen.settle()
        #expect(screen.tableView.modelBatchAnimations.last?.animationsEnabled == true, "at rest")
    }

    @Test func insertsAboveKeepTheReadRowInPlaceWhenAsked() async throws {
        let kept = await screen()
        kept.adapter.animation.keepsContentOffset = true
        kept.tableView.contentOffset = CGPoint(x: 0, y: 440 + 10)  // row 10 (contact 11), 10 points scrolled into it
        let firstBefore = kept.tableView.indexPathsForVisibleRows?.first
        try kept.storage.update { try $0.insertItems(contacts(201...203), at: ListIndexPath(item: 0, section: 0)) }
        await kept.settle()
        #expect(kept.tableView.contentOffset.y == CGFloat(450 + 3 * 44))
        #expect(kept.visibleNames.first == "Contact 11")
        #expect(firstBefore?.row == 10 && kept.tableView.indexPathsForVisibleRows?.first?.row == 13)
        // A delete above moves the offset back by the deleted row.
        try kept.storage.removeItems(withIdentifiers: [1])
        await kept.settle()
        #expect(kept.tableView.contentOffset.y == CGFloat(450 + 2 * 44))
        #expect(kept.visibleNames.first == "Contact 11")
        #expect(kept.consistencyProblems() == [])

        // Off (the default), UIKit's behaviour: the offset stays and the content moves.
        let moved = await screen()
        moved.tableView.contentOffset = CGPoint(x: 0, y: 450)
        try moved.storage.update { try $0.insertItems(contacts(201...203), at: ListIndexPath(item: 0, section: 0)) }
        await moved.settle()
        #expect(moved.tableView.contentOffset.y == CGFloat(450))
        #expect(moved.visibleNames.first == "Contact 8")
    }

    @Test func scrollsToAnItemByItsIdentity() async throws {
        let screen = await screen()
        try screen.adapter.scrollToItem(withIdentifier: 25, animated: false)
        #expect(screen.tableView.contentOffset.y == CGFloat(24 * 44))
        #expect(screen.tableView.indexPathsForVisibleRows?.contains(IndexPath(row: 24, section: 0)) == true)
        try screen.adapter.scrollToItem(withIdentifier: 40, at: .bottom, animated: false)
        #expect(screen.tableView.contentOffset.y == CGFloat(40 * 44 - 480))
        #expect(throws: ListHostError.itemNotPresented(operation: "scrollToItem", identifier: "999")) {
            try screen.adapter.scrollToItem(withIdentifier: 999, animated: false)
        }
        let collection = CollectionScreen(sections: [ListSection("A", items: contacts(1...60))])
        await collection.load()
        try collection.adapter.scrollToItem(withIdentifier: 31, animated: false)
        #expect(
            collection.collectionView.contentOffset.y
                == collection.adapter.layout.frame(at: ListIndexPath(item: 30, section: 0)).minY)
    }
}
