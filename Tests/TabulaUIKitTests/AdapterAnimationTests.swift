#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

@Suite("Adapters control animation and the content offset")
@MainActor
struct AdapterAnimationTests {

    @Test func insertsAboveKeepTheReadRowInPlaceWhenAsked() async throws {
        let kept = await TableScreen.loadedNotes()
        kept.adapter.animation.keepsContentOffset = true
        kept.tableView.contentOffset = CGPoint(x: 0, y: 440 + 10)  // row 10 (contact 11), 10 points scrolled into it
        let firstBefore = kept.tableView.indexPathsForVisibleRows?.first
        try kept.storage.update { try $0.insertItems(contacts(201...203), at: ListIndexPath(item: 0, section: 0)) }
        await kept.settle()
        #expect(kept.tableView.contentOffset.y == CGFloat(450 + 3 * 44))
        #expect(kept.visibleNames.first == "Contact 11")
        #expect(firstBefore?.row == 10 && kept.tableView.indexPathsForVisibleRows?.first?.row == 13)
        // A delete above moves the offset back by the deleted row.
        try kept.storage.removeItems(withIdentifiers: [1])
        await kept.settle()
        #expect(kept.tableView.contentOffset.y == CGFloat(450 + 2 * 44))
        #expect(kept.visibleNames.first == "Contact 11")
        #expect(kept.consistencyProblems() == [])

        // Off (the default), UIKit's behaviour: the offset stays and the content moves.
        let moved = await TableScreen.loadedNotes()
        moved.tableView.contentOffset = CGPoint(x: 0, y: 450)
        try moved.storage.update { try $0.insertItems(contacts(201...203), at: ListIndexPath(item: 0, section: 0)) }
        await moved.settle()
        #expect(moved.tableView.contentOffset.y == CGFloat(450))
        #expect(moved.visibleNames.first == "Contact 8")
    }

    @Test func scrollsToAnItemByItsIdentity() async throws {
        let screen = await TableScreen.loadedNotes()
        try screen.adapter.scrollToItem(withIdentifier: 25, animated: false)
        #expect(screen.tableView.contentOffset.y == CGFloat(24 * 44))
        #expect(screen.tableView.indexPathsForVisibleRows?.contains(IndexPath(row: 24, section: 0)) == true)
        try screen.adapter.scrollToItem(withIdentifier: 40, at: .bottom, animated: false)
        #expect(screen.tableView.contentOffset.y == CGFloat(40 * 44 - 480))
        #expect(throws: ListHostError.itemNotPresented(operation: "scrollToItem", identifier: "999")) {
            try screen.adapter.scrollToItem(withIdentifier: 999, animated: false)
        }
        let collection = CollectionScreen(sections: [ListSection("A", items: contacts(1...60))])
        await collection.load()
        try collection.adapter.scrollToItem(withIdentifier: 31, animated: false)
        #expect(
            collection.collectionView.contentOffset.y
                == collection.adapter.layout.frame(at: ListIndexPath(item: 30, section: 0)).minY)
    }
}
#endif
