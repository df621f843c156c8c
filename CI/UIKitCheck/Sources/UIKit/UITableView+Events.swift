import Foundation

extension UITableView: ModelListViewEvents {
    func modelWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        modelDelegate("tableView:willDisplayCell:forRowAtIndexPath:")?
            .tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    func modelDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        modelDelegate("tableView:didEndDisplayingCell:forRowAtIndexPath:")?
            .tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func modelDidScroll() {
        modelDelegate("scrollViewDidScroll:")?.scrollViewDidScroll(self)
    }
}

extension UITableView {
    /// Where a row ends up after ``scrollToRow(at:at:animated:)``.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// Scrolls so that the row at `indexPath` is at `scrollPosition` (`.none`: the least
    /// scrolling that shows it), within the content. Model: never animated.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        engine.loadIfNeeded()
        let frame = modelFrame(forItemAt: indexPath)
        let height = bounds.height
        var y: CGFloat
        switch scrollPosition {
        case .top: y = frame.minY
        case .middle: y = frame.midY - height / 2
        case .bottom: y = frame.maxY - height
        case .none:
            y = contentOffset.y
            if frame.minY < y { y = frame.minY } else if frame.maxY > y + height { y = frame.maxY - height }
        }
        y = min(max(0, y), max(0, contentSize.height - height))
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }
}

/// Touches and gestures for tests. *Model only: not UIKit API.*
extension UITableView {
    /// The user touches the row at `indexPath` and lifts the finger: highlight (if the
    /// delegate allows it), unhighlight, then selection, as UIKit orders them.
    public func modelSimulateTap(at indexPath: IndexPath) {
        let highlights =
            modelDelegate("tableView:shouldHighlightRowAtIndexPath:")?
            .tableView(self, shouldHighlightRowAt: indexPath) ?? true
        guard highlights else { return }
        modelDelegate("tableView:didHighlightRowAtIndexPath:")?.tableView(self, didHighlightRowAt: indexPath)
        modelDelegate("tableView:didUnhighlightRowAtIndexPath:")?
            .tableView(self, didUnhighlightRowAt: indexPath)
        modelUserSelects(indexPath)
    }

    /// The user deselects the row at `indexPath` (a table allowing multiple selection,
    /// UITableView.h:450: it leaves the selection, and the delegate is told with
    /// `tableView(_:didDeselectRowAt:)`, UITableView.h:148).
    public func modelSimulateDeselection(at indexPath: IndexPath) {
        engine.deselect(indexPath)
        modelDelegate("tableView:didDeselectRowAtIndexPath:")?.tableView(self, didDeselectRowAt: indexPath)
    }

    /// The user taps the row's detail accessory button.
    public func modelSimulateAccessoryTap(at indexPath: IndexPath) {
        modelDelegate("tableView:accessoryButtonTappedForRowWithIndexPath:")?
            .tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The user swipes the row at `indexPath` from the leading edge: the delegate's
    /// leading actions, or `nil`.
    @available(tvOS, unavailable)
    public func modelSimulateLeadingSwipe(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return nil }
        return modelDelegate("tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:")?
            .tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The user long-presses the row at `indexPath`: the delegate's menu, or `nil`.
    @available(tvOS, unavailable)
    public func modelSimulateContextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
        modelDelegate("tableView:contextMenuConfigurationForRowAtIndexPath:point:")?
            .tableView(self, contextMenuConfigurationForRowAt: indexPath, point: .zero)
    }

    /// The user puts a finger down and drags the content to `offset`: `isDragging`
    /// becomes true, the delegate hears `scrollViewWillBeginDragging` and then
    /// `scrollViewDidScroll`.
    public func modelSimulateBeginDragging(to offset: CGPoint) {
        modelIsDragging = true
        modelDelegate("scrollViewWillBeginDragging:")?.scrollViewWillBeginDragging(self)
        contentOffset = offset
    }

    /// The user lifts the finger; with `willDecelerate` the content goes on moving
    /// (`isDecelerating`) until ``modelSimulateEndDecelerating(at:)``.
    public func modelSimulateEndDragging(willDecelerate: Bool) {
        modelIsDragging = false
        modelIsDecelerating = willDecelerate
        modelDelegate("scrollViewDidEndDragging:willDecelerate:")?
            .scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    }

    /// The content comes to rest at `offset`.
    public func modelSimulateEndDecelerating(at offset: CGPoint) {
        contentOffset = offset
        modelIsDecelerating = false
        modelDelegate("scrollViewDidEndDecelerating:")?.scrollViewDidEndDecelerating(self)
    }
}

extension UITableView {
    /// How each batch ran, oldest first. *Model only: not UIKit API.*
    public var modelBatchAnimations: [ModelBatchAnimation] {
        engine.displayState.batches
    }
}

extension UITableView {
    /// The optional delegate methods the model sends, asked about when the delegate is set
    /// (Objective-C names, as in UITableView.h and UIScrollView.h). *Model internals.*
    static let modelDelegateSelectors = [
        "tableView:willDisplayCell:forRowAtIndexPath:", "tableView:didEndDisplayingCell:forRowAtIndexPath:",
        "tableView:shouldHighlightRowAtIndexPath:", "tableView:didHighlightRowAtIndexPath:",
        "tableView:didUnhighlightRowAtIndexPath:", "tableView:didSelectRowAtIndexPath:",
        "tableView:didDeselectRowAtIndexPath:", "tableView:accessoryButtonTappedForRowWithIndexPath:",
        "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
        "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
        "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
        "scrollViewDidScroll:", "scrollViewWillBeginDragging:", "scrollViewDidEndDragging:willDecelerate:",
        "scrollViewDidEndDecelerating:",
    ]

    /// The object `selector` reaches (see `modelReceiver`), after releasing what
    /// deallocated objects held (ObjectiveCAssociatedObjects.swift). *Model internals.*
    func modelDelegate(_ selector: String) -> (any UITableViewDelegate)? {
        modelReleaseAssociatedObjectsOfDeallocatedOwners()
        return modelReceiver(of: delegate, for: selector, responses: delegateResponses, engine: engine)
    }
}
