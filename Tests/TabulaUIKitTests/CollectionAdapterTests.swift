#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit
import TabulaTestSupport

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
        let tile = try #require(
            screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.content(as: ContactTile.self))
        #expect(tile.nameLabel.frame.width == 150, "MFS resize ran with the cell's real size")
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) is PhotoCell)
    }
}
#endif
