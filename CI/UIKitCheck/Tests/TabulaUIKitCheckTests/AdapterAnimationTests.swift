import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

@Suite("Adapters control animation and the content offset")
@MainActor
struct AdapterAnimationTests {

    @Test func anUpdateCanBeAppliedWithoutAnimation() async throws {
        let screen = await TableScreen.loadedNotes()
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
        let screen = await TableScreen.loadedNotes(5)
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
        let screen = await TableScreen.loadedNotes(5)
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
        let screen = await TableScreen.loadedNotes()
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
}
