import Foundation

// The drag and drop of a table or collection view, as UIKit's headers describe it (iOS 26.2
// SDK; UITableView.h lines below, the same words in UICollectionView.h:539-770):
//
// Drag (the source view):
// - `dragInteractionEnabled` (UITableView.h:512-514; UICollectionView.h:378-382): no drag
//   begins when it is NO. "As of iOS 15, this is true for both iPhone and iPad by default.
//   Prior to iOS 15, it defaulted to false on iPhone" (both headers): the model is iOS 15 or
//   later, so both views start with YES.
// - `itemsForBeginningDragSession:atIndexPath:` (line 615, required): "If an empty array is
//   returned a drag session will not begin" (line 614).
// - `itemsForAddingToDragSession:atIndexPath:point:` (line 623): the user adds an item to the
//   drag; "if an empty array is returned, no items will be added" (lines 621-622).
// - `dragSessionWillBegin:` "after the lift animation", "always balanced" with
//   `dragSessionDidEnd:` (lines 629-634); `hasActiveDrag` is YES in between (lines 516-517).
// - `dragSessionAllowsMoveOperation:` (lines 636-638, default YES) becomes the session's
//   `allowsMoveOperation` (UIDragSession.h:41-47).
//
// Drop (the destination view):
// - `canHandleDropSession:` (lines 661-663, default YES): NO, and "no further delegate
//   methods will be called for this drop session".
// - `dropSessionDidEnter:` (line 666), then `dropSessionDidUpdate:withDestinationIndexPath:`
//   (lines 668-674): the destination is a row index path, equal to the section's row count at
//   its end, or nil. An `.insertAtDestinationIndexPath` intent "opens a gap" (lines 694-696),
//   and a view "displaying a drop target gap" has uncommitted updates (line 434);
//   `hasActiveDrop` is YES while the view tracks the drop (lines 519-520).
// - The operation: cancel and forbidden perform no drop (UIDropInteraction.h:44-58); move is
//   "treated as UIDropOperationCancel" unless the session allows moving (lines 72-74).
// - `performDropWithCoordinator:` (lines 652-657): the coordinator's items (line 725) in the
//   session's order, each with its drag item and, when it came from this very view and the
//   view was not "updated or reloaded after the drag begins", its `sourceIndexPath`
//   (lines 792-794); `destinationIndexPath` (lines 727-732); the proposal (line 735).
//   `dropItem:toRowAtIndexPath:` animates an item "to a row that you inserted at this index
//   path. You must call -performBatchUpdates:completion: to update your data source and
//   insert a new row into the table view prior to calling this method" (lines 745-748): the
//   model records every such call whose row no batch of this drop showed.
//   "If your implementation of this method does nothing, default drop animations will be
//   supplied and the table view will revert back to its initial state" (lines 655-656).
// - `dropSessionDidEnd:` "when the drop session completed, regardless of outcome" (line 679).
//
// Not modelled: locations and spring loading, previews, placeholders, autoscrolling, the
// `.automatic` and `.insertIntoDestinationIndexPath` intents (the model honours only "insert
// at"), several drags at once in one view.

/// A view's drag and drop settings and state. *Model internals.*
struct ModelDragAndDropState {
    weak var dragDelegate: AnyObject?
    weak var dropDelegate: AnyObject?
    var dragInteractionEnabled: Bool
    /// Drags of this view's items in progress (between will-begin and did-end).
    var activeDrags = 0
    /// Whether a drop session is tracked here now, and whether its proposal opened a gap.
    var tracksDrop = false
    var showsDropGap = false
    /// A collection view's open drop gap, counted as an item (UICollectionView+DragAndDrop.swift).
    var gapItem: IndexPath?
}

/// *Model only: not UIKit API.* What the model's user's drop did.
public struct ModelDropOutcome: Sendable, Equatable {
    /// The operation of the last proposal.
    public var operation: UIDropOperation
    /// Whether `performDropWithCoordinator:` was called.
    public var performed: Bool
    /// The index paths the delegate animated drag items to (`dropItem:toRowAtIndexPath:` /
    /// `dropItem:toItemAtIndexPath:`), in call order.
    public var animatedTo: [IndexPath]
    /// Those of `animatedTo` no batch of the drop had shown first (UITableView.h:746 asks for
    /// the batch first): always empty in a correct program.
    public var animatedBeforeTheirBatch: [IndexPath]
    /// `performBatchUpdates` calls made inside `performDropWithCoordinator:`.
    public var batchesDuringDrop: Int
}

/// What a table or collection view answers for drag and drop: its delegates' calls, each
/// with its default when the delegate lacks it. *Model internals.*
@MainActor
protocol ModelDragDropView: ModelListView {
    var dragAndDropEngine: ListViewEngine { get }
    func modelItemsForBeginning(_ session: ModelDragDropSession, at indexPath: IndexPath) -> [UIDragItem]?
    func modelItemsForAdding(_ session: ModelDragDropSession, at indexPath: IndexPath) -> [UIDragItem]
    func modelDragWillBegin(_ session: ModelDragDropSession)
    func modelDragDidEnd(_ session: ModelDragDropSession)
    func modelDragAllowsMove(_ session: ModelDragDropSession) -> Bool
    /// `nil` without a drop delegate.
    func modelCanHandle(_ session: ModelDragDropSession) -> Bool?
    func modelDropDidEnter(_ session: ModelDragDropSession)
    /// The proposal's operation and whether its intent inserts at the destination.
    func modelProposal(_ session: ModelDragDropSession, at destination: IndexPath?) -> (UIDropOperation, Bool)
    func modelPerformDrop(
        _ session: ModelDragDropSession, items: [(UIDragItem, IndexPath?)], at destination: IndexPath?,
        operation: UIDropOperation, insertsAt: Bool, animate: @escaping (UIDragItem, IndexPath) -> Void)
    func modelDropDidEnd(_ session: ModelDragDropSession)
    /// The proposal opened a gap at `destination`: lay it out (a collection view), or nothing.
    func modelOpenDropGap(at destination: IndexPath)
    /// The gap closes: the drop is performed, or the session leaves.
    func modelCloseDropGap()
}

extension ModelDragDropView {
    /// The user lifts the item at `paths[0]` and taps the others into the drag; `nil` when no
    /// drag begins (no drag delegate, drag interaction disabled, or no items for the first).
    func modelBeginDragging(at paths: [IndexPath]) -> ModelDragDropSession? {
        let engine = dragAndDropEngine
        guard let first = paths.first, engine.dragAndDrop.dragInteractionEnabled,
            engine.dragAndDrop.dragDelegate != nil
        else { return nil }
        let session = ModelDragDropSession(isLocal: true, allowsMoveOperation: true)
        guard let items = modelItemsForBeginning(session, at: first), !items.isEmpty else { return nil }
        session.add(items, at: first)
        for path in paths.dropFirst() {
            session.add(modelItemsForAdding(session, at: path), at: path)
        }
        session.sourceView = self
        session.sourceBatchesAtStart = engine.counters.performBatchUpdatesCalls + engine.counters.reloadDataCalls
        session.allowsMoveOperation = modelDragAllowsMove(session)
        engine.dragAndDrop.activeDrags += 1
        modelDragWillBegin(session)
        return session
    }

    /// The user lets go of `session` over this view at `destination`.
    func modelDropping(_ session: ModelDragDropSession, at destination: IndexPath?) -> ModelDropOutcome {
        let engine = dragAndDropEngine
        var outcome = ModelDropOutcome(
            operation: .cancel, performed: false, animatedTo: [], animatedBeforeTheirBatch: [], batchesDuringDrop: 0)
        guard let canHandle = modelCanHandle(session), canHandle else { return outcome }
        engine.dragAndDrop.tracksDrop = true
        modelDropDidEnter(session)
        var (operation, insertsAt) = modelProposal(session, at: destination)
        if operation == .move, !session.allowsMoveOperation { operation = .cancel }
        outcome.operation = operation
        engine.dragAndDrop.showsDropGap = insertsAt && destination != nil && (operation == .copy || operation == .move)
        if engine.dragAndDrop.showsDropGap, let destination { modelOpenDropGap(at: destination) }
        // The app inserts the dropped items where the gap was (lines 745-748): the model
        // closes the gap first. Whether UIKit closes it before `performDropWithCoordinator:`
        // or inside the app's batch, no header says (WhatDiffersOnADevice.md).
        modelCloseDropGap()
        if operation == .copy || operation == .move {
            let fromHere = session.sourceView === self
            let unchanged =
                session.sourceBatchesAtStart == engine.counters.performBatchUpdatesCalls
                + engine.counters.reloadDataCalls
            let items = session.items.enumerated().map { index, item in
                let path = index < session.sourcePaths.count ? session.sourcePaths[index] : nil
                return (item, fromHere && unchanged ? path : nil)
            }
            let batchesBefore = engine.counters.performBatchUpdatesCalls
            var animated: [IndexPath] = []
            var early: [IndexPath] = []
            modelPerformDrop(session, items: items, at: destination, operation: operation, insertsAt: insertsAt) {
                [weak self] _, path in
                animated.append(path)
                let batches = engine.counters.performBatchUpdatesCalls - batchesBefore
                let exists =
                    path.section < (self?.modelNumberOfSections() ?? 0)
                    && path.item < (self?.modelNumberOfItems(inSection: path.section) ?? 0)
                if batches == 0 || !exists { early.append(path) }
            }
            outcome.performed = true
            outcome.animatedTo = animated
            outcome.animatedBeforeTheirBatch = early
            outcome.batchesDuringDrop = engine.counters.performBatchUpdatesCalls - batchesBefore
        }
        engine.dragAndDrop.showsDropGap = false
        engine.dragAndDrop.tracksDrop = false
        modelDropDidEnd(session)
        return outcome
    }

    /// The drag of `session`, which began here, ends (dropped or cancelled).
    func modelEndDragging(_ session: ModelDragDropSession) {
        let engine = dragAndDropEngine
        guard engine.dragAndDrop.activeDrags > 0 else { return }
        engine.dragAndDrop.activeDrags -= 1
        modelDragDidEnd(session)
    }
}
