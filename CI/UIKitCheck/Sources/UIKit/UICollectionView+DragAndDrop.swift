import Foundation

// UICollectionView's drag and drop API (UICollectionView.h, iOS 26.2 SDK): the delegates
// (lines 374-375), `dragInteractionEnabled` (lines 378-382), `hasActiveDrag` and
// `hasActiveDrop` (lines 504-508), the drag and drop delegate protocols (lines 539-632),
// `UICollectionViewDropIntent` and `UICollectionViewDropProposal` (lines 636-662), the drop
// coordinator and its items (lines 668-757). What the view does with them:
// ListViewEngine+DragAndDrop.swift (the table's words apply: the collection's comments at the
// lines named say the same).

/// What a collection view asks about drags of its items (UICollectionView.h:539).
@MainActor
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// Required (line 546).
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]
    /// Default: none added (line 555).
    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem]
    /// Default: nothing (line 565).
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// Default: nothing (line 569).
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    /// Default: YES (line 575).
    func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] { [] }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool { true }
}

/// What a collection view asks about drops on it (UICollectionView.h:586).
@MainActor
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// Required (line 596).
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Default: YES (line 603).
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// Default: nothing (line 607).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// Default: a cancel proposal (line 616; UIKit's default is not published: the model lets
    /// no drop happen).
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
    /// Default: nothing (line 624).
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal { UICollectionViewDropProposal(operation: .cancel) }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
}

/// Where a drop goes (UICollectionView.h:636).
public enum UICollectionViewDropIntent: Int, Sendable {
    /// Not known yet; no gap (line 640).
    case unspecified
    /// Into items inserted at the destination; opens a gap (lines 642-645).
    case insertAtDestinationIndexPath
    /// Into the item at the destination (lines 647-650).
    case insertIntoDestinationIndexPath
}

/// A collection view's drop proposal (UICollectionView.h:656).
@MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// The intent; `.unspecified` by default (lines 660-662).
    public let intent: UICollectionViewDropIntent

    /// A proposal of `operation` with `intent` (line 658).
    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with the default intent (UIDropInteraction.h:89; line 660).
    public override init(operation: UIDropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }
}

/// One item of a drop on a collection view (UICollectionView.h:743).
@MainActor
public protocol UICollectionViewDropItem: NSObjectProtocol {
    /// The drag item (line 745).
    var dragItem: UIDragItem { get }
    /// Where the item came from, when it came from this collection view (lines 747-752).
    var sourceIndexPath: IndexPath? { get }
}

/// What a collection view's drop delegate gets to perform the drop (UICollectionView.h:668).
@MainActor
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// The items, in the session's order (line 672).
    var items: [any UICollectionViewDropItem] { get }
    /// The last hit-tested index path, or nil (lines 674-677).
    var destinationIndexPath: IndexPath? { get }
    /// The proposal at the time of the drop (line 681).
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session (line 684).
    var session: any UIDropSession { get }
    /// Animates `dragItem` to an item inserted at `indexPath` by a batch made before this
    /// call (lines 700-705).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
}

/// The model's drop item and coordinator. *Model internals.*
@MainActor
final class ModelCollectionDropItem: NSObject, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

@MainActor
final class ModelCollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession
    let animate: (UIDragItem, IndexPath) -> Void

    init(
        items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
        proposal: UICollectionViewDropProposal, session: any UIDropSession,
        animate: @escaping (UIDragItem, IndexPath) -> Void
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.animate = animate
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        animate(dragItem, indexPath)
        return ModelDragAnimator()
    }
}

extension UICollectionView {
    /// The drag delegate (UICollectionView.h:374; weak).
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { engine.dragAndDrop.dragDelegate as? any UICollectionViewDragDelegate }
        set { engine.dragAndDrop.dragDelegate = newValue }
    }
    /// The drop delegate (UICollectionView.h:375; weak).
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { engine.dragAndDrop.dropDelegate as? any UICollectionViewDropDelegate }
        set { engine.dragAndDrop.dropDelegate = newValue }
    }
    /// Whether items can be dragged; YES by default since iOS 15 (UICollectionView.h:378-382).
    public var dragInteractionEnabled: Bool {
        get { engine.dragAndDrop.dragInteractionEnabled }
        set { engine.dragAndDrop.dragInteractionEnabled = newValue }
    }
    /// Whether a drag of items is in progress (UICollectionView.h:504).
    public var hasActiveDrag: Bool { engine.dragAndDrop.activeDrags > 0 }
    /// Whether the collection view tracks a drop (UICollectionView.h:508).
    public var hasActiveDrop: Bool { engine.dragAndDrop.tracksDrop }

    /// *Model only: not UIKit API.* The user long-presses the item at `paths[0]`, taps the
    /// other items into the drag and starts dragging; `nil` when no drag begins.
    public func modelBeginDrag(at paths: [IndexPath]) -> ModelDragDropSession? {
        modelBeginDragging(at: paths)
    }

    /// *Model only: not UIKit API.* The user lets go of `session` over this collection view
    /// at `destination` (the section's item count at its end; `nil` over empty space).
    @discardableResult
    public func modelDrop(_ session: ModelDragDropSession, at destination: IndexPath?) -> ModelDropOutcome {
        modelDropping(session, at: destination)
    }

    /// *Model only: not UIKit API.* The drag of `session`, begun in this collection view, ends.
    public func modelEndDrag(_ session: ModelDragDropSession) {
        modelEndDragging(session)
    }
}

extension UICollectionView: ModelDragDropView {
    var dragAndDropEngine: ListViewEngine { engine }

    func modelItemsForBeginning(_ session: ModelDragDropSession, at indexPath: IndexPath) -> [UIDragItem]? {
        dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath)
    }

    func modelItemsForAdding(_ session: ModelDragDropSession, at indexPath: IndexPath) -> [UIDragItem] {
        let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        return dragDelegate?.collectionView(
            self, itemsForAddingTo: session, at: indexPath, point: CGPoint(x: frame.midX, y: frame.midY)) ?? []
    }

    func modelDragWillBegin(_ session: ModelDragDropSession) {
        dragDelegate?.collectionView(self, dragSessionWillBegin: session)
    }

    func modelDragDidEnd(_ session: ModelDragDropSession) {
        dragDelegate?.collectionView(self, dragSessionDidEnd: session)
    }

    func modelDragAllowsMove(_ session: ModelDragDropSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session) ?? true
    }

    func modelCanHandle(_ session: ModelDragDropSession) -> Bool? {
        dropDelegate.map { $0.collectionView(self, canHandle: session) }
    }

    func modelDropDidEnter(_ session: ModelDragDropSession) {
        dropDelegate?.collectionView(self, dropSessionDidEnter: session)
    }

    func modelProposal(_ session: ModelDragDropSession, at destination: IndexPath?) -> (UIDropOperation, Bool) {
        guard
            let proposal = dropDelegate?.collectionView(
                self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        else { return (.cancel, false) }
        return (proposal.operation, proposal.intent == .insertAtDestinationIndexPath)
    }

    func modelPerformDrop(
        _ session: ModelDragDropSession, items: [(UIDragItem, IndexPath?)], at destination: IndexPath?,
        operation: UIDropOperation, insertsAt: Bool, animate: @escaping (UIDragItem, IndexPath) -> Void
    ) {
        let coordinator = ModelCollectionDropCoordinator(
            items: items.map { ModelCollectionDropItem(dragItem: $0.0, sourceIndexPath: $0.1) },
            destinationIndexPath: destination,
            proposal: UICollectionViewDropProposal(
                operation: operation, intent: insertsAt ? .insertAtDestinationIndexPath : .unspecified),
            session: session, animate: animate)
        dropDelegate?.collectionView(self, performDropWith: coordinator)
    }

    func modelDropDidEnd(_ session: ModelDragDropSession) {
        dropDelegate?.collectionView(self, dropSessionDidEnd: session)
    }

    /// An `.insertAtDestinationIndexPath` proposal "opens a gap at the specified location
    /// simulating the final dropped layout" (UICollectionView.h:643): the model shows that
    /// layout, the destination's section counting one more item (`numberOfItems(inSection:)`)
    /// until the gap closes. The layout is invalidated and prepared again, and asked for the
    /// attributes of the gap, of its section's items in view and of those it moves: "all layout subclasses
    /// should implement -layoutAttributesForItemAtIndexPath: to return layout attributes
    /// instances on demand for specific index paths" (UICollectionViewLayout.h:121). A layout
    /// that returns nil for an item the view shows makes UIKit raise "no
    /// UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath:"
    /// (UIKit's message, reported from custom layouts; no header states it). Whether UIKit
    /// opens the gap through its batch-update machinery (asking
    /// `prepareForCollectionViewUpdates:`) is not documented: a device is the judge
    /// (WhatDiffersOnADevice.md); the model does not.
    func modelOpenDropGap(at destination: IndexPath) {
        guard destination.section >= 0, destination.section < numberOfSections,
            destination.item >= 0, destination.item <= engine.numberOfItems(inSection: destination.section)
        else { return }
        engine.dragAndDrop.gapItem = destination
        collectionViewLayout.invalidateLayout()
        collectionViewLayout.prepare()
        let inView = CGRect(origin: contentOffset, size: bounds.size)
        var shown: Set<IndexPath> = [destination]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: inView) ?? []
        where attributes.representedElementCategory == .cell && attributes.indexPath.section == destination.section {
            shown.insert(attributes.indexPath)
        }
        // The items the gap moves along, to the section's end, whether the layout put them in
        // view or not: a layout that lost one (counting only the data source's items) may
        // well leave it out of its elements too.
        let count = numberOfItems(inSection: destination.section)
        for item in destination.item..<count { shown.insert(IndexPath(item: item, section: destination.section)) }
        for path in shown.sorted() where path.item < count {
            guard collectionViewLayout.layoutAttributesForItem(at: path) == nil else { continue }
            engine.raise(
                "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: "
                    + "<NSIndexPath> {length = 2, path = \(path.section) - \(path.item)}")
        }
    }

    /// The gap closes: the section counts its data source's items again, and the layout is
    /// asked again.
    func modelCloseDropGap() {
        guard engine.dragAndDrop.gapItem != nil else { return }
        engine.dragAndDrop.gapItem = nil
        collectionViewLayout.invalidateLayout()
        collectionViewLayout.prepare()
    }
}
