#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

// Pull to refresh: `UIScrollView.refreshControl` (UIScrollView.h:286, iOS 10, not tvOS)
// fires `valueChanged` when the user pulls (UIRefreshControl.h:21), and `endRefreshing`
// "Must be explicitly called when the refreshing has completed" (UIRefreshControl.h:33).
// The adapter ends it when the reload's data is on screen, not when the reload returns:
// the spinner then leaves as the new rows arrive.
extension UIKitListAdapter {
    /// Installs `control` as the list view's refresh control: a pull runs `reload`, and the
    /// control stops refreshing once what `reload` wrote is on screen — the bound
    /// storage's version after `reload` returned, presented (without a storage: once the
    /// updater is idle, so a declarative list calls `show(sections:)` inside `reload`).
    ///
    /// When `reload` throws, the control stops at once and `onError` gets the error. A pull
    /// while a reload runs starts no second one.
    ///
    /// ```swift
    /// adapter.enablePullToRefresh { [api, storage] in
    ///     let posts = try await api.latestPosts()
    ///     try storage.update { list in try list.setItems(posts, inSectionAt: 0) }
    /// } onError: { error in showBanner(error) }
    /// ```
    public func enablePullToRefresh(
        _ control: UIRefreshControl = UIRefreshControl(),
        reload: @escaping @MainActor () async throws -> Void,
        onError: @escaping @MainActor (any Error) -> Void = { _ in }
    ) {
        let start: @MainActor () -> Void = { [weak self, weak control] in
            guard let self, let control else { return }
            self.startRefresh(control: control, reload: reload, onError: onError)
        }
        control.addAction(UIAction { _ in start() }, for: .valueChanged)
        listHost.listView?.refreshControl = control
    }

    /// Waits for the refresh in progress, if any, to end. For tests (`@_spi(Testing)`), not
    /// apps.
    @_spi(Testing) public func waitForRefresh() async {
        await refreshTask?.value
    }

    /// Runs `reload` unless a refresh is in progress; ends `control` once its data is presented.
    private func startRefresh(
        control: UIRefreshControl, reload: @escaping @MainActor () async throws -> Void,
        onError: @escaping @MainActor (any Error) -> Void
    ) {
        guard refreshTask == nil else { return }
        if !control.isRefreshing { control.beginRefreshing() }
        refreshTask = Task { @MainActor [weak self] in
            do {
                try await reload()
                if let self {
                    if let storage = self.storage {
                        await self.updater.waitUntilPresented(version: storage.snapshot.version)
                    } else {
                        await self.updater.waitUntilIdle()
                    }
                }
                control.endRefreshing()
            } catch {
                control.endRefreshing()
                onError(error)
            }
            self?.refreshTask = nil
        }
    }
}
#endif
