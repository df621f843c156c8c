#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

/// What ``UIKitListAdapter/enableDragAndDrop(canDrag:itemProvider:dropFromOutside:)`` set.
@MainActor
struct ListDragAndDropSettings<Item: Differentiable & Sendable> {
    /// The views' drag and drop delegate (UIKit holds it weakly; the adapter keeps it).
    let delegate: ListDragDropDelegate
    let canDrag: (@MainActor (Item) -> Bool)?
    let itemProvider: (@MainActor (Item) -> NSItemProvider)?
    let dropFromOutside: (@MainActor ([NSItemProvider], ListIndexPath) async throws -> [Item])?
    /// The view's `dragInteractionEnabled` before drag and drop was turned on, restored when
    /// it is turned off.
    let dragInteractionWasEnabled: Bool
}

/// The `localObject` of a drag item a Tabula list made: which list it came from and the
/// dragged item's identity, so a drop into a list of the same types moves the item by
/// identity instead of loading it from the item provider.
final class DraggedListItem: NSObject {
    /// The source list's updater (a `ListUpdater` of the source's types).
    private(set) weak var updater: AnyObject?
    /// The source list's storage, if it is bound to one.
    private(set) weak var storage: AnyObject?
    /// The dragged item's identity.
    let identifier: AnyHashable

    init(updater: AnyObject, storage: AnyObject?, identifier: AnyHashable) {
        self.updater = updater
        self.storage = storage
        self.identifier = identifier
    }
}

/// What ``ListDragDropDelegate`` asks its adapter, by index path: the generic adapter's half
/// of drag and drop (UIKit's drag and drop protocols are Objective-C protocols, which a
/// generic class can adopt only in its own body; the delegate is a separate, plain object).
@MainActor
protocol ListDragDropHandling: AnyObject {
    /// The drag items for the item at `indexPath`; `adding`: the user adds it to a drag in
    /// progress (`session` holds the items so far).
    func dragItems(at indexPath: IndexPath, adding: Bool, to session: any UIDragSession) -> [UIDragItem]
    /// A drag of this list's items began (after the lift) or ended.
    func dragWillBegin()
    func dragDidEnd()
    /// What a drop of `session` would do here: move Tabula items, copy content from outside
    /// (through the app's hook), or nothing.
    func dropOperation(for session: any UIDropSession) -> UIDropOperation
    /// The user dropped `items` at `destination` (an insertion path in the rows shown, the
    /// dragged ones included; `nil`: no row under the finger). `animate` moves a drag item
    /// into the row at a path the drop's batch inserted or moved.
    func performDrop(_ items: [UIDragItem], at destination: IndexPath?, animate: (UIDragItem, IndexPath) -> Void)
}
#endif
