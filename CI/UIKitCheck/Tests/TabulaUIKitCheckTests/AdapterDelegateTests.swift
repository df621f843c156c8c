import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

@Suite("Adapters keep the app's delegates")
@MainActor
struct AdapterDelegateTests {
    @Test func theAppTableDelegateHearsWhatTheAdapterDoesNotConsume() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...30))], cells: noteCells())
        let app = AppTableDelegate()
        var selected: [Int] = []
        screen.adapter.onSelect = { contact, _ in selected.append(contact.id) }
        screen.adapter.tableDelegate = app
        #expect(screen.tableView.delegate === screen.adapter, "the adapter stays the table's delegate")
        await screen.load()

        // Display calls reach both the adapter and the app (10 rows of 44 fill 480 points).
        #expect(app.received("willDisplay") == (0...10).map { "willDisplay \($0)" })
        // A tap: highlight, unhighlight, select, in UIKit's order; the adapter reports the item.
        screen.tableView.modelSimulateTap(at: IndexPath(row: 2, section: 0))
        #expect(app.calls.suffix(3) == ["didHighlight 2", "didUnhighlight 2", "didSelect 2"])
        #expect(selected == [3])
        screen.tableView.modelSimulateDeselection(at: IndexPath(row: 2, section: 0))
        #expect(app.calls.last == "didDeselect 2")
        // A call the adapter does not implement is forwarded by the runtime.
        screen.tableView.modelSimulateAccessoryTap(at: IndexPath(row: 4, section: 0))
        #expect(app.calls.last == "accessoryTapped 4")
        // Scrolling: the adapter uses scrollViewDidScroll (paging) and passes it on; the
        // dragging calls it does not implement are forwarded.
        screen.tableView.modelSimulateBeginDragging(to: CGPoint(x: 0, y: 88))
        screen.tableView.modelSimulateEndDragging(willDecelerate: true)
        screen.tableView.modelSimulateEndDecelerating(at: CGPoint(x: 0, y: 140))
        #expect(app.received("willBeginDragging") == ["willBeginDragging"])
        #expect(app.received("didScroll") == ["didScroll 88", "didScroll 140"])
        #expect(app.received("didEndDecelerating") == ["didEndDecelerating"])
        #expect(
            Set(app.received("didEndDisplaying")) == ["didEndDisplaying 0", "didEndDisplaying 1", "didEndDisplaying 2"])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func respondsToAnswersForTheAppDelegatesMethods() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...5))], cells: noteCells())
        let accessory = Selector("tableView:accessoryButtonTappedForRowWithIndexPath:")
        let dragging = Selector("scrollViewWillBeginDragging:")
        // Without an app delegate, UIKit sees only the adapter's own methods.
        #expect(!screen.adapter.responds(to: accessory))
        #expect(screen.adapter.responds(to: Selector("tableView:heightForRowAtIndexPath:")))
        let app = AccessoryOnlyDelegate()
        screen.adapter.tableDelegate = app
        #expect(screen.adapter.responds(to: accessory))
        #expect(!screen.adapter.responds(to: dragging), "the app delegate lacks it: UIKit must not see it")
        #expect(screen.adapter.forwardingTarget(for: accessory) as AnyObject? === app)
        #expect(screen.adapter.forwardingTarget(for: Selector("tableView:didSelectRowAtIndexPath:")) == nil)
        await screen.load()
        screen.tableView.modelSimulateAccessoryTap(at: IndexPath(row: 1, section: 0))
        #expect(app.taps == [1])
        // The delegate is held weakly: once the app lets it go, nothing is forwarded.
        screen.adapter.tableDelegate = nil
        #expect(!screen.adapter.responds(to: accessory))
    }

    @Test func theAppPrefetchDataSourceHearsPrefetches() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...60))], cells: noteCells())
        let app = AppTableDelegate()
        screen.adapter.prefetchDelegate = app
        await screen.load()
        #expect(!app.received("prefetch").isEmpty)
        #expect(screen.adapter.prefetcher.itemsRequested > 0, "the adapter measured them too")
    }

    @Test func theAppCollectionDelegateHearsDisplaySelectionAndScrolls() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...6))])
        let app = AppCollectionDelegate()
        var highlighted: [Int] = []
        var deselected: [Int] = []
        screen.adapter.events.didHighlight = { contact, _ in highlighted.append(contact.id) }
        screen.adapter.events.didDeselect = { contact, _ in deselected.append(contact.id) }
        screen.adapter.collectionDelegate = app
        await screen.load()
        #expect(app.received("willDisplay") == (0...5).map { "willDisplay \($0)" })
        screen.collectionView.modelSimulateTap(at: IndexPath(item: 3, section: 0))
        screen.collectionView.modelSimulateDeselection(at: IndexPath(item: 3, section: 0))
        #expect(app.calls.suffix(3) == ["didHighlight 3", "didSelect 3", "didDeselect 3"])
        #expect(highlighted == [4] && deselected == [4])
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(app.calls.last == "didScroll 10")
        #expect(screen.consistencyProblems() == [])
    }
}
