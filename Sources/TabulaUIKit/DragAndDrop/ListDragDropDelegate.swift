#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import UIKit

/// The drag and drop delegate of a table or collection view whose adapter turned drag and
/// drop on: turns UIKit's calls into ``ListDragDropHandling`` calls on the adapter.
///
/// UIKit's calls and what they mean here (UITableView.h:608-684, UICollectionView.h, the
/// `UICollectionViewDragDelegate` and `UICollectionViewDropDelegate` protocols):
/// - `itemsForBeginning` / `itemsForAddingTo`: one drag item per item the adapter lets go;
///   an empty array starts no drag (UITableView.h:614) and adds nothing (line 621).
/// - `dragSessionWillBegin` / `dragSessionDidEnd`: always balanced (line 630); the source
///   list holds its updates in between.
/// - `dropSessionDidUpdate`: the proposal; an insert at the destination opens a gap
///   "simulating the final dropped layout" (line 695).
/// - `performDropWith`: "If your implementation of this method does nothing, default drop
///   animations will be supplied and the table view will revert back to its initial state"
///   (lines 655-656): a refused drop does nothing.
@MainActor
final class ListDragDropDelegate: NSObject {
    weak var handler: (any ListDragDropHandling)?
}

extension ListDragDropDelegate: UITableViewDragDelegate, UITableViewDropDelegate {
    func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        handler?.dragItems(at: indexPath, adding: false, to: session) ?? []
    }

    func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
        handler?.dragItems(at: indexPath, adding: true, to: session) ?? []
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        handler?.dragWillBegin()
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        handler?.dragDidEnd()
    }

    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        (handler?.dropOperation(for: session) ?? .forbidden) != .forbidden
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        let operation = handler?.dropOperation(for: session) ?? .forbidden
        return UITableViewDropProposal(
            operation: operation, intent: operation == .forbidden ? .unspecified : .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        handler?.performDrop(coordinator.items.map(\.dragItem), at: coordinator.destinationIndexPath) {
            _ = coordinator.drop($0, toRowAt: $1)
        }
    }
}

extension ListDragDropDelegate: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        handler?.dragItems(at: indexPath, adding: false, to: session) ?? []
    }

    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] {
        handler?.dragItems(at: indexPath, adding: true, to: session) ?? []
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
        handler?.dragWillBegin()
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
        handler?.dragDidEnd()
    }

    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        (handler?.dropOperation(for: session) ?? .forbidden) != .forbidden
    }

    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        let operation = handler?.dropOperation(for: session) ?? .forbidden
        // Tabula's layout lays the gap out while UIKit counts it (TabulaCollectionViewLayout).
        tabulaLayout(of: collectionView)?.expectDropGap(at: operation == .forbidden ? nil : destinationIndexPath)
        return UICollectionViewDropProposal(
            operation: operation, intent: operation == .forbidden ? .unspecified : .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {
        tabulaLayout(of: collectionView)?.expectDropGap(at: nil)
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        // The dropped items take the gap's place (UICollectionView.h:700-701).
        tabulaLayout(of: collectionView)?.expectDropGap(at: nil)
        handler?.performDrop(coordinator.items.map(\.dragItem), at: coordinator.destinationIndexPath) {
            _ = coordinator.drop($0, toItemAt: $1)
        }
    }

    private func tabulaLayout(of collectionView: UICollectionView) -> TabulaCollectionViewLayout? {
        collectionView.collectionViewLayout as? TabulaCollectionViewLayout
    }
}
#endif
