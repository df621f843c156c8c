#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// An app screen with its own compositional layout: Tabula's MFS tiles, whose heights
/// Tabula measures, in sections the app declares.
@MainActor
final class CompositionalScreen {
    let window = makeTestWindow()
    let collectionView: UICollectionView
    let storage: ListStorage<String, Contact>
    let adapter: CollectionViewAdapter<String, Contact>

    init(layout: UICollectionViewLayout, sections: [ListSection<String, Contact>]) throws {
        UIKitRaises.recordAsIssues()
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        storage = try ListStorage(sections: sections)
        var cells = CollectionCellCatalog<Contact>()
        cells.register(mfs: ContactTile.self, context: UIKitTextMeasurer())
        adapter = CollectionViewAdapter(collectionView: collectionView, cells: cells, keepsCollectionViewLayout: true)
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

    /// The height Tabula measures for `contact` at `width`.
    func measuredHeight(of contact: Contact, width: CGFloat) -> CGFloat {
        adapter.cells.sizer.size(of: contact, in: ListMeasuringContext(width: width)).height
    }

    func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))
    }

    /// The visible items of `section` whose frame is not Tabula's height at its width, or
    /// which do not follow the previous item (a list's items stack without gaps).
    func listProblems(section: Int, top: CGFloat) -> [String] {
        var problems: [String] = []
        var y = top
        let items = storage.snapshot.sections[section].items
        for path in collectionView.indexPathsForVisibleItems where path.section == section {
            guard let cell = collectionView.cellForItem(at: path) else { continue }
            let contact = items[path.item]
            if cell.content(as: ContactTile.self)?.viewModel?.id != contact.id {
                problems.append("\(path) shows the wrong item")
            }
            if cell.frame.height != measuredHeight(of: contact, width: cell.frame.width) {
                problems.append("\(path) is \(cell.frame.height) tall, Tabula measured it otherwise")
            }
            if cell.frame.minY != y { problems.append("\(path) starts at \(cell.frame.minY), not \(y)") }
            y = cell.frame.maxY
        }
        return problems + UIKitRaises.descriptions(raisedBy: collectionView)
    }
}

extension CompositionalScreen {
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
}

/// Contacts `range`, every third with a name long enough to wrap.
@MainActor
func wrappingContacts(_ range: ClosedRange<Int>) -> [Contact] {
    range.map { Contact($0, $0 % 3 == 0 ? "Contact \($0) with a name long enough to wrap onto a second line" : nil) }
}
#endif
