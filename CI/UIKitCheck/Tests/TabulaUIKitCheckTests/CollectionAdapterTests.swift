import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

@Suite("Collection adapter on the UIKit model")
@MainActor
struct CollectionAdapterTests {
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
        let tile = try #require(
            screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.content(as: ContactTile.self))
        let binds = tile.binds
        try screen.storage.replaceItem(Contact(2, "Renamed"))
        await screen.settle()
        #expect(
            screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.content(as: ContactTile.self)
                === tile)
        #expect(tile.nameLabel.text == "Renamed")
        #expect(tile.binds == binds + 1)
        #expect(screen.collectionView.modelCounters.reconfigureCalls == 1)
        #expect(screen.consistencyProblems() == [])
    }
}
