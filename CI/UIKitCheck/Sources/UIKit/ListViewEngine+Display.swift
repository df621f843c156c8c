import Foundation
import Tabula
import TabulaHeadless

/// What the model's list views tell their delegate about display and scrolling.
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

/// The cells the delegate was told are on screen, and the offset it last heard of.
/// *Model internals.*
struct ModelDisplayState {
    var displayed: [ObjectIdentifier: (cell: UIView, indexPath: IndexPath)] = [:]
    var reportedOffset: CGPoint = .zero
}

extension ListViewEngine {
    /// Tells the delegate which cells appeared and which left since the last update, as
    /// UIKit does around its layout pass (ends first, then appearances, top to bottom).
    func reportDisplayChanges() {
        guard let view = view as? any ModelListViewEvents else { return }
        var visible: [ObjectIdentifier: (cell: UIView, indexPath: IndexPath)] = [:]
        var order: [ObjectIdentifier] = []
        for path in headless.indexPathsForVisibleItems {
            guard let cell = visibleCell(at: path) else { continue }
            let id = ObjectIdentifier(cell)
            visible[id] = (cell, IndexPath(modelPath: path))
            order.append(id)
        }
        let ended = displayState.displayed.filter { visible[$0.key] == nil }.values
            .sorted { $0.indexPath < $1.indexPath }
        let appeared = order.filter { displayState.displayed[$0] == nil }.compactMap { visible[$0] }
        displayState.displayed = visible
        for entry in ended { view.modelDidEndDisplaying(entry.cell, at: entry.indexPath) }
        for entry in appeared { view.modelWillDisplay(entry.cell, at: entry.indexPath) }
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
