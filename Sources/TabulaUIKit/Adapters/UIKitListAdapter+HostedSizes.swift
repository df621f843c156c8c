#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula
import UIKit

extension UIKitListAdapter: HostedItemSizeReceiving {
    /// The hosted content of the item with `identity` (its `differenceIdentifier`, as the
    /// hosted content got it) now needs `height` (reported by its
    /// cell, or by your hosted content calling this): the item's cached size is replaced, the
    /// layout measures the item again, and the list view shows the new height as for any
    /// size change, not with a reload: a table in an animated empty `performBatchUpdates`, a
    /// collection by invalidating its layout (not animated).
    ///
    /// The height comes from the visible cell, not the off-screen sizing instance: only the
    /// visible content has the state that changed its size. A height within half a point of
    /// the current one, an item no longer shown, or a height that is not a finite,
    /// non-negative number changes nothing. While a batch is on its way or the user drags a
    /// row, the change waits for them.
    public func hostedItem(_ identity: AnyHashable, didChangeHeightTo height: CGFloat) {
        guard height.isFinite, height >= 0, let identifier = identity.base as? Item.DifferenceIdentifier else {
            return
        }
        guard updater.isIdle, !listHost.hasUncommittedUpdates else {
            Task { @MainActor [weak self] in
                guard let self else { return }
                await self.updater.waitUntilIdle()
                // A drag in progress: look again a little later (UIKit would take a batch
                // over its uncommitted move badly, UITableView.h:434).
                if self.listHost.hasUncommittedUpdates { try? await Task.sleep(nanoseconds: 100_000_000) }
                self.hostedItem(identity, didChangeHeightTo: height)
            }
            return
        }
        guard let path = presentedPath(of: identifier), let item = updater.item(at: path),
            let current = layout.size(at: path), abs(current.height - height) >= 0.5
        else { return }
        let offered = layout.configuration.itemWidth(forContainerWidth: layout.width)
        let contentWidth = sizes.contentWidth(of: item, at: path, offered: offered)
        prefetcher.cache.store(
            CGSize(width: current.width, height: height), for: item, in: layout.context.withWidth(contentWidth))
        layout.update(
            sectionCounts: updater.itemCounts(), applying: ListBatch(elementUpdated: [path]), width: layout.width)
        listHost.listView?.itemSizesDidChange()
    }
}
#endif
