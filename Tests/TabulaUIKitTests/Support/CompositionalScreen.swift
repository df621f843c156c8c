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
            if (cell as? ContactTile)?.viewModel?.id != contact.id { problems.append("\(path) shows the wrong item") }
            if cell.frame.height != measuredHeight(of: contact, width: cell.frame.width) {
                problems.append("\(path) is \(cell.frame.height) tall, Tabula measured it otherwise")
            }
            if cell.frame.minY != y { problems.append("\(path) starts at \(cell.frame.minY), not \(y)") }
            y = cell.frame.maxY
        }
        return problems + UIKitRaises.descriptions(raisedBy: collectionView)
    }
}
#endif
