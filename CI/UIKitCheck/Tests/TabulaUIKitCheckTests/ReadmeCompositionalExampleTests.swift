import Foundation
import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

// The compositional-layout example proposed for the README, verbatim inside `screen(in:)`
// (its `Message` is a `Contact`, its cell a `ContactTile`), compiled against the UIKit model
// and driven below.

@MainActor
private func archiveAction(_ message: Contact) -> UIContextualAction {
    UIContextualAction(style: .normal, title: "Archive \(message.id)") { _, _, done in done(true) }
}

@MainActor
private func menu(for message: Contact) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: "\(message.id)" as NSString, previewProvider: nil, actionProvider: nil)
}

@MainActor
private func screen(in view: UIView, storage: ListStorage<String, Contact>) -> CollectionViewAdapter<String, Contact> {
    typealias Message = Contact
    typealias MessageCell = ContactTile
    // README begins
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    view.addSubview(collectionView)
    var cells = CollectionCellCatalog<Message>()
    cells.register(mfs: MessageCell.self, context: UIKitTextMeasurer())
    let adapter = CollectionViewAdapter<String, Message>(
        collectionView: collectionView, cells: cells, keepsCollectionViewLayout: true)
    adapter.trailingSwipeActions = { message, _ in [archiveAction(message)] }
    adapter.contextMenu = { message, _, _ in menu(for: message) }

    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    adapter.installSwipeActions(on: &list)  // swipe actions by item, through every batch
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { section, environment in
        if section == 0 {  // a row of favourites that scrolls sideways
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(0.3), heightDimension: .absolute(96)),
                subitems: [item])
            let row = NSCollectionLayoutSection(group: group)
            row.orthogonalScrollingBehavior = .continuous
            return row
        }
        return .list(using: list, layoutEnvironment: environment)  // self-sizing: Tabula's heights
    }
    adapter.bind(to: storage)
    // README ends
    return adapter
}

@Suite("The README's compositional-layout example")
@MainActor
struct ReadmeCompositionalExampleTests {
    @Test func itShowsTheRowAndTheListWithSwipesAndMenus() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 480))
        let storage = try ListStorage<String, Contact>(sections: [
            ListSection("Favourites", items: (100...104).map { Contact($0) }),
            ListSection("Inbox", items: (1...10).map { Contact($0) }),
        ])
        let adapter = screen(in: window, storage: storage)
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await adapter.waitUntilIdle()
        let collectionView = try #require(window.subviews.first as? UICollectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 90)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(first.frame.minY == 96)
        #expect(
            first.frame.height
                == adapter.cells.sizer.size(of: Contact(1), in: adapter.layout.context.withWidth(300)).height)
        #expect(
            collectionView.modelSimulateTrailingSwipe(at: IndexPath(item: 2, section: 1))?.actions.map(\.title) == [
                "Archive 3"
            ])
        #expect(collectionView.modelSimulateContextMenu(at: [IndexPath(item: 0, section: 0)], point: .zero) != nil)
        #expect(collectionView.modelExceptions.isEmpty)
    }
}
