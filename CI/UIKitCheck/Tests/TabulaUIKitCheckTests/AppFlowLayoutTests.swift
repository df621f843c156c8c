import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// An app's flow delegate: section insets and spacings are its own; it also says what size
/// it would give items (the adapter's sizes must win) and records what it is asked.
@MainActor
final class AppFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var calls: [String] = []

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        calls.append("inset \(section)")
        return UIEdgeInsets(top: 7, left: 0, bottom: 3, right: 0)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        calls.append("lineSpacing \(section)")
        return 2
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        0
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        calls.append("size \(indexPath.item)")
        return CGSize(width: 1, height: 1)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
}

/// An app screen with its own `UICollectionViewFlowLayout`, two columns of Tabula-sized items.
@MainActor
final class FlowLayoutScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let flowLayout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let storage: ListStorage<String, Contact>
    let adapter: CollectionViewAdapter<String, Contact>

    /// Item `id` is 40 + 10·(id % 3) points tall, as wide as a column.
    nonisolated static func height(of contact: Contact) -> CGFloat { 40 + CGFloat(contact.id % 3) * 10 }

    init(count: Int = 6) throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: flowLayout)
        storage = try ListStorage(sections: [ListSection("A", items: (0..<count).map { Contact($0) })])
        var cells = CollectionCellCatalog<Contact>()
        cells.register(
            PhotoCell.self, size: { contact, width in CGSize(width: width, height: Self.height(of: contact)) }
        ) { cell, contact in cell.caption = contact.name }
        adapter = CollectionViewAdapter(
            collectionView: collectionView, cells: cells,
            layout: ListLayoutConfiguration(style: .grid(columns: 2), columnSpacing: 0),
            keepsCollectionViewLayout: true)
        window.addSubview(collectionView)
    }

    func load() async {
        adapter.bind(to: storage)
        await settle()
    }

    func settle() async {
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await adapter.waitUntilIdle()
    }

    func frame(_ item: Int) -> CGRect? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    func caption(_ item: Int) -> String? {
        (collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? PhotoCell)?.caption
    }
}

@Suite("An app's flow layout on a CollectionViewAdapter")
@MainActor
struct AppFlowLayoutTests {
    @Test func theAppsFlowLayoutStaysAndItsItemsGetTabulasSizes() async throws {
        let screen = try FlowLayoutScreen()
        // Two columns of 160 fit the width only without the flow layout's default 10 points.
        screen.flowLayout.minimumInteritemSpacing = 0
        screen.flowLayout.minimumLineSpacing = 0
        await screen.load()
        #expect(screen.collectionView.collectionViewLayout === screen.flowLayout)
        #expect(screen.adapter.collectionLayout == nil)
        for item in 0..<6 {
            let expected = CGSize(width: 160, height: FlowLayoutScreen.height(of: Contact(item)))
            #expect(screen.frame(item)?.size == expected, "item \(item)")
        }
        #expect(screen.frame(1)?.minX == 160)
        #expect(screen.collectionView.modelExceptions.isEmpty)
    }

    @Test func aBatchAnimatesOnTheAppsFlowLayout() async throws {
        let screen = try FlowLayoutScreen()
        screen.flowLayout.minimumInteritemSpacing = 0
        await screen.load()
        let batchesBefore = screen.collectionView.modelAcceptedBatches.count
        _ = try screen.storage.update { list in
            try list.insertItems([Contact(10, "New")], at: ListIndexPath(item: 0, section: 0))
            try list.removeItems(withIdentifiers: [3])
        }
        await screen.settle()
        #expect(screen.collectionView.modelAcceptedBatches.count == batchesBefore + 1, "one batch, not a reload")
        #expect(screen.collectionView.modelCounters.reloadDataCalls <= 1, "only the first load")
        #expect(screen.caption(0) == "New")
        #expect(screen.frame(0)?.size == CGSize(width: 160, height: FlowLayoutScreen.height(of: Contact(10))))
        let shown = (0..<screen.collectionView.numberOfItems(inSection: 0)).map { screen.caption($0) }
        #expect(shown == screen.storage.snapshot.sections[0].items.map { Optional($0.name) })
        #expect(screen.collectionView.modelExceptions.isEmpty)
    }

    @Test func theAppsFlowDelegateGetsWhatTheAdapterDoesNotConsume() async throws {
        let screen = try FlowLayoutScreen()
        let app = AppFlowDelegate()
        screen.adapter.collectionDelegate = app
        await screen.load()
        // Insets and spacings are the app's: the first row starts 7 points down; the sizes
        // are Tabula's, not the app delegate's 1 × 1.
        // Row 0 (items 0 and 1, 40 and 50 tall) starts 7 points down; item 0 is centred in it.
        #expect(screen.frame(1)?.minY == 7)
        #expect(screen.frame(0)?.minY == 12)
        #expect(screen.frame(0)?.size == CGSize(width: 160, height: 40))
        let secondRow: CGFloat = 7 + 50 + 2  // the first row, then the app's line spacing
        #expect(screen.frame(2)?.minY == secondRow, "\(String(describing: screen.frame(2)))")
        #expect(app.calls.contains("inset 0"))
        #expect(app.calls.contains("lineSpacing 0"))
        #expect(!app.calls.contains { $0.hasPrefix("size") })
        screen.collectionView.modelSimulateTap(at: IndexPath(item: 1, section: 0))
        #expect(app.calls.contains("didSelect 1"))
    }

    @Test func aNewWidthMeasuresTheItemsAtTheirNewColumnWidth() async throws {
        let screen = try FlowLayoutScreen()
        screen.flowLayout.minimumInteritemSpacing = 0
        await screen.load()
        screen.collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.adapter.layout.width == 400)
        #expect(screen.frame(0)?.size == CGSize(width: 200, height: 40))
        #expect(screen.frame(1)?.minX == 200)
    }
}
