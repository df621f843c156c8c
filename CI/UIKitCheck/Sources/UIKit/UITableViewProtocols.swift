import Foundation

// Source: UITableView.h:100 (`UITableViewDelegate<NSObject, UIScrollViewDelegate>`), 539
// (`UITableViewDataSource`), UIScrollView.h:299 (`UIScrollViewDelegate`).

/// The delegate of a scroll view (all optional in UIKit; defaults in
/// UIScrollViewDelegate+Defaults.swift).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

/// What a table asks for its data.
///
/// Model: UIKit's `@objc optional` methods are ordinary requirements with default
/// implementations that do what UIKit does when the method is missing.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Optional in UIKit (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// Optional in UIKit (default `true`).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Optional in UIKit (default `false` here: without `moveRowAt` nothing can move).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Optional in UIKit (default: nothing; without it there is no swipe to delete).
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Optional in UIKit (default: nothing).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// What a table tells and asks its delegate (all optional in UIKit).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Default: the table's `rowHeight`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Default: the table's `estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// Default: the table's `sectionHeaderHeight`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// Default: the table's `sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// Default: `nil`.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// Default: `nil`.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Default: nothing.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Default: `.delete`.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// Default: `nil` (UIKit then offers the default actions: Delete when the data source
    /// commits deletions).
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?

    // Display, highlight, deselection, accessory, leading swipes and context menus:
    // defaults in UITableViewDelegate+Events.swift.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        .delete
    }
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        nil
    }
}

/// What a table tells its prefetch data source about rows about to appear.
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Optional in UIKit.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
