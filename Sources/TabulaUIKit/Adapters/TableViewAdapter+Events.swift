#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

extension TableViewAdapter {
    /// Whether rows may have swipe actions: the adapter's, or the app delegate's.
    var offersSwipeActions: Bool {
        if leadingSwipeActions != nil || trailingSwipeActions != nil { return true }
        guard let tableDelegate else { return false }
        return tableDelegate.responds(
            to: NSSelectorFromString("tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:"))
            || tableDelegate.responds(
                to: NSSelectorFromString("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"))
    }

}

#if !canImport(ObjectiveC)
/// The optional table, scroll and prefetching methods ``TableViewAdapter`` implements, by
/// Objective-C name (what the runtime knows on Apple platforms; the Linux model needs the
/// list).
enum TableViewAdapterSelectors {
    static let implemented: Set<String> = [
        "numberOfSectionsInTableView:", "tableView:canEditRowAtIndexPath:", "tableView:canMoveRowAtIndexPath:",
        "tableView:commitEditingStyle:forRowAtIndexPath:", "tableView:moveRowAtIndexPath:toIndexPath:",
        "tableView:heightForRowAtIndexPath:", "tableView:estimatedHeightForRowAtIndexPath:",
        "tableView:heightForHeaderInSection:", "tableView:heightForFooterInSection:",
        "tableView:viewForHeaderInSection:", "tableView:viewForFooterInSection:",
        "tableView:didSelectRowAtIndexPath:", "tableView:didDeselectRowAtIndexPath:",
        "tableView:didHighlightRowAtIndexPath:", "tableView:didUnhighlightRowAtIndexPath:",
        "tableView:willDisplayCell:forRowAtIndexPath:", "tableView:didEndDisplayingCell:forRowAtIndexPath:",
        "tableView:editingStyleForRowAtIndexPath:",
        "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
        "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
        "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
        "scrollViewDidScroll:", "tableView:cancelPrefetchingForRowsAtIndexPaths:",
    ]
}
#endif
#endif
