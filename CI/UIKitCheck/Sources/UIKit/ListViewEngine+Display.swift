import Foundation

/// What the model's list views tell their delegate about display and scrolling: UITableView.h:106
/// (`willDisplayCell:forRowAtIndexPath:`), :109 (`didEndDisplayingCell:`), UICollectionView.h:164,
/// :166 (the collection's pair) and UIScrollView.h:303 (`scrollViewDidScroll:`, "any offset changes").
/// *Model internals.*
@MainActor
protocol ModelListViewEvents: ModelListView {
    /// `willDisplay` for a cell that appears at `indexPath`.
    func modelWillDisplay(_ cell: UIView, at indexPath: IndexPath)
    /// `didEndDisplaying` for a cell that left; `indexPath` is the last one it showed.
    func modelDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath)
    /// `scrollViewDidScroll`.
    func modelDidScroll()
}

/// The cells the delegate was told are on screen, the offset it last heard of, and how
/// each batch was animated. *Model internals.*
struct ModelDisplayState {
    var displayed: [ObjectIdentifier: (cell: UIView, indexPath: IndexPath)] = [:]
    var reportedOffset: CGPoint = .zero
    var batches: [ModelBatchAnimation] = []
}

/// How one `performBatchUpdates` was animated. *Model only: not UIKit API.*
public struct ModelBatchAnimation: Equatable, Sendable {
    /// Whether animations were on when the batch ran (`UIView.areAnimationsEnabled`).
    public var animationsEnabled: Bool
    /// The row animations the batch's table changes were declared with, in declaration
    /// order (collections: none).
    public var rowAnimations: [UITableView.RowAnimation]

    /// A record of a batch.
    public init(animationsEnabled: Bool, rowAnimations: [UITableView.RowAnimation]) {
        self.animationsEnabled = animationsEnabled
        self.rowAnimations = rowAnimations
    }
}

extension ListViewEngine {
    /// Notes that a batch starts (nested batches fold into the outer one, as in UIKit).
    func noteBatchStarts() {
        displayState.batches.append(
            ModelBatchAnimation(animationsEnabled: UIView.areAnimationsEnabled, rowAnimations: []))
    }

    /// Notes the row animation of a declared table change.
    func noteRowAnimation(_ animation: UITableView.RowAnimation) {
        guard !displayState.batches.isEmpty else { return }
        displayState.batches[displayState.batches.count - 1].rowAnimations.append(animation)
    }

    /// Tells the delegate which cells appeared and which left since the last update, as
    /// UIKit does around its layout pass (ends first, then appearances, top to bottom).
    func reportDisplayChanges() {
        guard let view = view as? any ModelListViewEvents else { return }
        var visible: [ObjectIdentifier: (cell: UIView, indexPath: IndexPath)] = [:]
        var order: [ObjectIdentifier] = []
        for path in indexPathsForVisibleItems {
            guard let cell = visibleCell(at: path) else { continue }
            let id = ObjectIdentifier(cell)
            visible[id] = (cell, path)
            order.append(id)
        }
        let ended = displayState.displayed.filter { visible[$0.key] == nil }.values
            .sorted { $0.indexPath < $1.indexPath }
        let appeared = order.filter { displayState.displayed[$0] == nil }.compactMap { visible[$0] }
        displayState.displayed = visible
        for entry in ended { view.modelDidEndDisplaying(entry.cell, at: entry.indexPath) }
        for entry in appeared { view.modelWillDisplay(entry.cell, at: entry.indexPath) }
    }

    /// Tells the delegate that a displayed cell left (it went back to its reuse queue,
    /// perhaps to be dequeued again at once for another row).
    func reportEndOfDisplay(_ cell: UIView) {
        guard let entry = displayState.displayed.removeValue(forKey: ObjectIdentifier(cell)),
            let view = view as? any ModelListViewEvents
        else { return }
        view.modelDidEndDisplaying(entry.cell, at: entry.indexPath)
    }

    /// Tells the delegate the content offset changed, once per change.
    func reportScrollIfMoved() {
        guard let view = view as? any ModelListViewEvents else { return }
        let offset = view.contentOffset
        guard offset != displayState.reportedOffset else { return }
        displayState.reportedOffset = offset
        view.modelDidScroll()
    }
}
