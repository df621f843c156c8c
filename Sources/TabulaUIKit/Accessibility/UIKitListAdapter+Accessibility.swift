#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

/// VoiceOver's "Move up" and "Move down" on a cell: a subclass only so the adapter can tell
/// its own actions from the app's when it replaces them.
final class ListMoveAccessibilityAction: UIAccessibilityCustomAction {}

extension UIKitListAdapter {
    /// Describes a cell the catalog just filled: the adapter's ``accessibility`` closure, or
    /// a widget's own description; then its move actions.
    func describeForAccessibility(_ cell: any ListReusableView, item: Item, at path: ListIndexPath) {
        guard let view = cell as? UIView else { return }
        if let accessibility {
            view.showListAccessibility(accessibility(item))
        } else if let widget = item as? ListWidget {
            view.showListAccessibility(widget.accessibility)
        }
        updateMoveActions(of: view, showing: item, at: path)
    }

    /// Offers "Move up" and "Move down" on `view` when ``canMoveItem`` allows `item`, none
    /// towards an end of its section it is at; the app's own custom actions stay.
    func updateMoveActions(of view: UIView, showing item: Item, at path: ListIndexPath) {
        let kept = (view.accessibilityCustomActions ?? []).filter { !($0 is ListMoveAccessibilityAction) }
        var moves: [ListAccessibility.Move] = []
        if let canMoveItem, canMoveItem(item) { moves = updater.accessibilityMoves(forItemAt: path) }
        let identity = item.differenceIdentifier
        let actions = moves.map { move in
            ListMoveAccessibilityAction(name: accessibilityMoveName(move)) { [weak self, weak view] _ in
                self?.performAccessibilityMove(move, ofItemWith: identity, cell: view) ?? false
            }
        }
        let all = kept + actions
        // A cell that never had actions keeps `nil`, as UIKit leaves it.
        if !all.isEmpty || view.accessibilityCustomActions != nil {
            view.accessibilityCustomActions = all.isEmpty ? nil : all
        }
    }

    /// Offers the moves of every visible cell again: after an update an item may have
    /// reached or left an end of its section without its cell being filled again.
    func refreshAccessibilityMoves() {
        guard let listView = listHost.listView else { return }
        for indexPath in listView.visibleItemIndexPaths {
            let path = ListIndexPath(indexPath)
            guard let cell = listView.visibleCell(at: indexPath), let item = updater.item(at: path) else { continue }
            updateMoveActions(of: cell, showing: item, at: path)
        }
    }

    /// Moves the item with `identity` one place, as VoiceOver's action asked: through the
    /// storage when bound (the transaction a drag makes), animated in one batch
    /// (``/Tabula/ListUpdater/accessibilityMove(_:itemAt:in:)``). Then posts
    /// `layoutChanged` with the moved cell, so VoiceOver stays on it (UIAccessibilityConstants.h
    /// line 136). Returns whether the item moved.
    func performAccessibilityMove(
        _ move: ListAccessibility.Move, ofItemWith identity: Item.DifferenceIdentifier, cell: UIView?
    ) -> Bool {
        guard let path = presentedPath(of: identity), let item = updater.item(at: path), canMoveItem?(item) == true
        else { return false }
        do {
            guard try updater.accessibilityMove(move, itemAt: path, in: storage) != nil else { return false }
        } catch {
            logger.error("VoiceOver's \(move) failed: \(error)")
            return false
        }
        UIAccessibility.post(notification: .layoutChanged, argument: cell)
        return true
    }
}
#endif
