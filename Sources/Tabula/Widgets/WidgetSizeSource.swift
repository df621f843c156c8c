import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The ``ListSizeSource`` of a widget list: the size of the presented widget at a path,
/// through the list's ``WidgetSizeCache``.
///
/// The layout asks while the host presents a change, on the main actor, after the new data
/// is installed; the source reads the presented widgets through `widgetAt`.
@MainActor
final class WidgetSizeSource: ListSizeSource {
    let cache: WidgetSizeCache
    let measurer: any TextMeasuring
    /// The presented widget at a path; set when the list attaches to a host.
    var widgetAt: @MainActor (ListIndexPath) -> ListWidget? = { _ in nil }
    /// The width the widget at a path lays out in when the layout offers a width
    /// (``WidgetListController/rowContentWidth``); `nil`: the offered width.
    var contentWidth: (@MainActor (ListIndexPath, CGFloat) -> CGFloat)?

    init(cache: WidgetSizeCache, measurer: any TextMeasuring) {
        self.cache = cache
        self.measurer = measurer
    }

    nonisolated func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
        // ListLayout measures on the main actor while the host presents a change (its
        // concurrent path takes a measuring closure of its own).
        let (widget, contentWidth) = MainActor.assumeIsolated {
            (self.widgetAt(path), self.contentWidth?(path, width) ?? width)
        }
        guard let widget else { return CGSize(width: width, height: 0) }
        // Cached per identity and the width it lays out in: a row narrower than the list
        // is a width of its own.
        return cache.size(of: widget, width: contentWidth, measurer: measurer)
    }
}
