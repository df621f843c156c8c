import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Section headers and footers are measured at their content view's width: a table keeps
/// their content inside the safe area as it does its cells' (Apple's documentation of
/// `insetsContentViewsToSafeArea`), so in landscape on a phone with a sensor housing a
/// header's text has less room than the table's width.
@MainActor
struct HeaderContentWidthTests {
    /// 80 characters: one line at the table's 844 points, two at the 750 inside the safe area.
    static let title = String(repeating: "h", count: 80)

    /// Ten points a character, 20 a line, 8 of padding.
    nonisolated static func height(of title: String, width: CGFloat) -> CGFloat {
        let perLine = max(1, Int(width / 10))
        let lines = (title.count + perLine - 1) / perLine
        return CGFloat(lines) * 20 + 8
    }

    @Test func aHeaderInLandscapeIsMeasuredInsideTheSafeArea() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.modelSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        window.addSubview(table)
        var headers = TableSupplementaryCatalog()
        headers.register(
            TitleHeader.self, for: String.self, height: { title, width in Self.height(of: title, width: width) }
        ) {
            view, title, _ in view.title = title
        }
        var cells = TableCellCatalog<Contact>()
        cells.register(mfs: ContactCell.self, context: UIKitTextMeasurer())
        let storage = try ListStorage<String, Contact>(sections: [
            ListSection(
                "A", items: [Contact(1)], header: SupplementaryModel(Self.title), footer: SupplementaryModel(Self.title)
            )
        ])
        let adapter = TableViewAdapter<String, Contact>(tableView: table, cells: cells, supplementaries: headers)
        adapter.bind(to: storage)
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await adapter.waitUntilIdle()
        let header = try #require(table.headerView(forSection: 0))
        let footer = try #require(table.footerView(forSection: 0))
        header.layoutIfNeeded()
        footer.layoutIfNeeded()
        #expect(header.contentView.bounds.width == 750)
        // The test means something: the text needs another line inside the safe area.
        #expect(Self.height(of: Self.title, width: 844) != Self.height(of: Self.title, width: 750))
        #expect(
            table.rectForHeader(inSection: 0).height
                == Self.height(of: Self.title, width: header.contentView.bounds.width))
        #expect(
            table.rectForFooter(inSection: 0).height
                == Self.height(of: Self.title, width: footer.contentView.bounds.width))
    }
}
