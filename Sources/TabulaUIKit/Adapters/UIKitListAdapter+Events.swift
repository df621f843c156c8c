#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

// The bodies of the display, highlight and deselection calls both adapters answer.
extension UIKitListAdapter {
    /// Reports the item whose cell is about to appear and remembers it for the cell.
    func cellWillDisplay(_ cell: AnyObject, at indexPath: IndexPath) {
        let path = ListIndexPath(indexPath)
        guard let item = updater.item(at: path) else { return }
        displayedItems.appeared(cell, showing: item)
        events.willDisplay?(item, path)
    }

    /// Reports the item the cell showed.
    func cellDidEndDisplaying(_ cell: AnyObject, at indexPath: IndexPath) {
        guard let item = displayedItems.disappeared(cell) else { return }
        events.didEndDisplaying?(item, ListIndexPath(indexPath))
    }

    /// Reports a highlight, an unhighlight or a deselection of the item at `indexPath`.
    func report(_ handler: (@MainActor (Item, ListIndexPath) -> Void)?, at indexPath: IndexPath) {
        let path = ListIndexPath(indexPath)
        guard let handler, let item = updater.item(at: path) else { return }
        handler(item, path)
    }

    /// The configuration of `actions` for the item presented at `indexPath`; `nil` when
    /// there are none. The item is looked up when UIKit asks, so an item a batch moved
    /// gets its own actions.
    func swipeActions(
        _ actions: (@MainActor (Item, ListIndexPath) -> [UIContextualAction])?, at indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let path = ListIndexPath(indexPath)
        guard let actions, let item = updater.item(at: path) else { return nil }
        let buttons = actions(item, path)
        return buttons.isEmpty ? nil : UISwipeActionsConfiguration(actions: buttons)
    }

    /// The ``contextMenu`` of the item presented at `indexPath`; `nil` when there is no
    /// handler or no such item (the caller then asks the app's delegate).
    func itemContextMenu(at indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?? {
        let path = ListIndexPath(indexPath)
        guard let contextMenu, let item = updater.item(at: path) else { return nil }
        return .some(contextMenu(item, path, point))
    }

    /// The presented path of the item with `identifier`, if it is presented: a look-up in
    /// the updater's identity index, not a scan of the list.
    func presentedPath(of identifier: Item.DifferenceIdentifier) -> ListIndexPath? {
        updater.indexPath(ofPresented: identifier)
    }
}
#endif
