import Foundation

// UITableView's drag and drop API (UITableView.h, iOS 26.2 SDK): the delegates (lines 360-361),
// `dragInteractionEnabled`, `hasActiveDrag`, `hasActiveDrop` (lines 512-520), the drag and drop
// delegate protocols (lines 608-684), `UITableViewDropIntent` and `UITableViewDropProposal`
// (lines 689-716), the drop coordinator and its items (lines 722-796). What the view does with
// them: ListViewEngine+DragAndDrop.swift.

/// What a table asks about drags of its rows (UITableView.h:608; optional methods have
/// defaults that do what UIKit does without them).
@MainActor
public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// Required (line 615).
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    /// Default: none added (lines 619-623).
    func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem]
    /// Default: nothing (line 631).
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// Default: nothing (line 634).
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Default: YES (lines 636-638).
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] { [] }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        true
    }
}

/// What a table asks about drops on it (UITableView.h:648).
@MainActor
public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// Required (line 657).
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Default: YES (lines 661-663).
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// Default: nothing (line 666).
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// Default: a cancel proposal (lines 668-674; UIKit's default when the delegate lacks it is
    /// not published: the model lets no drop happen).
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
    /// Default: nothing (line 680).
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal { UITableViewDropProposal(operation: .cancel) }
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}

/// Where a drop goes (UITableView.h:689).
public enum UITableViewDropIntent: Int, Sendable {
    /// Not known yet; no gap (line 692).
    case unspecified
    /// Into rows inserted at the destination; opens a gap (lines 694-696).
    case insertAtDestinationIndexPath
    /// Into the row at the destination (line 700).
    case insertIntoDestinationIndexPath
    /// The table picks one of the two above (lines 702-706).
    case automatic
}

/// A table's drop proposal (UITableView.h:711).
@MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// The intent; `.unspecified` by default (line 715).
    public let intent: UITableViewDropIntent

    /// A proposal of `operation` with `intent` (line 713).
    public init(operation: UIDropOperation, intent: UITableViewDropIntent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with the default intent (UIDropInteraction.h:89; line 715).
    public override init(operation: UIDropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }
}

/// One item of a drop on a table (UITableView.h:787).
@MainActor
public protocol UITableViewDropItem: NSObjectProtocol {
    /// The drag item (line 790).
    var dragItem: UIDragItem { get }
    /// Where the row came from, when it came from this table and the table was not updated
    /// or reloaded since the drag began (lines 792-796).
    var sourceIndexPath: IndexPath? { get }
}

/// What a table's drop delegate gets to perform the drop (UITableView.h:722).
@MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The items, in the session's order (line 725).
    var items: [any UITableViewDropItem] { get }
    /// The last hit-tested index path, or nil (lines 727-732).
    var destinationIndexPath: IndexPath? { get }
    /// The proposal at the time of the drop (line 735).
    var proposal: UITableViewDropProposal { get }
    /// The drop session (line 738).
    var session: any UIDropSession { get }
    /// Animates `dragItem` to a row inserted at `indexPath` by a batch made before this call
    /// (lines 745-748).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
}

/// The model's drop item and coordinator. *Model internals.*
@MainActor
final class ModelTableDropItem: NSObject, UITableViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

@MainActor
final class ModelTableDropCoordinator: NSObject, UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession
    let animate: (UIDragItem, IndexPath) -> Void

    init(
        items: [any UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
        session: any UIDropSession, animate: @escaping (UIDragItem, IndexPath) -> Void
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.animate = animate
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        animate(dragItem, indexPath)
        return ModelDragAnimator()
    }
}

extension UITableView {
    /// The drag delegate (UITableView.h:360; weak).
    public var dragDelegate: (any UITableViewDragDelegate)? {
        get { engine.dragAndDrop.dragDelegate as? any UITableViewDragDelegate }
        set { engine.dragAndDrop.dragDelegate = newValue }
    }
    /// The drop delegate (UITableView.h:361; weak).
    public var dropDelegate: (any UITableViewDropDelegate)? {
        get { engine.dragAndDrop.dropDelegate as? any UITableViewDropDelegate }
        set { engine.dragAndDrop.dropDelegate = newValue }
    }
    /// Whether rows can be dragged (UITableView.h:514); YES by default as of iOS 15
    /// (line 513).
    public var dragInteractionEnabled: Bool {
        get { engine.dragAndDrop.dragInteractionEnabled }
        set { engine.dragAndDrop.dragInteractionEnabled = newValue }
    }
    /// Whether a drag of rows is in progress (UITableView.h:516-517).
    public var hasActiveDrag: Bool { engine.dragAndDrop.activeDrags > 0 }
    /// Whether the table tracks a drop (UITableView.h:519-520).
    public var hasActiveDrop: Bool { engine.dragAndDrop.tracksDrop }

    /// *Model only: not UIKit API.* The user long-presses the row at `paths[0]`, taps the
    /// other rows into the drag and starts dragging; `nil` when no drag begins.
    public func modelBeginDrag(at paths: [IndexPath]) -> ModelDragDropSession? {
        modelBeginDragging(at: paths)
    }

    /// *Model only: not UIKit API.* The user lets go of `session` over this table at
    /// `destination` (a row index path; the section's row count at its end; `nil` over empty
    /// space).
    @discardableResult
    public func modelDrop(_ session: ModelDragDropSession, at destination: IndexPath?) -> ModelDropOutcome {
        modelDropping(session, at: destination)
    }

    /// *Model only: not UIKit API.* The drag of `session`, begun in this table, ends.
    public func modelEndDrag(_ session: ModelDragDropSession) {
        modelEndDragging(session)
    }
}

extension UITableView: ModelDragDropView {
    var dragAndDropEngine: ListViewEngine { engine }

    /// A table places its own rows, the gap too (lines 694-696): nothing of the app's is asked.
    func modelOpenDropGap(at destination: IndexPath) {}

    func modelCloseDropGap() {}

    func modelItemsForBeginning(_ session: ModelDragDropSession, at indexPath: IndexPath) -> [UIDragItem]? {
        dragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath)
    }

    func modelItemsForAdding(_ session: ModelDragDropSession, at indexPath: IndexPath) -> [UIDragItem] {
        let frame = rectForRow(at: indexPath)
        return dragDelegate?.tableView(
            self, itemsForAddingTo: session, at: indexPath, point: CGPoint(x: frame.midX, y: frame.midY)) ?? []
    }

    func modelDragWillBegin(_ session: ModelDragDropSession) {
        dragDelegate?.tableView(self, dragSessionWillBegin: session)
    }

    func modelDragDidEnd(_ session: ModelDragDropSession) {
        dragDelegate?.tableView(self, dragSessionDidEnd: session)
    }

    func modelDragAllowsMove(_ session: ModelDragDropSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session) ?? true
    }

    func modelCanHandle(_ session: ModelDragDropSession) -> Bool? {
        dropDelegate.map { $0.tableView(self, canHandle: session) }
    }

    func modelDropDidEnter(_ session: ModelDragDropSession) {
        dropDelegate?.tableView(self, dropSessionDidEnter: session)
    }

    func modelProposal(_ session: ModelDragDropSession, at destination: IndexPath?) -> (UIDropOperation, Bool) {
        guard
            let proposal = dropDelegate?.tableView(
                self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        else { return (.cancel, false) }
        return (proposal.operation, proposal.intent == .insertAtDestinationIndexPath)
    }

    func modelPerformDrop(
        _ session: ModelDragDropSession, items: [(UIDragItem, IndexPath?)], at destination: IndexPath?,
        operation: UIDropOperation, insertsAt: Bool, animate: @escaping (UIDragItem, IndexPath) -> Void
    ) {
        if operation == .move, insertsAt, items.count == 1, let source = items[0].1, let destination,
            modelReordersDrop(from: source, to: destination)
        {
            return
        }
        let coordinator = ModelTableDropCoordinator(
            items: items.map { ModelTableDropItem(dragItem: $0.0, sourceIndexPath: $0.1) },
            destinationIndexPath: destination,
            proposal: UITableViewDropProposal(
                operation: operation, intent: insertsAt ? .insertAtDestinationIndexPath : .unspecified),
            session: session, animate: animate)
        dropDelegate?.tableView(self, performDropWith: coordinator)
    }

    func modelDropDidEnd(_ session: ModelDragDropSession) {
        dropDelegate?.tableView(self, dropSessionDidEnd: session)
    }

    /// "Local drags with one item go through the existing `tableView(_:moveRowAt:to:)` method
    /// on the data source" (Apple's sample code "Adopting drag and drop in a table view", its
    /// `tableView(_:performDropWith:)`): a move of one row of this table that the data source
    /// can move (`canMoveRowAt`, as for reordering) and whose class implements `moveRowAt` is
    /// carried out as a reorder, and `performDropWithCoordinator:` is not called. The drop's
    /// destination counts the dragged row still in place (lines 668-670: at a section's end it
    /// equals the section's row count); `moveRowAt`'s is where the row ends up, so a row
    /// dragged down lands one above the destination. No header states when UIKit takes this
    /// path; the sample is the only source (WhatDiffersOnADevice.md). Returns whether it did.
    private func modelReordersDrop(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard let dataSource, modelImplementsMoveRow(dataSource), dataSource.tableView(self, canMoveRowAt: source),
            destination.section < numberOfSections
        else { return false }
        var final = destination
        if destination.section == source.section, destination.row > source.row { final.row -= 1 }
        let rows = engine.numberOfItems(inSection: final.section) - (final.section == source.section ? 1 : 0)
        final.row = max(0, min(final.row, rows))
        return modelSimulateInteractiveMove(from: source, to: final)
    }

    /// Whether the data source (or what it forwards to) answers `moveRowAt`: the model's
    /// protocol gives every optional method a default body, so it asks as the runtime would;
    /// a data source that does not answer through the model's messaging protocol counts as
    /// lacking it (the drop then goes to `performDropWithCoordinator:`, as before).
    private func modelImplementsMoveRow(_ dataSource: any UITableViewDataSource) -> Bool {
        guard let messaging = dataSource as? any UIKitModelObjectiveCMessaging else { return false }
        return messaging.responds(to: Selector("tableView:moveRowAtIndexPath:toIndexPath:"))
    }
}
