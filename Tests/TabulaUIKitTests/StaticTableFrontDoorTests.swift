#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// A screen whose second read names a cell type no row named before: the adapter's
/// catalog grows, so the new row gets its own cell and its type's height.
enum GrowingStaticScreen {
    enum Row: Differentiable, Hashable, Sendable, Titled {
        case plain(String)
        case tall(String)
        var differenceIdentifier: String {
            switch self {
            case let .plain(title), let .tall(title): title
            }
        }
        var title: String? { differenceIdentifier }
    }

    final class PlainCell: UITableViewCell, StaticCell, TitledConfigurable {
        var title = ""
        func configure(by model: any Titled) { title = model.title ?? "" }
    }

    final class TallCell: UITableViewCell, StaticCell, TitledConfigurable {
        var title = ""
        func configure(by model: any Titled) { title = model.title ?? "" }
        nonisolated static var defaultHeight: CGFloat { 90 }
    }

    final class Screen: StaticTableConstructor {
        var showsTall = false
        var sections: [StaticSection<Row>] {
            [
                StaticSection(id: "main", header: "Rows", footer: "The end") {
                    Row.plain("First")
                    if showsTall { Row.tall("Tall") }
                    Row.plain("Last")
                }
            ]
        }
        func cellType(for model: Row) -> any StaticCell.Type {
            if case .tall = model { return TallCell.self }
            return PlainCell.self
        }
    }
}

@Suite("Static tables through TableViewAdapter(tableView:staticTable:)")
@MainActor
struct StaticTableFrontDoorTests {
    init() {
        UIKitRaises.recordAsIssues()
    }

    @Test func aCellTypeFirstNamedAfterAnUpdateIsRegisteredAndMeasured() async throws {
        let screen = GrowingStaticScreen.Screen()
        let (tableView, adapter, window) = SwitchScreens.show(screen)
        await adapter.waitUntilIdle()
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        #expect(adapter.cells.count == 1, "only the plain cell type is named")

        screen.showsTall = true
        adapter.constructorDidChange()
        await adapter.waitUntilIdle()
        #expect(adapter.cells.count == 2)
        let tall = try #require(
            tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? GrowingStaticScreen.TallCell)
        #expect(tall.title == "Tall")
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 90)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(adapter.cells.unmatchedItemCount == 0)
        // Titles are the sections' header and footer models.
        #expect((tableView.headerView(forSection: 0) as? StaticTitleHeaderView)?.titleLabel.text == "Rows")
        #expect((tableView.footerView(forSection: 0) as? StaticTitleHeaderView)?.titleLabel.text == "The end")
        #expect(UIKitRaises.descriptions(raisedBy: tableView) == [])
        #expect(adapter.updater.statistics.violations == [])
        withExtendedLifetime(window) {}
    }

    @Test func rowsAreReadByModelAndABadPathIsATypedError() async throws {
        let screen = GrowingStaticScreen.Screen()
        let (_, adapter, window) = SwitchScreens.show(screen)
        await adapter.waitUntilIdle()
        #expect(try adapter.model(at: ListIndexPath(item: 1, section: 0)) == .plain("Last"))
        #expect(adapter.indexPath(of: .plain("Last")) == ListIndexPath(item: 1, section: 0))
        #expect(adapter.indexPath(of: .tall("Tall")) == nil)
        #expect(
            throws: ListHostError.itemOutOfRange(
                operation: "model(at:)", path: ListIndexPath(item: 5, section: 0), sectionCount: 1, itemCount: 2)
        ) {
            try adapter.model(at: ListIndexPath(item: 5, section: 0))
        }
        #expect(
            throws: ListHostError.itemOutOfRange(
                operation: "model(at:)", path: ListIndexPath(item: 0, section: 3), sectionCount: 1, itemCount: nil)
        ) {
            try adapter.model(at: ListIndexPath(item: 0, section: 3))
        }
        withExtendedLifetime(window) {}
    }

    @Test func constructorDidChangeOnAnAdapterWithoutAConstructorChangesNothing() async {
        let window = makeTestWindow()
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        let adapter = TableViewAdapter<String, ListWidget>(tableView: tableView, cells: .widgets())
        adapter.show { Title(text: "Only") }
        await adapter.waitUntilIdle()
        adapter.constructorDidChange()
        await adapter.waitUntilIdle()
        #expect(adapter.widgets.map(\.description) == ["Title(Only)"])
        #expect(UIKitRaises.descriptions(raisedBy: tableView) == [])
        withExtendedLifetime(window) {}
    }
}
#endif
