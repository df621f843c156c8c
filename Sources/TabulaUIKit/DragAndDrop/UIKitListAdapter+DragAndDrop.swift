#if os(iOS) || TABULA_UIKIT_MODEL
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
            delegate: delegate, canDrag: canDrag, itemProvider: itemProvider, dropFromOutside: dropFromOutside,
            dragInteractionWasEnabled: dragAndDrop?.dragInteractionWasEnabled ?? dragInteractionEnabled)
        installDragAndDrop(delegate, dragInteractionEnabled: true)
    }

    /// Turns drag and drop off: the view's drag and drop delegates are removed and its
    /// `dragInteractionEnabled` is what it was before drag and drop was turned on.
    public func disableDragAndDrop() {
        guard let settings = dragAndDrop else { return }
        installDragAndDrop(nil, dragInteractionEnabled: settings.dragInteractionWasEnabled)
        dragAndDrop = nil
    }

    /// Whether ``enableDragAndDrop(canDrag:itemProvider:dropFromOutside:)`` turned drag and
    /// drop on.
    public var isDragAndDropEnabled: Bool { dragAndDrop != nil }

    /// The view's `dragInteractionEnabled` (YES by default as of iOS 15, iPhone included:
    /// UITableView.h:512-513, UICollectionView.h:378-380).
    private var dragInteractionEnabled: Bool {
        switch listHost.listView {
        case let tableView as UITableView: tableView.dragInteractionEnabled
        case let collectionView as UICollectionView: collectionView.dragInteractionEnabled
        default: false
        }
    }

    private func installDragAndDrop(_ delegate: ListDragDropDelegate?, dragInteractionEnabled enabled: Bool) {
        switch listHost.listView {
        case let tableView as UITableView:
            tableView.dragDelegate = delegate
            tableView.dropDelegate = delegate
            tableView.dragInteractionEnabled = enabled
        case let collectionView as UICollectionView:
            collectionView.dragDelegate = delegate
            collectionView.dropDelegate = delegate
            collectionView.dragInteractionEnabled = enabled
        default:
            break
        }
    }
}

extension UIKitListAdapter: ListDragDropHandling {
    func dragItems(at indexPath: IndexPath, adding: Bool, to session: any UIDragSession) -> [UIDragItem] {
        guard let settings = dragAndDrop, let item = updater.item(at: ListIndexPath(indexPath)),
            settings.canDrag?(item) ?? true
        else { return [] }
        let identifier = AnyHashable(item.differenceIdentifier)
        // An item already in the drag is not added twice.
        if adding, session.items.contains(where: { ($0.localObject as? DraggedListItem)?.identifier == identifier }) {
            return []
        }
        let dragItem = UIDragItem(itemProvider: settings.itemProvider?(item) ?? NSItemProvider())
        dragItem.localObject = DraggedListItem(updater: updater, storage: storage, identifier: identifier)
        return [dragItem]
    }

    func dragWillBegin() {
        updater.beginUserDrag()
    }

    func dragDidEnd() {
        updater.endUserDrag()
    }

    func dropOperation(for session: any UIDropSession) -> UIDropOperation {
        if localDrop(of: session.items) != nil { return .move }
        return dragAndDrop?.dropFromOutside == nil ? .forbidden : .copy
    }

    /// The source list and identities of `items` when they are all items of one Tabula list
    /// of this adapter's types (its updater still there); `nil` otherwise.
    private func localDrop(
        of items: [UIDragItem]
    ) -> (source: ListUpdater<Section, Item>, storage: ListStorage<Section, Item>?, ids: [Item.DifferenceIdentifier])? {
        let dragged = items.compactMap { $0.localObject as? DraggedListItem }
        guard !items.isEmpty, dragged.count == items.count,
            let source = dragged[0].updater as? ListUpdater<Section, Item>,
            dragged.allSatisfy({ $0.updater === source })
        else { return nil }
        let ids = dragged.compactMap { $0.identifier.base as? Item.DifferenceIdentifier }
        guard ids.count == dragged.count else { return nil }
        return (source, dragged[0].storage as? ListStorage<Section, Item>, ids)
    }

    func performDrop(_ items: [UIDragItem], at destination: IndexPath?, animate: (UIDragItem, IndexPath) -> Void) {
        let counts = updater.itemCounts()
        guard let last = counts.indices.last else { return }
        // No row under the finger: the end of the last section (UITableView.h:730-731).
        var target = destination.map(ListIndexPath.init) ?? ListIndexPath(item: counts[last], section: last)
        if let (source, sourceStorage, ids) = localDrop(of: items) {
            let batchesBefore = listHost.batchesPerformed
            do {
                if source === updater {
                    // UIKit's path counts the dragged rows still in place (UITableView.h:669-670:
                    // at the end of a section it equals the section's row count); the updater's
                    // is the first dropped item's path once they are taken out.
                    let before = ids.compactMap { presentedPath(of: $0) }.count {
                        $0.section == target.section && $0.item < target.item
                    }
                    target = ListIndexPath(item: max(0, target.item - before), section: target.section)
                    try updater.userDroppedItems(withIdentifiers: ids, at: target, in: storage)
                } else {
                    try updater.userDroppedItems(
                        withIdentifiers: ids, from: source, storage: sourceStorage, at: target, in: storage)
                }
            } catch {
                // Nothing changed: UIKit puts the items back (UITableView.h:655-656).
                logger.error("drop refused: \(error)")
                return
            }
            // Items dropped where they stood change nothing, and no batch inserts their rows:
            // UIKit animates only to rows a batch inserted first (UITableView.h:745-746,
            // UICollectionView.h:700-701), and puts the items back itself otherwise.
            guard listHost.batchesPerformed > batchesBefore else { return }
            animateDroppedItems(items, ids: ids, from: target, animate: animate)
            return
        }
        dropFromOutside(items.map(\.itemProvider), at: target)
    }

    /// Animates each drag item into its row, for rows the drop's batch already shows:
    /// UIKit wants the rows inserted by a batch first (UITableView.h:745-746). When a batch
    /// was still animating, the drop's batch follows it and UIKit's default animation plays.
    private func animateDroppedItems(
        _ items: [UIDragItem], ids: [Item.DifferenceIdentifier], from first: ListIndexPath,
        animate: (UIDragItem, IndexPath) -> Void
    ) {
        for (offset, (dragItem, identifier)) in zip(items, ids).enumerated() {
            let path = ListIndexPath(item: first.item + offset, section: first.section)
            guard listHost.numberOfSections > path.section, listHost.numberOfItems(inSection: path.section) > path.item,
                updater.item(at: path)?.differenceIdentifier == identifier
            else { continue }
            animate(dragItem, IndexPath(path))
        }
    }

    /// A drop from outside: the app's hook turns the item providers into items, which are
    /// inserted where the drop was, found again by its neighbour once they are loaded.
    private func dropFromOutside(_ providers: [NSItemProvider], at target: ListIndexPath) {
        guard let load = dragAndDrop?.dropFromOutside else { return }
        let sections = updater.presentedSections
        guard sections.indices.contains(target.section) else { return }
        let sectionIdentity = sections[target.section].model.differenceIdentifier
        let neighbour =
            target.item > 0 ? updater.item(at: ListIndexPath(item: target.item - 1, section: target.section)) : nil
        Task { @MainActor [weak self] in
            do {
                let items = try await load(providers, target)
                guard let self, !items.isEmpty else { return }
                let now = self.updater.presentedSections
                guard let section = now.firstIndex(where: { $0.model.differenceIdentifier == sectionIdentity }) else {
                    self.logger.error("drop from outside: its section is gone")
                    return
                }
                var item = 0
                if let neighbour, let path = self.presentedPath(of: neighbour.differenceIdentifier),
                    path.section == section
                {
                    item = path.item + 1
                }
                try self.updater.userDroppedNewItems(
                    items, at: ListIndexPath(item: item, section: section), in: self.storage)
            } catch {
                self?.logger.error("drop from outside failed: \(error)")
            }
        }
    }
}
#endif
