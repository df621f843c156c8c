#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// The room a table's safe area takes from each row's content view, as a measuring-context
/// key: a row's size depends on it (the content view is narrower by the left and right safe
/// area when the table `insetsContentViewsToSafeArea`, UITableView.h:474), so sizes measured
/// with one safe area are never served with another, and a safe area seen before at a width
/// (the insets going and coming back) measures nothing again.
enum TableRowSafeAreaRoom: ListMeasuringContextKey {
    static let defaultValue: CGFloat = 0
}

extension TableViewAdapter {
    /// The room `tableView`'s safe area takes from its rows now: the left and right insets
    /// when the table keeps content views inside it, else none.
    static func rowSafeAreaRoom(of tableView: UITableView) -> CGFloat {
        guard tableView.insetsContentViewsToSafeArea else { return 0 }
        let insets = tableView.safeAreaInsets
        return insets.left + insets.right
    }

    /// `context` with the table's safe area as it is now.
    func withCurrentSafeArea(_ context: ListMeasuringContext) -> ListMeasuringContext {
        guard let tableView = host.tableView else { return context }
        var context = context
        context[TableRowSafeAreaRoom.self] = Self.rowSafeAreaRoom(of: tableView)
        return context
    }

    /// The table's safe area changed (`safeAreaInsetsDidChange`, UIView.h:290): the common
    /// case is a table bound in `viewDidLoad`, measured before it was in a window, that gets
    /// a sensor housing's insets in landscape at the same width. Its rows are measured again
    /// in the new context as a text size change measures them
    /// (``UIKitListAdapter/changeMeasuringContext(to:)``): the rows on screen now, the rest
    /// off the main actor, the top row kept in place. A change that comes with a new width
    /// is left to the width's path, which measures with the safe area of the moment.
    func safeAreaDidChange() {
        guard let tableView = host.tableView else { return }
        let target = withCurrentSafeArea(layout.context)
        guard target != layout.context else { return }
        let shown = !layout.sectionCounts.isEmpty || !updater.itemCounts().isEmpty
        guard !shown || tableView.bounds.width == layout.width else { return }
        changeMeasuringContext(to: target)
    }
}
#endif
