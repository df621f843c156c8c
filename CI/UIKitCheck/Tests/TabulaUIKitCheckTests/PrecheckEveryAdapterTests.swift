import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Every front end's pre-check (`checksBatchesBeforeHost`), not only the storage adapter's:
/// a view whose cached counts are out of step with the adapter (the app showed a
/// placeholder data source and pointed the view back without `reloadData`) gets a reload
/// instead of a batch UIKit would refuse. Without the pre-check the model's independent
/// oracle raises UIKit's "invalid number of …" exception.
@Suite("UIKit adapters: every front end checks batches before UIKit sees them")
@MainActor
struct PrecheckEveryAdapterTests {
    private let countries = [Country(id: 1, name: "Spain"), Country(id: 2, name: "Chile")]

    @Test func theWidgetTableAdapterReloadsABatchThatDoesNotFit() async throws {
        var raised: [String] = []
        UIKitRaises.collect { raised.append($0) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        let adapter = TableViewAdapter<String, ListWidget>(tableView: tableView, cells: .widgets())
        CountryList.widgets(objects: countries).bind(to: adapter)
        await adapter.waitUntilIdle()

        let placeholder = try leaveStaleCounts(in: tableView)

        CountryList.widgets(objects: countries + [Country(id: 3, name: "Peru")]).bind(to: adapter)
        await adapter.waitUntilIdle()
        #expect(raised == [])
        #expect(
            UIKitRaises.descriptions(raisedBy: tableView).isEmpty, "\(UIKitRaises.descriptions(raisedBy: tableView))")
        #expect(adapter.updater.statistics.reloads[.rejectedBatch] == 1)
        #expect(tableView.numberOfRows(inSection: 0) == adapter.widgets.count)
        withExtendedLifetime((adapter, placeholder, window)) {}
    }

    @Test func theWidgetCollectionAdapterReloadsABatchThatDoesNotFit() async throws {
        var raised: [String] = []
        UIKitRaises.collect { raised.append($0) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewLayout())
        window.addSubview(collectionView)
        let adapter = CollectionViewAdapter<String, ListWidget>(collectionView: collectionView, cells: .widgets())
        CountryList.widgets(objects: countries).bind(to: adapter)
        await adapter.waitUntilIdle()

        let placeholder = try leaveStaleCounts(in: collectionView)

        CountryList.widgets(objects: countries + [Country(id: 3, name: "Peru")]).bind(to: adapter)
        await adapter.waitUntilIdle()
        #expect(raised == [])
        #expect(
            UIKitRaises.descriptions(raisedBy: collectionView).isEmpty,
            "\(UIKitRaises.descriptions(raisedBy: collectionView))")
        #expect(adapter.updater.statistics.reloads[.rejectedBatch] == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == adapter.widgets.count)
        withExtendedLifetime((adapter, placeholder, window)) {}
    }

    @Test func theStaticTableAdapterReloadsABatchThatDoesNotFit() async throws {
        var raised: [String] = []
        UIKitRaises.collect { raised.append($0) }
        let screen = SwitchScreens.Settings()
        let (tableView, adapter, window) = SwitchScreens.show(screen)
        screen.adapter = adapter
        await adapter.waitUntilIdle()

        let placeholder = try leaveStaleCounts(in: tableView)

        screen.showsBanner = true
        adapter.constructorDidChange()
        await adapter.waitUntilIdle()
        #expect(raised == [])
        #expect(
            UIKitRaises.descriptions(raisedBy: tableView).isEmpty, "\(UIKitRaises.descriptions(raisedBy: tableView))")
        #expect(adapter.updater.statistics.reloads[.rejectedBatch] == 1)
        withExtendedLifetime((placeholder, window)) {}
    }
}

/// Shows a one-row placeholder data source, then points the table back at the adapter
/// without `reloadData`, so the table keeps the placeholder's counts (one section of one
/// row), as UIKit's cached counts do. Returns the placeholder, which the caller keeps alive.
@MainActor
private func leaveStaleCounts(in tableView: UITableView) throws -> ArrayTableDataSource {
    let adapterSource = try #require(tableView.dataSource)
    let placeholder = ArrayTableDataSource(rows: ["Loading…"])
    tableView.register(NoteCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = placeholder
    tableView.reloadData()
    tableView.dataSource = adapterSource
    return placeholder
}

/// The same for a collection view: one section of one item stays cached.
@MainActor
private func leaveStaleCounts(in collectionView: UICollectionView) throws -> OneItemCollectionSource {
    let adapterSource = try #require(collectionView.dataSource)
    let placeholder = OneItemCollectionSource()
    collectionView.register(PlaceholderItemCell.self, forCellWithReuseIdentifier: "placeholder")
    collectionView.dataSource = placeholder
    collectionView.reloadData()
    // A collection view carries out a reload in its next layout pass (UICollectionView.h:422):
    // the placeholder is shown, and its counts cached, once that pass ran.
    collectionView.layoutIfNeeded()
    collectionView.dataSource = adapterSource
    return placeholder
}

/// A collection data source with one item: what an app shows while it loads.
@MainActor
private final class OneItemCollectionSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "placeholder", for: indexPath)
    }
}

private final class PlaceholderItemCell: UICollectionViewCell {}
