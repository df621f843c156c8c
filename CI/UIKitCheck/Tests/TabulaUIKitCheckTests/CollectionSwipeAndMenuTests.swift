import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// An app delegate that has only the single-item context menu method (deprecated from
/// iOS 16), and says so as an Objective-C object would.
@MainActor
final class OlderMenuDelegate: NSObject, UICollectionViewDelegate, UIKitModelObjectiveCMessaging {
    nonisolated static let selector = "collectionView:contextMenuConfigurationForItemAtIndexPath:point:"

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(
            identifier: "older \(indexPath.item)" as NSString, previewProvider: nil, actionProvider: nil)
    }

    nonisolated func responds(to aSelector: Selector!) -> Bool { aSelector?.name == Self.selector }
    nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
    nonisolated func modelClassImplements(_ aSelector: Selector) -> Bool { aSelector.name == Self.selector }
}

/// An app delegate with the iOS 16 context menu method.
@MainActor
final class ItemsMenuDelegate: NSObject, UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(
            identifier: "app \(indexPaths.map(\.item))" as NSString, previewProvider: nil, actionProvider: nil)
    }
}

@MainActor
private func identifier(_ configuration: UIContextMenuConfiguration?) -> String? {
    configuration.map { "\($0.identifier)" }
}

@MainActor
private func titles(_ configuration: UISwipeActionsConfiguration?) -> [String?]? {
    configuration?.actions.map(\.title)
}

@Suite("Swipe actions and context menus on a CollectionViewAdapter")
@MainActor
struct CollectionSwipeAndMenuTests {
    /// A list-configured screen whose configuration got the adapter's swipe actions, on top
    /// of the app's own leading provider.
    static func listScreen() async throws -> CompositionalScreen {
        let screen = try CompositionalScreen(
            layout: UICollectionViewFlowLayout(), sections: [ListSection("List", items: (1...6).map { Contact($0) })])
        screen.adapter.trailingSwipeActions = { contact, _ in
            [UIContextualAction(style: .normal, title: "Archive \(contact.name)") { _, _, done in done(true) }]
        }
        // Only even contacts have leading actions of the adapter's: the others fall back to the app's.
        screen.adapter.leadingSwipeActions = { contact, _ in
            contact.id % 2 == 0 ? [UIContextualAction(style: .normal, title: "Read") { _, _, done in done(true) }] : []
        }
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.leadingSwipeActionsConfigurationProvider = { _ in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "App pin") { _, _, _ in }])
        }
        screen.adapter.installSwipeActions(on: &list)
        screen.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: list)
        await screen.load()
        return screen
    }

    @Test func swipeActionsFollowTheItemThroughABatch() async throws {
        let screen = try await Self.listScreen()
        let view = screen.collectionView
        #expect(titles(view.modelSimulateTrailingSwipe(at: IndexPath(item: 0, section: 0))) == ["Archive Contact 1"])
        _ = try screen.storage.update { list in
            try list.moveItem(from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 3, section: 0))
            try list.insertItems([Contact(9)], at: ListIndexPath(item: 0, section: 0))
        }
        await screen.settle()
        // Contact 1 is now at 4: its own actions there; the new item's at 0.
        #expect(titles(view.modelSimulateTrailingSwipe(at: IndexPath(item: 4, section: 0))) == ["Archive Contact 1"])
        #expect(titles(view.modelSimulateTrailingSwipe(at: IndexPath(item: 0, section: 0))) == ["Archive Contact 9"])
        #expect(titles(view.modelSimulateTrailingSwipe(at: IndexPath(item: 1, section: 0))) == ["Archive Contact 2"])
        #expect(view.modelExceptions.isEmpty)
    }

    @Test func withoutTheAdaptersActionsTheConfigurationsOwnProviderAnswers() async throws {
        let screen = try await Self.listScreen()
        let view = screen.collectionView
        #expect(titles(view.modelSimulateLeadingSwipe(at: IndexPath(item: 1, section: 0))) == ["Read"], "contact 2")
        #expect(titles(view.modelSimulateLeadingSwipe(at: IndexPath(item: 0, section: 0))) == ["App pin"], "contact 1")
        screen.adapter.leadingSwipeActions = nil
        #expect(titles(view.modelSimulateLeadingSwipe(at: IndexPath(item: 1, section: 0))) == ["App pin"])
    }

    @Test func theContextMenuIsTheItemsThroughBothDelegateMethods() async throws {
        let screen = try await Self.listScreen()
        screen.adapter.contextMenu = { contact, path, point in
            UIContextMenuConfiguration(
                identifier: "\(contact.name) at \(path.item), \(Int(point.y))" as NSString, previewProvider: nil,
                actionProvider: nil)
        }
        let view = screen.collectionView
        let path = IndexPath(item: 2, section: 0)
        #expect(
            identifier(view.modelSimulateContextMenu(at: [path], point: CGPoint(x: 5, y: 90))) == "Contact 3 at 2, 90")
        #expect(
            identifier(view.modelSimulateContextMenu(at: [path], point: CGPoint(x: 5, y: 90), beforeIOS16: true))
                == "Contact 3 at 2, 90")
        // After a batch the menu is the item's at its new place.
        _ = try screen.storage.update { list in try list.removeItems(withIdentifiers: [1]) }
        await screen.settle()
        #expect(
            identifier(view.modelSimulateContextMenu(at: [IndexPath(item: 1, section: 0)], point: .zero))
                == "Contact 3 at 1, 0")
        // Between items there is no item: no menu (no app delegate).
        #expect(view.modelSimulateContextMenu(at: [], point: .zero) == nil)
    }

    @Test func withoutTheAdaptersMenuTheAppDelegateAnswers() async throws {
        let screen = try await Self.listScreen()
        let view = screen.collectionView
        let items = ItemsMenuDelegate()
        screen.adapter.collectionDelegate = items
        #expect(
            identifier(view.modelSimulateContextMenu(at: [IndexPath(item: 1, section: 0)], point: .zero)) == "app [1]")
        #expect(identifier(view.modelSimulateContextMenu(at: [], point: .zero)) == "app []")
        // With the adapter's menu, one item is the adapter's; several selected items stay the app's.
        screen.adapter.contextMenu = { contact, _, _ in
            UIContextMenuConfiguration(identifier: contact.name as NSString, previewProvider: nil, actionProvider: nil)
        }
        #expect(
            identifier(view.modelSimulateContextMenu(at: [IndexPath(item: 1, section: 0)], point: .zero)) == "Contact 2"
        )
        let two = [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)]
        #expect(identifier(view.modelSimulateContextMenu(at: two, point: .zero)) == "app [1, 2]")

        // An app delegate with only the single-item method is asked with it for one item, on iOS 16 too.
        screen.adapter.contextMenu = nil
        let older = OlderMenuDelegate()
        screen.adapter.collectionDelegate = older
        #expect(
            identifier(view.modelSimulateContextMenu(at: [IndexPath(item: 4, section: 0)], point: .zero)) == "older 4")
        #expect(
            identifier(
                view.modelSimulateContextMenu(at: [IndexPath(item: 4, section: 0)], point: .zero, beforeIOS16: true))
                == "older 4")
        #expect(view.modelSimulateContextMenu(at: two, point: .zero) == nil)
    }

    @Test func aCollectionWithoutMenusOrDelegateOffersNone() async throws {
        let screen = try CompositionalScreen(
            layout: UICollectionViewFlowLayout(), sections: [ListSection("List", items: [Contact(1)])])
        await screen.load()
        #expect(
            screen.collectionView.modelSimulateContextMenu(at: [IndexPath(item: 0, section: 0)], point: .zero) == nil)
        // Not a list section: no swipe actions.
        #expect(screen.collectionView.modelSimulateTrailingSwipe(at: IndexPath(item: 0, section: 0)) == nil)
    }
}
