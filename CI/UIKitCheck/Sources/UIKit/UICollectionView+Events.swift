import Foundation

extension UICollectionView: ModelListViewEvents {
    func modelWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        modelDelegate("collectionView:willDisplayCell:forItemAtIndexPath:")?
            .collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    func modelDidEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewCell else { return }
        modelDelegate("collectionView:didEndDisplayingCell:forItemAtIndexPath:")?
            .collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func modelDidScroll() {
        modelDelegate("scrollViewDidScroll:")?.scrollViewDidScroll(self)
    }
}

extension UICollectionView {
    /// Where an item ends up after ``scrollToItem(at:at:animated:)``.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so that the item at `indexPath` is at `scrollPosition`'s vertical place
    /// (model: vertical scrolling only, never animated; no vertical position: unchanged).
    public func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {
        engine.loadIfNeeded()
        let frame = modelFrame(forItemAt: indexPath)
        let height = bounds.height
        var y = contentOffset.y
        if scrollPosition.contains(.top) { y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { y = frame.midY - height / 2 }
        if scrollPosition.contains(.bottom) { y = frame.maxY - height }
        y = min(max(0, y), max(0, contentSize.height - height))
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }
}

/// Touches for tests. *Model only: not UIKit API.*
extension UICollectionView {
    /// The user touches the item at `indexPath` and lifts the finger: highlight (if the
    /// delegate allows it), unhighlight, then selection.
    public func modelSimulateTap(at indexPath: IndexPath) {
        let highlights =
            modelDelegate("collectionView:shouldHighlightItemAtIndexPath:")?
            .collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        guard highlights else { return }
        modelDelegate("collectionView:didHighlightItemAtIndexPath:")?
            .collectionView(self, didHighlightItemAt: indexPath)
        modelDelegate("collectionView:didUnhighlightItemAtIndexPath:")?
            .collectionView(self, didUnhighlightItemAt: indexPath)
        modelUserSelects(indexPath)
    }

    /// The user deselects the item at `indexPath` (a tap on a selected item in multiple
    /// selection, UICollectionView.h:132, 134: it leaves the selection and the delegate is told).
    public func modelSimulateDeselection(at indexPath: IndexPath) {
        engine.deselect(indexPath)
        modelDelegate("collectionView:didDeselectItemAtIndexPath:")?
            .collectionView(self, didDeselectItemAt: indexPath)
    }
}

extension UICollectionView {
    /// How each batch ran, oldest first. *Model only: not UIKit API.*
    public var modelBatchAnimations: [ModelBatchAnimation] {
        engine.displayState.batches
    }
}

extension UICollectionView {
    /// The optional delegate methods the model sends, asked about when the delegate is set
    /// (Objective-C names, as in UICollectionView.h and UIScrollView.h). *Model internals.*
    static let modelDelegateSelectors = [
        "collectionView:willDisplayCell:forItemAtIndexPath:", "collectionView:didEndDisplayingCell:forItemAtIndexPath:",
        "collectionView:shouldHighlightItemAtIndexPath:", "collectionView:didHighlightItemAtIndexPath:",
        "collectionView:didUnhighlightItemAtIndexPath:", "collectionView:didSelectItemAtIndexPath:",
        "collectionView:didDeselectItemAtIndexPath:", "scrollViewDidScroll:",
        "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
        "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
    ]

    /// The object `selector` reaches (see `modelReceiver`), after releasing what
    /// deallocated objects held (ObjectiveCAssociatedObjects.swift). *Model internals.*
    func modelDelegate(_ selector: String) -> (any UICollectionViewDelegate)? {
        modelReleaseAssociatedObjectsOfDeallocatedOwners()
        return modelReceiver(of: delegate, for: selector, responses: delegateResponses, engine: engine)
    }
}
