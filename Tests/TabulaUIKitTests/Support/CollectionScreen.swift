#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit
import TabulaTestSupport

/// A collection screen: storage → adapter → model `UICollectionView` (2-column grid) in a window.
@MainActor
final class CollectionScreen {
    let window = makeTestWindow()
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: TabulaCollectionViewLayout())
    let storage: ListStorage<String, Contact>
    let adapter: CollectionViewAdapter<String, Contact>

    init(sections: [ListSection<String, Contact>], columns: Int = 2) {
        UIKitRaises.recordAsIssues()
        storage = try! ListStorage(sections: sections)  // test fixtures: unique section identities
        var cells = CollectionCellCatalog<Contact>()
        cells.register(
            PhotoCell.self, when: { $0.id % 5 == 0 },
            size: { contact, width in
                CGSize(width: width, height: 60 + CGFloat(contact.id % 3) * 10)
            }
        ) { cell, contact in cell.caption = contact.name }
        cells.register(mfs: ContactTile.self, context: UIKitTextMeasurer())
        var headers = CollectionSupplementaryCatalog()
        headers.register(TitleSupplementaryView.self, for: String.self, height: { _, _ in 30 }) { view, title, _ in
            view.title = title
        }
        adapter = CollectionViewAdapter(
            collectionView: collectionView, cells: cells, supplementaries: headers,
            layout: ListLayoutConfiguration(style: .grid(columns: columns), itemSpacing: 4, columnSpacing: 4))
        window.addSubview(collectionView)
    }

    func load() async {
        adapter.bind(to: storage)
        await settle()
    }

    func settle() async {
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await adapter.waitUntilIdle()
    }

    func text(of cell: UICollectionViewCell) -> String? {
        (cell as? PhotoCell)?.caption ?? cell.content(as: ContactTile.self)?.nameLabel.text
    }

    func consistencyProblems() -> [String] {
        var problems: [String] = UIKitRaises.descriptions(raisedBy: collectionView)
        problems += adapter.updater.statistics.violations
        let stored = storage.snapshot.sections.map { $0.items.map(\.id) }
        let presented = adapter.updater.presentedSections.map { $0.items.map(\.id) }
        if presented != stored { problems.append("presented \(presented) != stored \(stored)") }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        if counts != stored.map(\.count) { problems.append("counts \(counts) != stored \(stored.map(\.count))") }
        for indexPath in collectionView.indexPathsForVisibleItems {
            guard let cell = collectionView.cellForItem(at: indexPath) else { continue }
            let expected = storage.snapshot.item(at: ListIndexPath(indexPath))?.name
            if text(of: cell) != expected {
                problems.append("item \(indexPath) shows \(text(of: cell) ?? "nil"), not \(expected ?? "nil")")
            }
            // Right to left, UIKit places the mirror image of the layout's frame (the layout flips).
            let frame = ListLayoutDirection(collectionView.effectiveUserInterfaceLayoutDirection).place(
                adapter.layout.frame(at: ListIndexPath(indexPath)),
                inWidth: max(adapter.layout.contentSize.width, collectionView.bounds.width))
            if cell.frame != frame { problems.append("item \(indexPath) frame differs from the layout's") }
            let isPhoto = (storage.snapshot.item(at: ListIndexPath(indexPath))?.id ?? 0) % 5 == 0
            if (cell is PhotoCell) != isPhoto { problems.append("item \(indexPath) has the wrong cell type") }
        }
        return problems
    }
}

extension CollectionScreen {
    /// 40 contacts in one column: 60 to 80 points each, about 7 on screen.
    static func oneColumnOfForty() -> CollectionScreen {
        CollectionScreen(sections: [ListSection("A", items: contacts(1...40))], columns: 1)
    }

    /// The first item below the screen (of the first section).
    var firstHiddenPath: IndexPath {
        let last = collectionView.indexPathsForVisibleItems.max() ?? IndexPath(item: 0, section: 0)
        return IndexPath(item: last.item + 1, section: 0)
    }
}
#endif
