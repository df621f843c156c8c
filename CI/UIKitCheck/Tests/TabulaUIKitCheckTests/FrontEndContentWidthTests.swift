import Foundation
import Tabula
import TabulaUIKit
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
