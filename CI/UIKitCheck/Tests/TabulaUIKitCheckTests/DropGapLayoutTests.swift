import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// The drop gap on Tabula's collection layout: the adapter's drop proposals open a gap
/// (`.insertAtDestinationIndexPath`, UICollectionView.h:643), during which the collection view
/// counts one more item in the destination's section and asks the layout for it. A layout
/// that has no attributes for an item the view shows makes UIKit raise.
/// Tabula's layout, recording the frames it gives while the collection view counts more items
/// than the data source has (a drop gap).
final class GapRecordingLayout: TabulaCollectionViewLayout {
    var framesDuringGap: [[CGRect]] = []

    override func prepare() {
        super.prepare()
        guard let collectionView, collectionView.numberOfSections > 0 else { return }
        let counted = collectionView.numberOfItems(inSection: 0)
        guard counted > listLayout.sectionCounts[0] else { return }
        framesDuringGap.append(
            (0..<counted).map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null })
    }
}

/// An app's own drop delegate on a collection view with Tabula's layout: it proposes a gap
/// the layout was not told about, and performs nothing.
final class AppGapDropDelegate: NSObject, UICollectionViewDropDelegate {
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {}
}

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

    /// The gap is laid out as the dropped item will be: the items after it move down by one
    /// item's height while it is open, and back when it closes.
    @Test func theGapTakesItsNeighboursSizeAndMovesTheItemsAfterIt() async throws {
        let layout = GapRecordingLayout()
        let window = makeTestWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        var cells = CollectionCellCatalog<DragAndDropAdapterTests.Card>()
        cells.register(DragAndDropAdapterTests.CardTile.self, size: { _, width in CGSize(width: width, height: 44) }) {
            _, _ in
        }
        let adapter = CollectionViewAdapter<String, DragAndDropAdapterTests.Card>(
            collectionView: collectionView, cells: cells)
        let storage = try ListStorage(sections: DragAndDropAdapterTests.sections([[0, 1, 2, 3]]))
        adapter.bind(to: storage)
        adapter.enableDragAndDrop()
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)

        let session = try #require(collectionView.modelBeginDrag(at: DragAndDropAdapterTests.paths([(0, 1)])))
        collectionView.modelDrop(session, at: IndexPath(item: 3, section: 0))
        collectionView.modelEndDrag(session)
        await DragAndDropAdapterTests.settle(adapter.updater)

        let during = try #require(layout.framesDuringGap.first, "the gap was laid out")
        #expect(during.map(\.minY) == [0, 44, 88, 132, 176], "the gap at 3, the item that was there below it")
        #expect(during.allSatisfy { $0.height == 44 })
        #expect(DragAndDropAdapterTests.ids(storage) == [[0, 2, 1, 3]])
        #expect(layout.collectionViewContentSize.height == 176, "closed: four items again")
        #expect(collectionView.modelExceptions.map(\.description) == [])
        withExtendedLifetime(window) {}
    }

    /// A gap Tabula's layout was not told about (the app's own drop delegate) still gets
    /// attributes for every item the view counts: frames of no extent after the section.
    @Test(arguments: [0, 1, 2])
    func aGapTheLayoutWasNotToldAboutStillHasAttributes(item: Int) async throws {
        let source = try await DragAndDropAdapterTests.TableList([[100]])
        let target = try await DragAndDropAdapterTests.CollectionList([[0, 1]])
        let delegate = AppGapDropDelegate()
        target.collectionView.dropDelegate = delegate
        let session = try #require(source.tableView.modelBeginDrag(at: DragAndDropAdapterTests.paths([(0, 0)])))
        let outcome = target.collectionView.modelDrop(session, at: IndexPath(item: item, section: 0))
        source.tableView.modelEndDrag(session)
        #expect(outcome.performed)
        #expect(target.collectionView.modelExceptions.map(\.description) == [])
        #expect(DragAndDropAdapterTests.ids(target.storage) == [[0, 1]], "the app's delegate dropped nothing")
        withExtendedLifetime(delegate) {}
    }
}
