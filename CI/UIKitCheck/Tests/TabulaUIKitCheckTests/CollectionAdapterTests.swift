import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
@_spi(Testing) import TabulaUIKitCheck
import Testing
import UIKit
import UIKitCheckTestSupport

/// A collection screen: storage → adapter → model `UICollectionView` (2-column grid) in a window.
@MainActor
final class CollectionScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: TabulaCollectionViewLayout())
    let storage: ListStorage<String, Contact>
    let adapter: CollectionViewAdapter<String, Contact>

    init(sections: [ListSection<String, Contact>], columns: Int = 2) {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        storage = try! ListStorage(sections: sections)  // test fixtures: unique section identities
        var cells = CollectionCellCatalog<Contact>()
        cells.register(
            PhotoCell.self, when: { $0.id % 5 == 0 },
            size: { contact, width in
                CGSize(width: width, height: 60 + CGFloat(contact.id % 3) * 10)
            }
        ) { cell, contact in cell.caption = contact.name }
        cells.register(mfs: ContactTile.self, context: UIKitTextMeasurer())
        var headers = CollectionSupplementaryCatalog()
        headers.register(TitleSupplementaryView.self, for: String.self, height: { _, _ in 30 }) { view, title, _ in
            view.title = title
        }
        adapter = CollectionViewAdapter(
            collectionView: collectionView, cells: cells, supplementaries: headers,
            layout: ListLayoutConfiguration(style: .grid(columns: columns), itemSpacing: 4, columnSpacing: 4))
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

    func text(of cell: UICollectionViewCell) -> String? {
        (cell as? PhotoCell)?.caption ?? (cell as? ContactTile)?.nameLabel.text
    }

    func consistencyProblems() -> [String] {
        var problems: [String] = collectionView.modelExceptions.map(\.description)
        problems += adapter.updater.statistics.violations
        let stored = storage.snapshot.sections.map { $0.items.map(\.id) }
        let presented = adapter.updater.presentedSections.map { $0.items.map(\.id) }
        if presented != stored { problems.append("presented \(presented) != stored \(stored)") }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        if counts != stored.map(\.count) { problems.append("counts \(counts) != stored \(stored.map(\.count))") }
        for indexPath in collectionView.indexPathsForVisibleItems {
            guard let cell = collectionView.cellForItem(at: indexPath) else { continue }
            let expected = storage.snapshot.item(at: ListIndexPath(indexPath))?.name
            if text(of: cell) != expected {
                problems.append("item \(indexPath) shows \(text(of: cell) ?? "nil"), not \(expected ?? "nil")")
            }
            // Right to left, UIKit places the mirror image of the layout's frame (the layout flips).
            let frame = ListLayoutDirection(collectionView.effectiveUserInterfaceLayoutDirection).place(
                adapter.layout.frame(at: ListIndexPath(indexPath)),
                inWidth: max(adapter.layout.contentSize.width, collectionView.bounds.width))
            if cell.frame != frame { problems.append("item \(indexPath) frame differs from the layout's") }
            let isPhoto = (storage.snapshot.item(at: ListIndexPath(indexPath))?.id ?? 0) % 5 == 0
            if (cell is PhotoCell) != isPhoto { problems.append("item \(indexPath) has the wrong cell type") }
        }
        return problems
    }
}

@Suite("Collection adapter on the UIKit model")
@MainActor
struct CollectionAdapterTests {
    @Test func gridLayoutPlacesItemsAndHeadersByTheirSizes() async throws {
        let screen = CollectionScreen(sections: [
            ListSection("A", items: contacts(1...6), header: SupplementaryModel("First")),
            ListSection("B", items: contacts(7...9), header: SupplementaryModel("Second")),
        ])
        await screen.load()
        #expect(screen.consistencyProblems() == [])
        let layout = try #require(screen.adapter.collectionLayout)
        #expect(screen.collectionView.collectionViewLayout === layout)
        // Two columns of (320 - 4) / 2 = 158 points.
        let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame.width == 158)
        #expect(second.frame.minX == 162)
        #expect(first.frame.minY == 30, "below the 30-point header")
        let header = try #require(
            screen.collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? TitleSupplementaryView)
        #expect(header.title == "First")
        #expect(layout.collectionViewContentSize == screen.adapter.layout.contentSize)
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)) == nil)
        let tile = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ContactTile)
        #expect(tile.nameLabel.frame.width == 150, "MFS resize ran with the cell's real size")
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) is PhotoCell)
    }

    @Test(arguments: [UInt64(11), 12, 13, 14, 15, 16])
    func randomStorageChangesBecomeValidBatches(seed: UInt64) async throws {
        var rng = SplitMix64(seed: seed)
        let screen = CollectionScreen(sections: [
            ListSection("A", items: contacts(1...10), header: SupplementaryModel("A")),
            ListSection("B", items: contacts(11...16), header: SupplementaryModel("B")),
        ])
        await screen.load()
        var nextID = 100
        var identities = FreshIdentities()
        for round in 0..<12 {
            try screen.storage.update { list in
                for _ in 0..<Int.random(in: 1...5, using: &rng) {
                    // One change in five inserts, removes, moves or reloads a section.
                    if Int.random(in: 0..<5, using: &rng) == 0 {
                        try list.randomSectionChange(using: &rng, identities: &identities)
                        continue
                    }
                    try list.randomItemChange(using: &rng, nextID: &nextID, content: .rename)
                }
            }
            if Bool.random(using: &rng) {
                screen.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...300, using: &rng)))
            }
            await screen.settle()
            #expect(screen.consistencyProblems() == [], "seed \(seed), round \(round)")
        }
        #expect(screen.collectionView.modelCounters.performBatchUpdatesCalls > 0, "seed \(seed)")
        #expect(
            screen.collectionView.modelCounters.sectionChangesAccepted > 0,
            "seed \(seed): no section change reached the model")
    }

    @Test func selectionMoveAndPrefetch() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...60))])
        await screen.load()
        var selected: [Int] = []
        screen.adapter.onSelect = { contact, _ in selected.append(contact.id) }
        screen.collectionView.modelSimulateSelection(at: IndexPath(item: 3, section: 0))
        #expect(selected == [4])

        screen.adapter.canMoveItem = { _ in true }
        let batches = screen.collectionView.modelCounters.performBatchUpdatesCalls
        #expect(
            screen.collectionView.modelSimulateInteractiveMove(
                from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
        await screen.settle()
        #expect(screen.storage.snapshot.allItems.prefix(3).map(\.id) == [2, 3, 1])
        #expect(screen.collectionView.modelCounters.performBatchUpdatesCalls == batches)
        #expect(screen.consistencyProblems() == [])

        #expect(screen.collectionView.modelCounters.prefetchRequests >= 1)
        await screen.adapter.prefetcher.waitUntilFinished()
        #expect(screen.adapter.prefetcher.cache.count(width: 158) > 0)
    }

    @Test func contentChangeReconfiguresTheSameCell() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...4))])
        await screen.load()
        let tile = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ContactTile)
        let binds = tile.binds
        try screen.storage.replaceItem(Contact(2, "Renamed"))
        await screen.settle()
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === tile)
        #expect(tile.nameLabel.text == "Renamed")
        #expect(tile.binds == binds + 1)
        #expect(screen.collectionView.modelCounters.reconfigureCalls == 1)
        #expect(screen.consistencyProblems() == [])
    }
}
