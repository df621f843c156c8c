import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// UIKit asks which optional methods its delegate has when the delegate is set and keeps
/// the answers. The adapters forward what they lack to the app's delegates, held weakly:
/// when the app lets one go while the list lives, UIKit must not be left sending a method
/// nobody implements ("unrecognized selector", which crashes the app).
@Suite("A released app delegate")
@MainActor
struct ReleasedAppDelegateTests {
    @Test func anAccessoryTapAfterTheAppTableDelegateIsGoneDoesNotCrash() async {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...5))], cells: noteCells())
        var app: AccessoryOnlyDelegate? = AccessoryOnlyDelegate()
        screen.adapter.tableDelegate = app
        await screen.load()
        screen.tableView.modelSimulateAccessoryTap(at: IndexPath(row: 1, section: 0))
        #expect(app?.taps == [1])
        app = nil  // the app's view controller goes away; the table stays on screen
        screen.tableView.modelSimulateAccessoryTap(at: IndexPath(row: 2, section: 0))
        #expect(screen.tableView.modelExceptions == [])
    }

    @Test func draggingAfterTheAppTableDelegateIsGoneDoesNotCrash() async {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...30))], cells: noteCells())
        var app: AppTableDelegate? = AppTableDelegate()
        screen.adapter.tableDelegate = app
        await screen.load()
        app = nil
        // The adapter does not implement the dragging calls: they were the app delegate's.
        screen.tableView.modelSimulateBeginDragging(to: CGPoint(x: 0, y: 44))
        screen.tableView.modelSimulateEndDragging(willDecelerate: true)
        screen.tableView.modelSimulateEndDecelerating(at: CGPoint(x: 0, y: 88))
        #expect(screen.tableView.modelExceptions == [])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aTapAfterTheAppCollectionDelegateIsGoneDoesNotCrash() async {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...6))])
        var app: AppCollectionDelegate? = AppCollectionDelegate()
        screen.adapter.collectionDelegate = app
        await screen.load()
        app = nil
        // `collectionView:shouldHighlightItemAtIndexPath:` was the app delegate's.
        screen.collectionView.modelSimulateTap(at: IndexPath(item: 2, section: 0))
        #expect(screen.collectionView.modelExceptions == [])
    }
}
