import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// The drop gap on Tabula's collection layout: the adapter's drop proposals open a gap
/// (`.insertAtDestinationIndexPath`, UICollectionView.h:643), during which the collection view
/// counts one more item in the destination's section and asks the layout for it. A layout
/// that has no attributes for an item the view shows makes UIKit raise.
@Suite("A drop gap in Tabula's collection layout")
@MainActor
struct DropGapLayoutTests {
    typealias List = DragAndDropAdapterTests.CollectionList

    init() {
        UIKitRaises.recordAsIssues()
    }

    /// Every destination of one section, the section's end included, and one in the other.
    @Test(arguments: [(0, 0), (0, 2), (0, 4), (1, 0), (1, 2)])
    func everyItemTheViewCountsDuringTheGapHasAttributes(section: Int, item: Int) async throws {
        let list = try await List([[0, 1, 2, 3], [10, 11]])
        let session = try #require(list.collectionView.modelBeginDrag(at: DragAndDropAdapterTests.paths([(0, 1)])))
        let outcome = list.collectionView.modelDrop(session, at: IndexPath(item: item, section: section))
        list.collectionView.modelEndDrag(session)
        await DragAndDropAdapterTests.settle(list.adapter.updater)
        #expect(outcome.performed)
        #expect(list.collectionView.modelExceptions.map(\.description) == [])
        #expect(list.collectionView.numberOfItems(inSection: 0) == list.storage.snapshot.sections[0].items.count)
    }
}
