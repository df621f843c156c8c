#if canImport(UIKit)
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

    /// The presented path of the item with `identifier`, if it is presented.
    func presentedPath(of identifier: Item.DifferenceIdentifier) -> ListIndexPath? {
        for (section, list) in updater.presentedSections.enumerated() {
            if let item = list.items.firstIndex(where: { $0.differenceIdentifier == identifier }) {
                return ListIndexPath(item: item, section: section)
            }
        }
        return nil
    }
}
#endif
