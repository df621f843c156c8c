import Foundation

// Source: UITableView.h:106 (`willDisplayCell:`), 109 (`didEndDisplayingCell:`), 140
// (`didHighlightRowAtIndexPath:`): optional methods, so a delegate without them changes nothing.

// What a table does when its delegate lacks one of these optional methods.
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Default: `true`.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Default: `nil` (no leading actions).
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        nil
    }
    /// Default: `nil` (no menu).
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    )
        -> UIContextMenuConfiguration?
    {
        nil
    }
}
