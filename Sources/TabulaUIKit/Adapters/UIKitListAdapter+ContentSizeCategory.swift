#if canImport(UIKit)
import Foundation
@_spi(TabulaInternal) import Tabula
import UIKit

extension UIKitListAdapter {
    /// Starts following `listView`'s content size category: the category it shows now becomes
    /// the one text is measured for (``UIKitTextScaling/followingLists``), and every later
    /// change reaches ``contentSizeCategoryDidChange(to:)``.
    func followContentSizeCategory(of listView: UIView) {
        let category = listView.traitCollection.preferredContentSizeCategory
        // Outside a window the category is unspecified: keep the one the lists show.
        UIKitTextScaling.follow(category)
        measuredContentSizeCategory = UIKitTextScaling.listContentSizeCategory
        ListContentSizeCategoryObserver.install(in: listView) { [weak self] category in
            self?.contentSizeCategoryDidChange(to: category)
        }
    }

    /// The list view's content size category changed to `category`: text is measured for it
    /// from now on, and every size is measured again so rows get the heights of the new fonts.
    ///
    /// For now every item is measured again on the main actor (as a reload does) and the view
    /// reloads; the sizes measured for other widths are dropped. An unspecified category (the
    /// view left its window) and the category already measured for change nothing.
    func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        guard category != .unspecified else { return }
        UIKitTextScaling.follow(category)
        guard category != measuredContentSizeCategory else { return }
        measuredContentSizeCategory = category
        // Sizes measured for the old category: prefetched, precomputed, and Auto Layout or
        // SwiftUI cells' sizes.
        prefetcher.cache.removeAll()
        let counts = updater.itemCounts()
        // Nothing shown yet: the first load measures for the new category.
        guard !counts.isEmpty || !layout.sectionCounts.isEmpty else { return }
        // No batch: every size at every width is dropped and measured again.
        layout.update(sectionCounts: counts, applying: nil, width: layout.width)
        listHost.reloadViewAfterUncommittedUpdates(logger: logger)
    }
}
#endif
