#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

@Suite("An app's compositional layout on a CollectionViewAdapter")
@MainActor
struct AppCompositionalLayoutTests {
    @Test func anOrthogonalShelfAndASelfSizingListGetTabulasHeights() async throws {
        let screen = try CompositionalScreen(
            layout: CompositionalScreen.shelfAndList(),
            sections: [
                ListSection("Shelf", items: (100...105).map { Contact($0) }),
                ListSection("List", items: wrappingContacts(1...12)),
            ])
        await screen.load()
        #expect(screen.adapter.collectionLayout == nil)
        // The shelf lays its tiles side by side, 128 wide and 100 tall; those past the width are off screen.
        #expect(screen.cell(0)?.frame == CGRect(x: 0, y: 0, width: 128, height: 100))
        #expect(screen.cell(1)?.frame == CGRect(x: 128, y: 0, width: 128, height: 100))
        #expect(screen.cell(3) == nil)
        // The list's items are as tall as Tabula measured them, not the 44-point estimate.
        #expect(screen.listProblems(section: 1, top: 100) == [])
        #expect(screen.cell(2, 1).map { $0.frame.height } != 44)
    }

    @Test func aListConfigurationLayoutSelfSizesWithTabulasHeights() async throws {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let screen = try CompositionalScreen(
            layout: layout, sections: [ListSection("List", items: wrappingContacts(1...20))])
        await screen.load()
        #expect(screen.listProblems(section: 0, top: 0) == [])
        _ = try screen.storage.update { list in try list.removeItems(withIdentifiers: [1, 2]) }
        await screen.settle()
        #expect(screen.listProblems(section: 0, top: 0) == [])
        // Scrolled: the items that appear are measured by Tabula too.
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        screen.collectionView.layoutIfNeeded()
        let first = try #require(screen.collectionView.indexPathsForVisibleItems.first)
        let top = try #require(screen.collectionView.cellForItem(at: first)?.frame.minY)
        #expect(screen.listProblems(section: 0, top: top) == [])
    }

    @Test func prefetchingMeasuresAtTheWidthTheListOffersItsCells() async throws {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let screen = try CompositionalScreen(
            layout: layout, sections: [ListSection("List", items: wrappingContacts(1...60))])
        await screen.load()
        await screen.adapter.prefetcher.waitUntilFinished()
        let visible = Set(screen.collectionView.indexPathsForVisibleItems)
        let context = screen.adapter.layout.context.withWidth(320)
        let items = screen.storage.snapshot.sections[0].items
        // Items below the screen that UIKit asked to prefetch: measured off the main actor
        // at the width the list offers its cells.
        let prefetched = (0..<items.count).filter { item in
            !visible.contains(IndexPath(item: item, section: 0))
                && screen.adapter.prefetcher.cache.size(for: items[item], in: context) != nil
        }
        #expect(!prefetched.isEmpty)
        let target = try #require(prefetched.first)
        let cached = try #require(screen.adapter.prefetcher.cache.size(for: items[target], in: context))
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 400)
        screen.collectionView.layoutIfNeeded()
        let cell = try #require(screen.cell(target), "item \(target) is on screen after the scroll")
        #expect(cell.frame.height == cached.height)
        #expect(UIKitRaises.descriptions(raisedBy: screen.collectionView).isEmpty)
    }
}
#endif
