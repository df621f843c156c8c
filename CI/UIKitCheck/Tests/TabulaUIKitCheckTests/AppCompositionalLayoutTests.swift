import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

@Suite("An app's compositional layout on a CollectionViewAdapter")
@MainActor
struct AppCompositionalLayoutTests {
    @Test func updatesAnimateAndTheMovedItemsKeepTheirHeights() async throws {
        let screen = try CompositionalScreen(
            layout: CompositionalScreen.shelfAndList(),
            sections: [
                ListSection("Shelf", items: (100...103).map { Contact($0) }),
                ListSection("List", items: wrappingContacts(1...12)),
            ])
        await screen.load()
        let batchesBefore = screen.collectionView.modelAcceptedBatches.count
        _ = try screen.storage.update { list in
            try list.insertItems(
                [Contact(30, "A new contact whose name wraps onto a second line, too")],
                at: ListIndexPath(item: 0, section: 1))
            try list.moveItem(from: ListIndexPath(item: 3, section: 1), to: ListIndexPath(item: 1, section: 1))
            try list.removeItems(withIdentifiers: [101])
        }
        await screen.settle()
        #expect(screen.collectionView.modelAcceptedBatches.count == batchesBefore + 1)
        #expect(screen.listProblems(section: 1, top: 100) == [])
        #expect(screen.cell(1)?.frame.minX == 128)
        #expect((screen.cell(1)?.content(as: ContactTile.self))?.viewModel?.id == 102)
    }
}
