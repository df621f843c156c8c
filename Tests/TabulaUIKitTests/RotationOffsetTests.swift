#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// A rotation to landscape makes rows shorter, so the content shorter. UIKit documents no
/// clamping of a content offset left past the new end (UIScrollView.h:89 and
/// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset say nothing of
/// it; `targetContentOffset(forProposedContentOffset:)` is documented for "transition or
/// update animations", UICollectionViewLayout.h:135, not bounds changes), so the adapters
/// keep the row at the top of the screen at the top themselves, as far as the new content
/// allows: never an empty screen.
@Suite("A rotation keeps the top row in place and rows on screen")
@MainActor
struct RotationOffsetTests {
    static let portrait = CGSize(width: 320, height: 480)
    static let landscape = CGSize(width: 568, height: 320)

    /// Where the first row whose bottom is below `offset` starts, from `offset`, and its height.
    struct TopRow {
        var path: IndexPath
        var distance: CGFloat
        var height: CGFloat
    }

    static func topRow(offset: CGFloat, paths: [IndexPath], frame: (IndexPath) -> CGRect) -> TopRow? {
        paths.sorted().first { frame($0).maxY > offset }.map {
            TopRow(path: $0, distance: frame($0).minY - offset, height: frame($0).height)
        }
    }

    /// The offset that keeps `top` where it was, within the content: a row cut by the top
    /// edge keeps the same share of itself above it (the same points could hide the whole
    /// of a row that got shorter).
    static func expectedOffset(_ top: TopRow, frame: CGRect, contentHeight: CGFloat, boundsHeight: CGFloat) -> CGFloat {
        let kept = top.distance < 0 ? top.distance * frame.height / top.height : top.distance
        return max(0, min(frame.minY - kept, contentHeight - boundsHeight))
    }

    // MARK: Table

    private func tableScreen() -> TableScreen {
        let items = (1...40).map { Contact($0, longWrappingText) }
        return TableScreen(sections: [ListSection("A", items: items)])
    }

    private func rotate(_ screen: TableScreen) async {
        screen.window.frame = CGRect(origin: .zero, size: Self.landscape)
        screen.tableView.frame = CGRect(origin: .zero, size: Self.landscape)
        screen.tableView.layoutIfNeeded()
        await screen.settle()
        screen.tableView.layoutIfNeeded()
    }

    private func checkTable(scrolledTo fraction: CGFloat) async throws {
        let screen = tableScreen()
        await screen.load()
        let table = screen.tableView
        table.layoutIfNeeded()
        let end = table.contentSize.height - table.bounds.height
        table.contentOffset = CGPoint(x: 0, y: (end * fraction).rounded())
        table.layoutIfNeeded()
        let top = try #require(
            Self.topRow(
                offset: table.contentOffset.y, paths: table.indexPathsForVisibleRows ?? [], frame: table.rectForRow))
        let heightBefore = table.contentSize.height
        await rotate(screen)
        #expect(table.contentSize.height < heightBefore, "the rotation was meant to shorten the content")
        let expected = Self.expectedOffset(
            top, frame: table.rectForRow(at: top.path), contentHeight: table.contentSize.height,
            boundsHeight: table.bounds.height)
        // Within a millionth of a point: the rows off screen are measured off the main actor and
        // the top row put back after they land, so the offset is a sum of the same heights in
        // another order than the model table's (the last bit can differ).
        #expect(abs(table.contentOffset.y - expected) < 1e-6, "top row \(top.path) not kept in place")
        #expect(
            table.contentOffset.y + table.bounds.height <= table.contentSize.height + 1e-6, "offset past the content")
        let visible = table.indexPathsForVisibleRows ?? []
        #expect(!visible.isEmpty, "an empty screen after the rotation")
        #expect(visible.contains(top.path))
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aTableScrolledToTheEndShowsRowsAfterARotation() async throws {
        try await checkTable(scrolledTo: 1)
    }

    @Test func aTableScrolledHalfwayKeepsItsTopRowAfterARotation() async throws {
        try await checkTable(scrolledTo: 0.5)
    }

    // MARK: Collection

    /// A vertical list of full-width items 100 points tall below 400 points of width, 50 above.
    @MainActor
    final class CollectionScreen {
        let window = makeTestWindow(frame: CGRect(origin: .zero, size: RotationOffsetTests.portrait))
        let collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: RotationOffsetTests.portrait),
            collectionViewLayout: TabulaCollectionViewLayout())
        let storage: ListStorage<String, Contact>
        let adapter: CollectionViewAdapter<String, Contact>

        init() {
            UIKitRaises.recordAsIssues()
            storage = try! ListStorage(sections: [ListSection("A", items: contacts(1...40))])  // fixture
            var cells = CollectionCellCatalog<Contact>()
            cells.register(PhotoCell.self, size: { _, width in CGSize(width: width, height: width < 400 ? 100 : 50) }) {
                cell, contact in cell.caption = contact.name
            }
            adapter = CollectionViewAdapter(
                collectionView: collectionView, cells: cells, layout: ListLayoutConfiguration(itemSpacing: 0))
            window.addSubview(collectionView)
        }

        func settle() async {
            await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
            await adapter.waitUntilIdle()
        }
    }

    private func checkCollection(scrolledTo fraction: CGFloat) async throws {
        let screen = CollectionScreen()
        screen.adapter.bind(to: screen.storage)
        await screen.settle()
        let collection = screen.collectionView
        collection.layoutIfNeeded()
        let end = collection.contentSize.height - collection.bounds.height
        collection.contentOffset = CGPoint(x: 0, y: (end * fraction).rounded())
        collection.layoutIfNeeded()
        let frame = { (path: IndexPath) in
            collection.collectionViewLayout.layoutAttributesForItem(at: path)?.frame ?? .null
        }
        let top = try #require(
            Self.topRow(offset: collection.contentOffset.y, paths: collection.indexPathsForVisibleItems, frame: frame))
        let heightBefore = collection.contentSize.height
        screen.window.frame = CGRect(origin: .zero, size: Self.landscape)
        collection.frame = CGRect(origin: .zero, size: Self.landscape)
        collection.layoutIfNeeded()
        await screen.settle()
        collection.layoutIfNeeded()
        #expect(collection.contentSize.height < heightBefore, "the rotation was meant to shorten the content")
        let expected = Self.expectedOffset(
            top, frame: frame(top.path), contentHeight: collection.contentSize.height,
            boundsHeight: collection.bounds.height)
        #expect(collection.contentOffset.y == expected, "top item \(top.path) not kept in place")
        #expect(
            collection.contentOffset.y + collection.bounds.height <= collection.contentSize.height,
            "offset past the content")
        #expect(!collection.indexPathsForVisibleItems.isEmpty, "an empty screen after the rotation")
        #expect(collection.indexPathsForVisibleItems.contains(top.path))
        #expect(UIKitRaises.descriptions(raisedBy: collection).isEmpty)
        withExtendedLifetime(screen) {}
    }

    @Test func aCollectionScrolledToTheEndShowsItemsAfterARotation() async throws {
        try await checkCollection(scrolledTo: 1)
    }

    @Test func aCollectionScrolledHalfwayKeepsItsTopItemAfterARotation() async throws {
        try await checkCollection(scrolledTo: 0.5)
    }
}
#endif
