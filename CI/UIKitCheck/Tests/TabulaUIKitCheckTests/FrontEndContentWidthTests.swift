import Foundation
import Tabula
import TabulaUIKitCheck
import Testing
import UIKit

/// The static and widget tables measure their rows at the width the content view really
/// gets (less the safe area, less the accessory), as ``TableViewAdapter`` does (issue 24,
/// item 1).
@Suite("Static and widget tables measure at the content view's width")
@MainActor
struct FrontEndContentWidthTests {
    init() {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
    }

    /// For every visible row: its title, the height the table gave it, and the height its
    /// title needs at its content view's width once laid out.
    static func staticRows(_ tableView: UITableView) -> [(title: String, given: CGFloat, needed: CGFloat)] {
        (tableView.indexPathsForVisibleRows ?? []).compactMap { path in
            guard let cell = tableView.cellForRow(at: path) as? WrappingStaticScreen.WrappingCell else { return nil }
            cell.layoutIfNeeded()
            return (
                cell.title, tableView.rectForRow(at: path).height,
                WrappingStaticScreen.height(of: cell.title, width: cell.contentView.bounds.width)
            )
        }
    }

    @Test func staticRowsBesideASwitchOrADisclosureIndicatorAreMeasuredAtTheirContentWidth() async {
        // 38 characters: one line in 320 points (40 characters), two beside the switch
        // or the indicator.
        let title = WrappingStaticScreen.title(38)
        let screen = WrappingStaticScreen.Screen(rows: [
            .toggle(title, isOn: true), .disclosure(title), .plain(title),
        ])
        let (tableView, adapter, window) = SwitchScreens.show(screen)
        await adapter.waitUntilIdle()
        tableView.layoutIfNeeded()
        let rows = Self.staticRows(tableView)
        #expect(rows.count == 3)
        #expect(rows.map(\.needed) == [52, 52, 32], "the fixture no longer wraps beside the accessories")
        for row in rows {
            #expect(row.given == row.needed, "\(row.title.count) characters: given \(row.given), needs \(row.needed)")
        }
        #expect(tableView.modelExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }

    @Test func widgetRowsInLandscapeAreMeasuredAtTheSafeAreasWidth() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.modelSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.addSubview(tableView)
        let measurer = UIKitTextMeasurer()
        let adapter = TableViewAdapter<String, ListWidget>(tableView: tableView, cells: .widgets(measurer: measurer))
        // The shortest text that needs another line at the content view's width (750
        // points) than at the table's (844): found with the same measurer.
        let text =
            (1...400).lazy.map { String(repeating: "wrap ", count: $0) }.first { text in
                let probe = ListWidget(TextBlock(text: text), id: text)
                return probe.size(width: 750, measurer: measurer).height
                    != probe.size(width: 844, measurer: measurer).height
            } ?? ""
        adapter.show { ListWidget(TextBlock(text: text), id: "long") }
        await adapter.waitUntilIdle()
        tableView.layoutIfNeeded()
        let path = IndexPath(row: 0, section: 0)
        let cell = tableView.cellForRow(at: path)
        cell?.layoutIfNeeded()
        let contentWidth = cell?.contentView.bounds.width ?? 0
        #expect(contentWidth == 750)
        let widget = adapter.widgets[0]
        let needed = widget.size(width: contentWidth, measurer: measurer).height
        let atTableWidth = widget.size(width: 844, measurer: measurer).height
        #expect(needed != atTableWidth, "the fixture wraps alike at both widths")
        #expect(tableView.rectForRow(at: path).height == needed)
        #expect(tableView.modelExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }
}
