import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Issue 36, item 5: a safe-area change at the same width measures the rows again. The
/// common pattern binds `UITableView(frame: view.bounds)` in `viewDidLoad`, before the table
/// is in a window: its rows are measured with no safe area. In landscape on a phone with a
/// sensor housing the table then gets 47 points left and right (`safeAreaInsets`,
/// UIView.h:289), and its rows' content views are 94 points narrower
/// (`insetsContentViewsToSafeArea`, UITableView.h:474): the rows must be measured again at
/// that width, the visible ones at once on the main actor, the rest off it, and the top row
/// must stay where it was, as on a text size change.
@Suite("A safe-area change at the same width measures the rows again", .serialized)
@MainActor
struct SafeAreaChangeTests {
    private nonisolated static let style = TextStyle(pointSize: 15)
    /// A phone in landscape: 844 points wide, the sensor housing's insets left and right.
    private static let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
    private static let sensorHousing = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// A row's height: its name wrapped at `width`, plus 8 points.
    private nonisolated static func height(of contact: Contact, width: CGFloat) -> CGFloat {
        UIKitTextMeasurer().size(of: contact.name, style: style, width: width, maximumLines: 0).height + 8
    }

    /// Every seventh row's name (about 108 characters of 7.5 points) takes one line at 844
    /// points and two at 750.
    private static func contacts(_ count: Int) -> [Contact] {
        let long = String(repeating: "wrapping words ", count: 7).trimmingCharacters(in: .whitespaces)
        return (0..<count).map { Contact($0, $0 % 7 == 0 ? "\($0) \(long)" : nil) }
    }

    /// The rows whose layout height is not the one their name needs at `width`, as text.
    private static func wrongHeights(in adapter: TableViewAdapter<String, Contact>, width: CGFloat) -> [String] {
        var wrong: [String] = []
        for (section, count) in adapter.layout.sectionCounts.enumerated() {
            for item in 0..<count {
                let path = ListIndexPath(item: item, section: section)
                guard let contact = adapter.item(at: path) else { continue }
                let given = adapter.layout.frame(at: path).height
                let expected = height(of: contact, width: width)
                if given != expected { wrong.append("\(contact.id): \(given), want \(expected)") }
            }
        }
        return wrong
    }

    @Test func rowsMeasuredBeforeTheSafeAreaAreMeasuredAgainVisibleFirst() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        // Bound in viewDidLoad: the table has its final width but no window, so no safe area.
        let tableView = UITableView(frame: Self.landscape, style: .plain)
        var cells = TableCellCatalog<Contact>()
        cells.register(
            NoteCell.self, height: { contact, width in Self.height(of: contact, width: width) },
            configure: { cell, contact in cell.note = contact.name })
        let adapter = TableViewAdapter<String, Contact>(tableView: tableView, cells: cells)
        let items = Self.contacts(1_000)
        #expect(Self.height(of: items[0], width: 844) != Self.height(of: items[0], width: 750), "the text must wrap")
        adapter.show(sections: [ListSection("A", items: items)])
        await adapter.waitUntilIdle()
        #expect(Self.wrongHeights(in: adapter, width: 844).isEmpty)

        // In the window: scrolled into the middle, row 500 cut at the top.
        let window = UIWindow(frame: Self.landscape)
        window.addSubview(tableView)
        tableView.layoutIfNeeded()
        tableView.contentOffset = CGPoint(x: 0, y: tableView.rectForRow(at: IndexPath(row: 500, section: 0)).minY + 10)
        tableView.layoutIfNeeded()
        let top = IndexPath(row: 500, section: 0)
        let topDistance = tableView.rectForRow(at: top).minY - tableView.contentOffset.y
        let mainBefore = adapter.sizeCounts.measured

        // The window gives the table the sensor housing's insets; its width stays 844.
        tableView.modelSetSafeAreaInsets(Self.sensorHousing)
        tableView.layoutIfNeeded()
        let measuredAtOnce = adapter.sizeCounts.measured - mainBefore
        let visible = (tableView.indexPathsForVisibleRows ?? []).filter {
            tableView.rectForRow(at: $0).maxY > tableView.contentOffset.y
        }
        let visibleWrong = visible.filter { path in
            guard let contact = adapter.item(at: ListIndexPath(path)) else { return true }
            return tableView.rectForRow(at: path).height != Self.height(of: contact, width: 750)
        }
        #expect(!visible.isEmpty && visible.count <= 20, "\(visible.count) rows on screen")
        #expect(visibleWrong.isEmpty, "rows on screen at their old heights: \(visibleWrong)")
        #expect(measuredAtOnce <= visible.count + 1, "measured at once: \(measuredAtOnce), visible \(visible.count)")

        let report = try #require(await adapter.waitForTextSizeChange(), "no measuring of the rows was started")
        tableView.layoutIfNeeded()
        #expect(report.isComplete)
        #expect(report.measuredOnMainActor == measuredAtOnce)
        #expect(report.measuredOffMainActor == 1_000 - measuredAtOnce, "the rest off the main actor")
        #expect(adapter.sizeCounts.measured - mainBefore == measuredAtOnce, "nothing more on the main actor")
        let wrong = Self.wrongHeights(in: adapter, width: 750)
        #expect(wrong.isEmpty, "\(wrong.count) rows at other heights: \(wrong.prefix(3))")
        let topDistanceAfter = tableView.rectForRow(at: top).minY - tableView.contentOffset.y
        #expect(abs(topDistanceAfter - topDistance) < 0.5, "the top row moved: \(topDistance) → \(topDistanceAfter)")
        // Each shown row's content view is as wide as its row was measured at.
        for cell in tableView.visibleCells {
            cell.layoutIfNeeded()
            #expect(cell.contentView.bounds.width == 750)
        }

        // The insets go again (the same width): the sizes kept for no safe area come back.
        let measuredBeforeBack = adapter.sizeCounts.measured
        tableView.modelSetSafeAreaInsets(nil)
        tableView.layoutIfNeeded()
        let back = try #require(await adapter.waitForTextSizeChange())
        #expect(back.isComplete && back.measuredOffMainActor == 0)
        #expect(adapter.sizeCounts.measured == measuredBeforeBack, "a safe area seen before measured rows")
        #expect(Self.wrongHeights(in: adapter, width: 844).isEmpty)
        #expect(tableView.modelExceptions.isEmpty)
    }
}
