#if canImport(UIKit) && !os(tvOS)
import Foundation
import Tabula
import UIKit

extension UIKitListAdapter {
    /// Turns on drag and drop: the user drags one item, or several (tapping more items into
    /// the drag), and drops them within a section, across sections, into another Tabula
    /// list of the same `Section` and `Item` types, or brings content from outside through
    /// `dropFromOutside`. Off by default; call again to change the settings.
    ///
    /// Each drop is one transaction of the bound storage (between two lists, one of each,
    /// made under both storages' locks), shown as that transaction's one batch while UIKit
    /// animates the dragged items into their rows. While this list's items are dragged, its
    /// storage's updates queue, and are shown when the drag ends
    /// (``/Tabula/ListUpdater/beginUserDrag()``). A drop the data refuses (another thread
    /// removed a dragged item) changes nothing, and UIKit puts the items back.
    ///
    /// ```swift
    /// adapter.enableDragAndDrop(canDrag: { !$0.isPinned })
    /// ```
    ///
    /// - Parameters:
    ///   - canDrag: whether the user may lift an item; `nil`: every item.
    ///   - itemProvider: what other apps receive for a dragged item (its `NSItemProvider`);
    ///     `nil`: an empty provider, so the item can be dropped only into Tabula lists.
    ///   - dropFromOutside: the items to insert for a drop from outside the list (another
    ///     app, or a list of other types): it gets the drop's item providers and the path
    ///     the first item goes to, loads what it needs (asynchronously, if it must) and
    ///     returns the items; they are inserted after the item that stood before that path,
    ///     even if the list changed meanwhile. An identity the list holds already is refused.
    ///     `nil`: such drops are refused.
    public func enableDragAndDrop(
        canDrag: (@MainActor (Item) -> Bool)? = nil,
        itemProvider: (@MainActor (Item) -> NSItemProvider)? = nil,
        dropFromOutside: (@MainActor ([NSItemProvider], ListIndexPath) async throws -> [Item])? = nil
    ) {
        let delegate = dragAndDrop?.delegate ?? ListDragDropDelegate()
        delegate.handler = self
        dragAndDrop = ListDragAndDropSettings(
            delegate: delegate, canDrag: canDrag, itemProvider: itemProvider, dropFromOutside: dropFromOutside)
        installDragAndDrop(delegate)
    }

    /// Turns drag and drop off (the view's drag and drop delegates are removed and its
    /// drag interaction disabled).
    public func disableDragAndDrop() {
        installDragAndDrop(nil)
        dragAndDrop = nil
    }

    /// Whether ``enableDragAndDrop(canDrag:itemProvider:dropFromOutside:)`` turned drag and
    /// drop on.
    public var isDragAndDropEnabled: Bool { dragAndDrop != nil }

    private func installDragAndDrop(_ delegate: ListDragDropDelegate?) {
        switch listHost.listView {
        case let tableView as UITableView:
            tableView.dragDelegate = delegate
            tableView.dropDelegate = delegate
            // Off by default on iPhone (UITableView.h:512-514).
            tableView.dragInteractionEnabled = delegate != nil
        case let collectionView as UICollectionView:
            collectionView.dragDelegate = delegate
            collectionView.dropDelegate = delegate
            collectionView.dragInteractionEnabled = delegate != nil
        default:
            break
        }
    }
}

extension UIKitListAdapter: ListDragDropHandling {
    // Not built yet: no drag begins and no drop is taken.
    func dragItems(at indexPath: IndexPath, adding: Bool, to session: any UIDragSession) -> [UIDragItem] { [] }
    func dragWillBegin() {}
    func dragDidEnd() {}
    func dropOperation(for session: any UIDropSession) -> UIDropOperation { .forbidden }
    func performDrop(_ items: [UIDragItem], at destination: IndexPath?, animate: (UIDragItem, IndexPath) -> Void) {}
}
#endif
