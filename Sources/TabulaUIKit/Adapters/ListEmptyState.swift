#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

/// Shows an adapter's empty-state view as the list view's background view while the list
/// has no items, and gives back the app's own background view when items arrive.
@MainActor
final class EmptyStatePresenter {
    var view: UIView?
    private(set) var isShowing = false
    /// The app's background view while the empty state replaces it.
    private var replaced: UIView?

    /// Shows or hides the empty state in `listView`.
    func update(isEmpty: Bool, in listView: (any UIKitListView)?) {
        guard let listView else { return }
        let show = isEmpty && view != nil
        if show, !isShowing {
            replaced = listView.backgroundView
            listView.backgroundView = view
            isShowing = true
        } else if show, listView.backgroundView !== view {
            listView.backgroundView = view  // the empty-state view itself was replaced
        } else if !show, isShowing {
            listView.backgroundView = replaced
            replaced = nil
            isShowing = false
        }
    }
}

extension UIKitListAdapter {
    /// A view shown behind the list (as its `backgroundView`) while it has no items, such
    /// as "No messages yet"; `nil`: none. The list view's own background view comes back
    /// when items arrive.
    public var emptyStateView: UIView? {
        get { emptyState.view }
        set {
            if emptyState.isShowing { emptyState.update(isEmpty: false, in: listHost.listView) }
            emptyState.view = newValue
            updateEmptyState()
        }
    }

    /// Whether the empty-state view is shown.
    public var isShowingEmptyState: Bool {
        emptyState.isShowing
    }

    /// Shows the empty state exactly while the presented data has no items.
    func updateEmptyState() {
        emptyState.update(isEmpty: updater.itemCounts().allSatisfy { $0 == 0 }, in: listHost.listView)
    }

    /// After every batch and reload: the empty state, and the next page when the content
    /// is short of the threshold already.
    func listDidUpdate() {
        updateEmptyState()
        if let listView = listHost.listView { checkPaging(in: listView) }
    }
}
#endif
