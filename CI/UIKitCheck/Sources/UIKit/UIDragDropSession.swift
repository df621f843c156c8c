import Foundation

// Drag items, drag and drop sessions, drop operations and proposals (iOS 26.2 SDK):
// - UIDragItem.h:17-29: `initWithItemProvider:` (the designated initializer; `init` is
//   unavailable), `itemProvider` (read-only), `localObject` ("visible only inside the app that
//   started the drag").
// - UIDragSession.h:18-33: `UIDragDropSession.items` ("if you display dropped items in a linear
//   order, place them in this order, first to last"); line 47: `allowsMoveOperation` (from the
//   drag delegate's `dragSessionAllowsMoveOperation`); lines 70-75: `UIDragSession.localContext`;
//   lines 86-91: `UIDropSession.localDragSession`, "If the drag was started in a different app,
//   this is nil".
// - UIDropInteraction.h:41-82: `UIDropOperation` (cancel, forbidden: no data transfer, the
//   drop is not performed; copy, move: performed; move "only if UIDropSession's
//   allowsMoveOperation is true. Otherwise it will be treated as UIDropOperationCancel");
//   lines 87-95: `UIDropProposal(dropOperation:)`, `operation`.
// - UIDragInteraction.h:21-30: `UIDragAnimating` (`addAnimations:`, `addCompletion:`).
// Not modelled: locations, previews, `NSProgressReporting` of a drop session, type queries.

/// One item of a drag (UIDragItem.h:17).
@MainActor
open class UIDragItem: NSObject {
    /// The item's data (UIDragItem.h:23).
    public let itemProvider: NSItemProvider
    /// Anything the app attaches, seen only inside the app that started the drag (UIDragItem.h:29).
    open var localObject: Any?

    /// A drag item for `itemProvider` (UIDragItem.h:19).
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// What drag and drop sessions share (UIDragSession.h:18).
@MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    /// The items, in the order a drop should place them (UIDragSession.h:33).
    var items: [UIDragItem] { get }
    /// Whether a drop may move the items (UIDragSession.h:47).
    var allowsMoveOperation: Bool { get }
}

/// A drag in progress, as its source sees it (UIDragSession.h:70).
@MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source app attaches (UIDragSession.h:75).
    var localContext: Any? { get set }
}

/// A drag in progress, as a place it may be dropped sees it (UIDragSession.h:86).
@MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag began in this app; `nil` for another app's drag
    /// (UIDragSession.h:91).
    var localDragSession: (any UIDragSession)? { get }
}

/// What a drop does (UIDropInteraction.h:41).
public enum UIDropOperation: UInt, Sendable {
    /// The drag is cancelled; the drop is not performed (line 50).
    case cancel = 0
    /// The drag is cancelled here, where a drop is explicitly forbidden (line 58).
    case forbidden = 1
    /// The data is copied; the drop is performed (line 69).
    case copy = 2
    /// The data is moved; the drop is performed, if the session allows moving (line 82).
    case move = 3
}

/// What a drop at the current place would do (UIDropInteraction.h:87).
@MainActor
open class UIDropProposal: NSObject {
    /// The operation (UIDropInteraction.h:95).
    public let operation: UIDropOperation

    /// A proposal of `operation` (UIDropInteraction.h:89).
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// Animations alongside the system's drop animation (UIDragInteraction.h:21).
@MainActor
public protocol UIDragAnimating: NSObjectProtocol {
    /// Adds animations to run with the drop's (UIDragInteraction.h:29).
    func addAnimations(_ animations: @escaping () -> Void)
}

/// *Model only: not UIKit API.* A drag session of the model's user: the items lifted so far,
/// and whether it began in this app.
@MainActor
public final class ModelDragDropSession: NSObject, UIDragSession, UIDropSession {
    public private(set) var items: [UIDragItem] = []
    public internal(set) var allowsMoveOperation: Bool
    public var localContext: Any?
    /// Whether the drag began in this app (a drop then sees this session as its
    /// `localDragSession`).
    let isLocal: Bool
    /// The view the drag began in (`nil` for another app's drag).
    weak var sourceView: (any ModelListView)?
    /// The source's paths of `items`, and how many batches the source view had accepted
    /// when the drag began (a drop item's `sourceIndexPath` is nil once the view was updated).
    var sourcePaths: [IndexPath] = []
    var sourceBatchesAtStart = 0

    init(isLocal: Bool, allowsMoveOperation: Bool) {
        self.isLocal = isLocal
        self.allowsMoveOperation = allowsMoveOperation
        super.init()
    }

    /// Another app's drag of `providers`: no local drag session (UIDragSession.h:89-91). The
    /// other app's drag delegate decides `allowsMoveOperation` (UIDragSession.h:41-47); the
    /// model's other app allows no move, the strictest case for a receiver.
    public static func fromAnotherApp(_ providers: [NSItemProvider]) -> ModelDragDropSession {
        let session = ModelDragDropSession(isLocal: false, allowsMoveOperation: false)
        session.items = providers.map(UIDragItem.init(itemProvider:))
        return session
    }

    public var localDragSession: (any UIDragSession)? { isLocal ? self : nil }

    func add(_ newItems: [UIDragItem], at path: IndexPath) {
        items += newItems
        sourcePaths += Array(repeating: path, count: newItems.count)
    }
}

/// The model's drop animation: records nothing, runs added animations at once. *Model internals.*
@MainActor
final class ModelDragAnimator: NSObject, UIDragAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
}
