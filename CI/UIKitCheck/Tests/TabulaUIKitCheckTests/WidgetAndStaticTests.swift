import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// A title widget's own cell.
@MainActor
final class TitleWidgetCell: UICollectionViewCell {
    let label = UILabel()
}

/// The README's widget example (one copy of it).
typealias Country = ReadmeWidgetScreen.Country
typealias CountryList = ReadmeWidgetScreen.Builder

/// A static settings screen (the README's).
enum Settings {
    /// The README's rows (one copy of them).
    typealias Row = ReadmeStaticScreen.Row

    /// The static cell is the table cell.
    final class RowCell: UITableViewCell, StaticCell, TitledConfigurable, AccessorizedConfigurable {
        let titleLabel = UILabel()
        var accessory = StaticAccessory.none
        func configure(by model: any Titled) { titleLabel.text = model.title }
        func configure(by model: any Accessorized) { accessory = model.accessory }
    }

    final class Screen: StaticTableConstructor {
        var wifiOn = false
        var opened: [Row] = []
        weak var adapter: TableViewAdapter<String, Screen.Model>?

        var sections: [StaticSection<Row>] {
            [
                StaticSection(id: "main", header: "Settings") {
                    Row.wifi(isOn: wifiOn)
                    if wifiOn { Row.network }
                    Row.about
                }
            ]
        }

        func cellType(for model: Row) -> any StaticCell.Type { RowCell.self }

        func switchChanged(_ model: Row, isOn: Bool) {
            wifiOn = isOn
            adapter?.constructorDidChange()
        }

        func itemSelected(_ model: Row) { opened.append(model) }
    }
}

@Suite("Widgets and static tables on the UIKit model")
@MainActor
struct WidgetAndStaticTests {
    private func widgetScreen() -> (CountingCollectionView, CollectionViewAdapter<String, ListWidget>, UIWindow) {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = CountingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewLayout())
        window.addSubview(collectionView)
        // The shipped primitives' cells, with Title's replaced by a cell of the app's own.
        var cells = CollectionCellCatalog<ListWidget>.widgets()
        cells.register(TitleWidgetCell.self, forWidgetKind: WidgetKind(Title.self)) { cell, widget in
            cell.label.text = widget.model(as: Title.self)?.text
        }
        let adapter = CollectionViewAdapter<String, ListWidget>(collectionView: collectionView, cells: cells)
        return (collectionView, adapter, window)
    }

    private func shown(_ collectionView: UICollectionView) -> [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { path in
            let cell = collectionView.cellForItem(at: path)
            return (cell as? TitleWidgetCell).map { "Title(\($0.label.text ?? ""))" }
                ?? cell?.content(as: PrimitiveWidgetView.self)?.model.map { String(describing: $0) }
        }
    }

    @Test func widgetArraysBecomeCheckedBatchesWithCellsRegisteredPerKind() async throws {
        let (collectionView, adapter, window) = widgetScreen()
        let countries = [Country(id: 1, name: "Spain"), Country(id: 2, name: "Chile")]
        CountryList.widgets(objects: countries).bind(to: adapter)
        await adapter.waitUntilIdle()
        CountryList.widgets(objects: countries.reversed()).bind(to: adapter)
        await adapter.waitUntilIdle()
        #expect(
            shown(collectionView) == [
                "Spacing(25)", "Header(Choose a country)", "Spacing(10, bottom)", "Title(Chile)",
                "Spacing(1, bottom)", "Title(Spain)", "Spacing(1, bottom)",
            ])
        #expect(collectionView.modelExceptions == [])
        #expect(collectionView.modelCounters.performBatchUpdatesCalls == 1)
        #expect(adapter.updater.statistics.violations == [])
        // One registration per kind shown: Spacing and Header with the shipped cell, Title with its own.
        #expect(
            collectionView.registeredCellIdentifiers
                == [
                    WidgetKind(Spacing.self), WidgetKind(Header.self), WidgetKind(Title.self),
                ].map(\.reuseIdentifier))
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) is TitleWidgetCell)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.content(as: PrimitiveWidgetView.self) != nil
        )
        var selected: [ListWidget] = []
        adapter.onSelect = { widget, _ in selected.append(widget) }
        collectionView.modelSimulateSelection(at: IndexPath(item: 3, section: 0))
        #expect(selected.map(\.description) == ["Title(Chile)"])
        withExtendedLifetime(window) {}
    }

    @Test(arguments: [UInt64(21), 22, 23, 24, 25])
    func randomWidgetArrays(seed: UInt64) async throws {
        var rng = SplitMix64(seed: seed)
        let (collectionView, adapter, window) = widgetScreen()
        let pool = (1...30).map { Country(id: $0, name: "Country \($0)") }
        for round in 0..<10 {
            let objects = Array(pool.shuffled(using: &rng).prefix(Int.random(in: 0...20, using: &rng)))
            CountryList.widgets(objects: objects).bind(to: adapter)
            if Bool.random(using: &rng) {
                collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...200, using: &rng)))
            }
            await adapter.waitUntilIdle()
            let expected = adapter.widgets.map(\.description)
            let visible = collectionView.indexPathsForVisibleItems.sorted().map { expected[$0.item] }
            #expect(shown(collectionView) == visible, "seed \(seed), round \(round)")
            #expect(collectionView.modelExceptions == [], "seed \(seed), round \(round)")
            #expect(adapter.updater.statistics.violations == [], "seed \(seed), round \(round)")
            #expect(collectionView.numberOfItems(inSection: 0) == objects.count * 2 + 3, "seed \(seed), round \(round)")
        }
        await adapter.prefetcher.waitUntilFinished()
        withExtendedLifetime(window) {}
    }

    @Test func staticSettingsScreenShowsRowsByModelAndAnimatesASwitch() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableView = UITableView(frame: window.bounds, style: .grouped)
        window.addSubview(tableView)
        let screen = Settings.Screen()
        let adapter = TableViewAdapter(tableView: tableView, staticTable: screen)
        screen.adapter = adapter
        await adapter.waitUntilIdle()

        func titles() -> [String] {
            tableView.visibleCells.compactMap { ($0 as? Settings.RowCell)?.titleLabel.text }
        }
        #expect(titles() == ["Wi-Fi", "About"])
        #expect((tableView.headerView(forSection: 0) as? StaticTitleHeaderView)?.titleLabel.text == "Settings")
        #expect(
            (tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? Settings.RowCell)?.accessory
                == .toggle(isOn: false))

        try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
            .modelSimulateUserToggle()
        await adapter.waitUntilIdle()
        #expect(titles() == ["Wi-Fi", "Home network", "About"])
        #expect(
            (tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? Settings.RowCell)?.accessory
                == .toggle(isOn: true))
        #expect(tableView.modelCounters.performBatchUpdatesCalls >= 1)

        tableView.modelSimulateSelection(at: IndexPath(row: 2, section: 0))
        #expect(screen.opened == [.about])
        #expect(tableView.modelExceptions == [])
        #expect(adapter.updater.statistics.violations == [])
    }
}
