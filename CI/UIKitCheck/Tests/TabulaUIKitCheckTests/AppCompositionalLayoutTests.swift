import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Contacts `range`, every third with a name long enough to wrap.
@MainActor
func wrappingContacts(_ range: ClosedRange<Int>) -> [Contact] {
    range.map { Contact($0, $0 % 3 == 0 ? "Contact \($0) with a name long enough to wrap onto a second line" : nil) }
}

@Suite("An app's compositional layout on a CollectionViewAdapter")
@MainActor
struct AppCompositionalLayoutTests {
    /// A row of tiles 40% of the width that scrolls sideways, then a self-sizing list.
    static func shelfAndList() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.4), heightDimension: .absolute(100)),
                    subitems: [item])
                let shelf = NSCollectionLayoutSection(group: group)
                shelf.orthogonalScrollingBehavior = .continuous
                return shelf
            }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            return NSCollectionLayoutSection(
                group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        }
    }

    @Test func updatesAnimateAndTheMovedItemsKeepTheirHeights() async throws {
        let screen = try CompositionalScreen(
            layout: Self.shelfAndList(),
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
        #expect((screen.cell(1) as? ContactTile)?.viewModel?.id == 102)
    }
}
