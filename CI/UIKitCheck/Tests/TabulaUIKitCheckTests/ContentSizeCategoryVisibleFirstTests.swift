import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Issue 26, "Done when": a change of content size category re-measures what is visible on
/// the main actor and the rest off it, ends with every row at the height of the new category,
/// keeps the top row where it was, and measures nothing when it returns to a category seen
/// before. The main actor's measurements are the adapter's own count (its size source runs
/// only there); the report counts the rest, measured by a nonisolated function. Orderings (an update, or a second change, between the steps) are forced with the
/// adapter's gate, not with sleeps.
@Suite("A content size category change measures the visible rows first", .serialized)
@MainActor
struct ContentSizeCategoryVisibleFirstTests {
    /// Counts the size function's calls (the size function is pure: any thread).
    fileprivate final class MeasureCounter: Sendable {
        private let lock = NSLock()
        nonisolated(unsafe) private var calls = 0  // guarded by `lock`

        func count() {
            lock.withLock { calls += 1 }
        }

        var total: Int { lock.withLock { calls } }

        func reset() {
            lock.withLock { calls = 0 }
        }
    }

    private nonisolated static let style = TextStyle(pointSize: 15)

    /// A row's height: its name measured by a measurer that follows the lists (so at the
    /// text size of the context the adapter measures in), plus 8 points.
    private nonisolated static func height(of contact: Contact, width: CGFloat, measurer: UIKitTextMeasurer)
        -> CGFloat
    {
        measurer.size(of: contact.name, style: style, width: width, maximumLines: 0).height + 8
    }

    /// The height `contact`'s row has at `category`.
    private static func expectedHeight(of contact: Contact, at category: UIContentSizeCategory) -> CGFloat {
        height(of: contact, width: 320, measurer: UIKitTextMeasurer(scaling: .category(category)))
    }

    fileprivate struct Screen {
        let window: UIWindow
        let tableView: UITableView
        let adapter: TableViewAdapter<String, Contact>
        let counter: MeasureCounter
    }

    private static func contacts(_ count: Int) -> [Contact] {
        (0..<count).map { Contact($0, $0 % 7 == 0 ? "Contact \($0) with a name that wraps at larger sizes" : nil) }
    }

    /// A 320 × 300 table in a window showing `rows` contacts: about ten rows on screen.
    fileprivate static func tableScreen(rows: Int) async -> Screen {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        let counter = MeasureCounter()
        var cells = TableCellCatalog<Contact>()
        cells.register(
            NoteCell.self,
            height: { contact, width in
                counter.count()
                return Self.height(of: contact, width: width, measurer: UIKitTextMeasurer())
            }, configure: { cell, contact in cell.note = contact.name })
        let adapter = TableViewAdapter<String, Contact>(tableView: tableView, cells: cells)
        adapter.show(sections: [ListSection("A", items: contacts(rows))])
        await adapter.waitUntilIdle()
        tableView.layoutIfNeeded()
        return Screen(window: window, tableView: tableView, adapter: adapter, counter: counter)
    }

    /// The rows whose layout height is not the one of `category`, as text.
    private static func wrongHeights(in adapter: TableViewAdapter<String, Contact>, at category: UIContentSizeCategory)
        -> [String]
    {
        var wrong: [String] = []
        for (section, count) in adapter.layout.sectionCounts.enumerated() {
            for item in 0..<count {
                let path = ListIndexPath(item: item, section: section)
                guard let contact = adapter.item(at: path) else { continue }
                let height = adapter.layout.frame(at: path).height
                let expected = expectedHeight(of: contact, at: category)
                if height != expected { wrong.append("\(contact): \(height), want \(expected)") }
            }
        }
        return wrong
    }

    @Test func theVisibleRowsAreMeasuredOnTheMainActorAndTheRestOffIt() async throws {
        let screen = await Self.tableScreen(rows: 1_000)
        let tableView = screen.tableView
        // Scrolled into the middle, row 500 cut at the top: the rows above the screen grow too.
        tableView.contentOffset = CGPoint(x: 0, y: tableView.rectForRow(at: IndexPath(row: 500, section: 0)).minY + 10)
        tableView.layoutIfNeeded()
        let top = IndexPath(row: 500, section: 0)
        let topDistance = tableView.rectForRow(at: top).minY - tableView.contentOffset.y
        let mainBefore = screen.adapter.sizeCounts.measured

        screen.window.modelSetPreferredContentSizeCategory(.accessibilityMedium)
        tableView.layoutIfNeeded()
        // At once: the rows on screen, and only they, at their new heights.
        let measuredAtOnce = screen.adapter.sizeCounts.measured - mainBefore
        // The rows on screen (the model lists a row that only touches the top edge too).
        let visible = (tableView.indexPathsForVisibleRows ?? []).filter {
            tableView.rectForRow(at: $0).maxY > tableView.contentOffset.y
        }
        let visibleWrong = visible.filter { path in
            guard let contact = screen.adapter.item(at: ListIndexPath(path)) else { return true }
            return tableView.rectForRow(at: path).height != Self.expectedHeight(of: contact, at: .accessibilityMedium)
        }
        // The lists' category goes back to Large (another list): this list keeps its own.
        makeAListAtLarge()
        let report = try #require(await screen.adapter.waitForTextSizeChange())
        tableView.layoutIfNeeded()

        #expect(!visible.isEmpty && visible.count <= 12, "\(visible.count) rows on screen")
        #expect(visibleWrong.isEmpty, "rows on screen at their old heights: \(visibleWrong)")
        #expect(measuredAtOnce <= visible.count + 1, "measured at once: \(measuredAtOnce), visible \(visible.count)")
        #expect(screen.adapter.sizeCounts.measured - mainBefore == measuredAtOnce, "nothing more on the main actor")
        #expect(report.isComplete)
        #expect(report.measuredOnMainActor == measuredAtOnce)
        #expect(report.measuredOffMainActor == 1_000 - measuredAtOnce, "the rest off the main actor")
        let wrong = Self.wrongHeights(in: screen.adapter, at: .accessibilityMedium)
        #expect(wrong.isEmpty, "\(wrong.count) rows at other heights: \(wrong.prefix(3))")
        let last = IndexPath(row: 999, section: 0)
        #expect(
            tableView.rectForRow(at: last).height == Self.expectedHeight(of: Contact(999), at: .accessibilityMedium))
        let topDistanceAfter = tableView.rectForRow(at: top).minY - tableView.contentOffset.y
        #expect(abs(topDistanceAfter - topDistance) < 0.5, "the top row moved: \(topDistance) → \(topDistanceAfter)")

        // Back to a category seen before: nothing is measured.
        let measuredBeforeBack = screen.adapter.sizeCounts.measured
        screen.window.modelSetPreferredContentSizeCategory(nil)
        tableView.layoutIfNeeded()
        let back = try #require(await screen.adapter.waitForTextSizeChange())
        #expect(screen.adapter.sizeCounts.measured == measuredBeforeBack, "switching back measured rows")
        #expect(back.measuredOnMainActor == 0 && back.measuredOffMainActor == 0 && back.isComplete)
        #expect(Self.wrongHeights(in: screen.adapter, at: .large).isEmpty)
        #expect(tableView.modelExceptions.isEmpty)
    }

    @Test func aListMadeAtAnotherCategoryIsMeasuredAtItFromTheFirstLoad() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        window.modelSetPreferredContentSizeCategory(.extraExtraLarge)
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        var cells = TableCellCatalog<Contact>()
        cells.register(
            NoteCell.self,
            height: { contact, width in Self.height(of: contact, width: width, measurer: UIKitTextMeasurer()) },
            configure: { cell, contact in cell.note = contact.name })
        let adapter = TableViewAdapter<String, Contact>(tableView: tableView, cells: cells)
        makeAListAtLarge()
        adapter.show(sections: [ListSection("A", items: Self.contacts(50))])
        await adapter.waitUntilIdle()
        tableView.layoutIfNeeded()
        let measured = adapter.sizeCounts.measured

        #expect(adapter.layout.context.textSize == .extraExtraLarge)
        #expect(Self.wrongHeights(in: adapter, at: .extraExtraLarge).isEmpty)
        // The rows on screen on the main actor, the rest off it (the off-screen pass).
        #expect(measured + adapter.itemsMeasuredOffScreen == 50, "each row measured once, at xxLarge")
        #expect(await adapter.waitForTextSizeChange() == nil, "no change of text size was needed")
        #expect(tableView.modelExceptions.isEmpty)
    }

    @Test func collectionItemsOnScreenAreMeasuredFirst() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: TabulaCollectionViewLayout())
        window.addSubview(collectionView)
        let counter = MeasureCounter()
        var cells = CollectionCellCatalog<Contact>()
        cells.register(
            PhotoCell.self,
            size: { contact, width in
                counter.count()
                return CGSize(
                    width: width, height: Self.height(of: contact, width: width, measurer: UIKitTextMeasurer()))
            }, configure: { cell, contact in cell.caption = contact.name })
        let adapter = CollectionViewAdapter<String, Contact>(collectionView: collectionView, cells: cells)
        adapter.show(sections: [ListSection("A", items: Self.contacts(1_000))])
        await adapter.waitUntilIdle()
        collectionView.layoutIfNeeded()
        let mainBefore = adapter.sizeCounts.measured

        window.modelSetPreferredContentSizeCategory(.extraExtraLarge)
        collectionView.layoutIfNeeded()
        let measuredAtOnce = adapter.sizeCounts.measured - mainBefore
        let visible = collectionView.indexPathsForVisibleItems
        makeAListAtLarge()
        let report = try #require(await adapter.waitForTextSizeChange())
        let wrong = (0..<1_000).filter { item in
            adapter.layout.frame(at: ListIndexPath(item: item, section: 0)).height
                != Self.expectedHeight(of: Self.contacts(1_000)[item], at: .extraExtraLarge)
        }
        window.modelSetPreferredContentSizeCategory(nil)
        _ = await adapter.waitForTextSizeChange()

        #expect(!visible.isEmpty && measuredAtOnce <= visible.count + 1, "\(measuredAtOnce) for \(visible.count)")
        #expect(report.measuredOnMainActor == measuredAtOnce && report.measuredOffMainActor == 1_000 - measuredAtOnce)
        #expect(wrong.isEmpty, "\(wrong.count) items at other heights")
        #expect(collectionView.modelExceptions.isEmpty)
    }

    /// Rows the user scrolls into view while the rest is still measured off the main actor
    /// are drawn at their new heights, not clipped at their old ones (issue 38, item 3): the
    /// scroll measures them on the main actor.
    @Test func rowsScrolledIntoViewBeforeTheRestIsMeasuredHaveTheirNewHeights() async throws {
        let screen = await Self.tableScreen(rows: 1_000)
        let adapter = screen.adapter
        let tableView = screen.tableView
        var shownDuringTheRest: [String] = []
        adapter.contextChangeGate = { reached in
            guard reached == .visibleMeasured, shownDuringTheRest.isEmpty else { return }
            // The rest is held: the user flings to the middle of the list.
            tableView.contentOffset = CGPoint(x: 0, y: tableView.rectForRow(at: IndexPath(row: 600, section: 0)).minY)
            tableView.layoutIfNeeded()
            for path in tableView.indexPathsForVisibleRows ?? [] {
                guard let contact = adapter.item(at: ListIndexPath(path)) else { continue }
                let height = tableView.rectForRow(at: path).height
                let expected = Self.expectedHeight(of: contact, at: .accessibilityMedium)
                shownDuringTheRest.append(height == expected ? "ok" : "\(contact): \(height), want \(expected)")
            }
        }
        screen.window.modelSetPreferredContentSizeCategory(.accessibilityMedium)
        makeAListAtLarge()
        _ = try #require(await adapter.waitForTextSizeChange())
        adapter.contextChangeGate = nil
        screen.window.modelSetPreferredContentSizeCategory(nil)
        _ = await adapter.waitForTextSizeChange()

        #expect(!shownDuringTheRest.isEmpty, "rows were on screen while the rest was held")
        #expect(shownDuringTheRest.allSatisfy { $0 == "ok" }, "\(shownDuringTheRest.filter { $0 != "ok" })")
        #expect(tableView.modelExceptions.isEmpty)
    }

    @Test(arguments: [MeasuringContextChangeStep.visibleMeasured, .restMeasured])
    func anUpdateBetweenTheStepsIsMeasuredInTheNewContext(step: MeasuringContextChangeStep) async throws {
        let screen = await Self.tableScreen(rows: 300)
        var next = Self.contacts(300)
        next.remove(at: 2)
        next[0].name = "Contact 0, edited between the steps, long enough to wrap at the new size"
        next.insert(contentsOf: [Contact(1_001), Contact(1_002, "Inserted between the steps")], at: 1)
        next.append(Contact(1_003))
        let adapter = screen.adapter
        var updated = false
        adapter.contextChangeGate = { reached in
            guard reached == step, !updated else { return }
            updated = true
            adapter.show(sections: [ListSection("A", items: next)])
            await adapter.waitUntilIdle()
        }

        screen.window.modelSetPreferredContentSizeCategory(.extraExtraLarge)
        makeAListAtLarge()
        let report = try #require(await adapter.waitForTextSizeChange())
        screen.tableView.layoutIfNeeded()
        let wrong = Self.wrongHeights(in: adapter, at: .extraExtraLarge)
        adapter.contextChangeGate = nil
        screen.window.modelSetPreferredContentSizeCategory(nil)
        _ = await adapter.waitForTextSizeChange()

        #expect(updated, "the update landed between the steps")
        #expect(report.isComplete)
        #expect(adapter.layout.sectionCounts == [next.count])
        #expect(wrong.isEmpty, "\(wrong.count) rows at other heights: \(wrong.prefix(3))")
        #expect(screen.tableView.modelExceptions.isEmpty)
    }

    @Test(arguments: [MeasuringContextChangeStep.visibleMeasured, .restMeasured])
    func aSecondChangeBetweenTheStepsEndsTheFirst(step: MeasuringContextChangeStep) async throws {
        let screen = await Self.tableScreen(rows: 300)
        let adapter = screen.adapter
        var secondStarted = false
        adapter.contextChangeGate = { reached in
            guard reached == step, !secondStarted else { return }
            secondStarted = true
            screen.window.modelSetPreferredContentSizeCategory(.accessibilityLarge)
            makeAListAtLarge()
        }

        screen.window.modelSetPreferredContentSizeCategory(.extraExtraLarge)
        makeAListAtLarge()
        // The first change's steps 2 and 3 (read before any await, so before the second starts).
        let first = await adapter.waitForTextSizeChange()
        // The second change, started at the gate.
        let second = try #require(await adapter.waitForTextSizeChange())
        screen.tableView.layoutIfNeeded()
        let wrong = Self.wrongHeights(in: adapter, at: .accessibilityLarge)
        adapter.contextChangeGate = nil
        screen.window.modelSetPreferredContentSizeCategory(nil)
        _ = await adapter.waitForTextSizeChange()

        #expect(secondStarted)
        #expect(first?.isComplete == false, "the first change was ended: \(String(describing: first))")
        #expect(second.isComplete)
        #expect(wrong.isEmpty, "\(wrong.count) rows at other heights: \(wrong.prefix(3))")
        #expect(screen.tableView.modelExceptions.isEmpty)
    }
}

/// The figures for issue 26: how many of 100,000 rows a text size change measures on the main
/// actor and off it, and how long each side took. A measurement (times move with the machine,
/// and the main actor is busy for seconds on the model, which would slow the timed tests
/// running beside it): run with `TABULA_MEASURE=1 swift test --skip-build --filter
/// ContentSizeCategoryCostMeasurement` and read the printed line. The counts are asserted.
@Suite(
    "Text size change cost (measurement)", .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["TABULA_MEASURE"] != nil))
@MainActor
struct ContentSizeCategoryCostMeasurement {
    @Test func aHundredThousandRowsMeasureOnlyTheVisibleOnTheMainActor() async throws {
        let screen = await ContentSizeCategoryVisibleFirstTests.tableScreen(rows: 100_000)
        screen.counter.reset()
        let mainBefore = screen.adapter.sizeCounts.measured
        let start = Date()
        screen.window.modelSetPreferredContentSizeCategory(.accessibilityMedium)
        let atOnce = Date().timeIntervalSince(start)
        makeAListAtLarge()
        let report = try #require(await screen.adapter.waitForTextSizeChange())
        let total = Date().timeIntervalSince(start)
        print(
            "text size change, 100,000 rows on the UIKit model: \(report.measuredOnMainActor) measured on the main actor, \(report.measuredOffMainActor) off it; main actor \(Int(report.mainActorSeconds * 1000)) ms (first step \(Int(atOnce * 1000)) ms), off it \(Int(report.offMainActorSeconds * 1000)) ms, all \(Int(total * 1000)) ms; size function called \(screen.counter.total) times (prefetches included)"
        )
        screen.window.modelSetPreferredContentSizeCategory(nil)
        _ = await screen.adapter.waitForTextSizeChange()

        #expect(report.isComplete)
        #expect(report.measuredOnMainActor <= 12)
        #expect(report.measuredOnMainActor + report.measuredOffMainActor == 100_000)
        #expect(screen.adapter.sizeCounts.measured - mainBefore == report.measuredOnMainActor)
        #expect(screen.counter.total >= 100_000)
    }
}
