#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula
import Logging
import UIKit

extension UIKitListAdapter {
    /// Starts following `listView`'s content size category: the list is measured at the text
    /// size of the category it shows now (outside a window, where it is unspecified, at the
    /// one the lists show), and every later change reaches
    /// ``contentSizeCategoryDidChange(to:)``.
    func followContentSizeCategory(of listView: UIView) {
        let category = listView.traitCollection.preferredContentSizeCategory
        // Drawing follows the category the lists show (UIKitTextScaling.followingLists).
        UIKitTextScaling.follow(category)
        if let textSize = UIKitTextScaling.listTextSize(for: UIKitTextScaling.listContentSizeCategory),
            textSize != layout.context.textSize
        {
            // Nothing is shown yet: the first load measures at this text size.
            layout.setContext(layout.context.withTextSize(textSize))
        }
        ListContentSizeCategoryObserver.install(in: listView) { [weak self] category in
            self?.contentSizeCategoryDidChange(to: category)
        }
    }

    /// The list view's content size category changed to `category`: the list is measured
    /// at its text size from now on, what is on screen first (``changeTextSize(to:)``). An
    /// unspecified category (the view left its window) and the text size already measured
    /// for change nothing.
    func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        guard category != .unspecified else { return }
        UIKitTextScaling.follow(category)
        guard let textSize = UIKitTextScaling.listTextSize(for: category), textSize != layout.context.textSize else {
            return
        }
        changeTextSize(to: textSize)
    }

    /// Moves the list to `textSize`: what is on screen first, the rest off the main actor, the
    /// row at the top kept (``/Tabula/ListController/changeMeasuringContext(to:)``, the same
    /// steps as on every host).
    func changeTextSize(to textSize: ListTextSize) {
        changeMeasuringContext(to: layout.context.withTextSize(textSize))
    }

    /// Moves the list to `target`, visible rows first, the rest off the main actor, the top
    /// row kept: for any change of what the sizes depend on at the same container width (a
    /// text size, a table's safe area, the item widths an app's own layout was seen to give).
    func changeMeasuringContext(to target: ListMeasuringContext) {
        controller.changeMeasuringContext(to: target)
    }

    /// How the list view shows sizes that changed with the same data: the view reloads (after
    /// any reorder in progress), and the row at the top of the screen is put back where the
    /// user saw it. Sizes of rows off screen only (the off-screen pass) are shown without
    /// reloading the cells on screen.
    func sizesPresenter() -> ListSizesPresenter {
        ListSizesPresenter(
            // The rect every other UIKit path measures first (a row touching an edge included).
            visibleRect: { [weak self] in self?.listHost.listView?.visibleContentRect ?? .zero },
            show: { [weak self] in
                guard let self else { return }
                listHost.reloadViewAfterUncommittedUpdates(logger: logger)
            },
            showKeepingTopItem: { [weak self] change in
                guard let self else { return change() }
                showKeepingTopItem(change) { host, logger in host.reloadViewAfterUncommittedUpdates(logger: logger) }
            },
            showOffScreenSizesKeepingTopItem: { [weak self] change in
                guard let self else { return change() }
                showKeepingTopItem(change) { host, logger in host.showOffScreenItemSizes(logger: logger) }
            })
    }

    /// Runs `change`, then `show`, with the row at the top of the screen put back where the
    /// user saw it (unless a reorder in progress holds the view).
    private func showKeepingTopItem(
        _ change: () -> Void, show: (UIKitListHost<Cell, SupplementaryView>, Logger) -> Void
    ) {
        var anchor: LayoutChangeAnchor?
        if let listView = listHost.listView {
            anchor = LayoutChangeAnchor(layout: layout, scrollView: listView, horizontal: listView.scrollsHorizontally)
        }
        change()
        show(listHost, logger)
        if let anchor, let listView = listHost.listView, !listView.hasUncommittedUpdates {
            anchor.restore(layout: layout, in: listView)
        }
    }
}
#endif
