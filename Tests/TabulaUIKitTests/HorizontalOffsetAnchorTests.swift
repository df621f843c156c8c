#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// `keepsContentOffset` on a horizontal collection: items arriving before the leading
/// visible item leave it where the user sees it, within the scrollable range the adjusted
/// content insets widen (UIScrollView.h:89-91, 98-101).
@Suite("The offset anchor keeps a horizontal list in place")
@MainActor
struct HorizontalOffsetAnchorTests {
    /// A 320-point-wide row of 100-point items, no spacing, keeping its content offset.
    @MainActor
    final class Row {
        let window = makeTestWindow()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: TabulaCollectionViewLayout())
        let storage: ListStorage<String, Contact>
        let adapter: CollectionViewAdapter<String, Contact>

        init(count: Int) {
            UIKitRaises.recordAsIssues()
            storage = try! ListStorage(sections: [ListSection("A", items: contacts(1...count))])  // fixture
            var cells = CollectionCellCatalog<Contact>()
            cells.register(PhotoCell.self, size: { _, _ in CGSize(width: 100, height: 100) }) { cell, contact in
                cell.caption = contact.name
            }
            adapter = CollectionViewAdapter(
                collectionView: collectionView, cells: cells,
                layout: ListLayoutConfiguration(style: .horizontal, itemSpacing: 0))
            adapter.animation.keepsContentOffset = true
            window.addSubview(collectionView)
        }

        func settle() async {
            await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
            await adapter.waitUntilIdle()
        }

        func insertAtStart(_ ids: ClosedRange<Int>) async throws {
            try storage.update { try $0.insertItems(contacts(ids), at: ListIndexPath(item: 0, section: 0)) }
            await settle()
        }

        var leadingCaption: String? {
            let leading = collectionView.indexPathsForVisibleItems.sorted().first { path in
                (collectionView.cellForItem(at: path)?.frame.maxX ?? 0) > collectionView.contentOffset.x
                    + collectionView.adjustedContentInset.left
            }
            return leading.flatMap { (collectionView.cellForItem(at: $0) as? PhotoCell)?.caption }
        }
    }

    @Test func itemsArrivingBeforeTheLeadingItemLeaveItInPlace() async throws {
        let row = Row(count: 30)
        row.adapter.bind(to: row.storage)
        await row.settle()
        row.collectionView.contentOffset = CGPoint(x: 1030, y: 0)  // contact 11, 30 points scrolled into it
        #expect(row.leadingCaption == "Contact 11")
        try await row.insertAtStart(101...103)
        #expect(row.collectionView.contentOffset == CGPoint(x: 1330, y: 0))
        #expect(row.leadingCaption == "Contact 11")
    }

    @Test func theKeptOffsetStaysWithinTheRangeTheSideInsetsAllow() async throws {
        let row = Row(count: 5)
        row.collectionView.contentInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 24)
        row.adapter.bind(to: row.storage)
        await row.settle()
        // At the start, with the left inset showing: contact 1 is leading, 16 points in.
        row.collectionView.contentOffset = CGPoint(x: -16, y: 0)
        try await row.insertAtStart(101...101)
        // Contact 1 moves to x = 100 and is kept 16 points from the edge: offset 84.
        #expect(row.collectionView.contentOffset == CGPoint(x: 84, y: 0))
        // At the end (content 600 + 24 right inset - 320 = 304), items arriving at the start
        // keep the leading item; the offset never passes the end plus the right inset.
        row.collectionView.contentOffset = CGPoint(x: 304, y: 0)
        try await row.insertAtStart(102...103)
        let range = (content: row.collectionView.contentSize.width, inset: 24.0)
        #expect(row.collectionView.contentOffset.x <= range.content + range.inset - 320)
        #expect(row.collectionView.contentOffset.x == 504)
        #expect(row.leadingCaption == "Contact 3")
    }
}
#endif
