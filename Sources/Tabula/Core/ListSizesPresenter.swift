import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a host shows sizes that changed while the data did not (a new text size, the rows
/// measured off screen): what a ``ListController`` asks of the host it is attached to.
///
/// A ``ListHost`` shows them by adopting the layout's context; the UIKit adapters reload the
/// list view (after any reorder in progress) and put the row at the top of the screen back
/// where the user saw it.
@_spi(TabulaInternal) public struct ListSizesPresenter: Sendable {
    /// The part of the content on screen now, in the layout's coordinates.
    public var visibleRect: @MainActor () -> CGRect
    /// Shows the sizes the layout has now.
    public var show: @MainActor () -> Void
    /// Runs `change` (the layout takes new sizes), then shows the sizes with the item at the
    /// top of the screen kept where it was.
    public var showKeepingTopItem: @MainActor (_ change: () -> Void) -> Void
    /// Runs `change` (the layout takes sizes for rows off screen only: those on screen were
    /// measured before), then shows them with the item at the top of the screen kept. A host
    /// may do less than for ``showKeepingTopItem`` here: the cells on screen keep their
    /// content and their heights, so they need not be configured again.
    public var showOffScreenSizesKeepingTopItem: @MainActor (_ change: () -> Void) -> Void

    /// A presenter from its parts; without `showOffScreenSizesKeepingTopItem`, sizes of rows
    /// off screen are shown as any others (`showKeepingTopItem`).
    public init(
        visibleRect: @escaping @MainActor () -> CGRect, show: @escaping @MainActor () -> Void,
        showKeepingTopItem: @escaping @MainActor (_ change: () -> Void) -> Void,
        showOffScreenSizesKeepingTopItem: (@MainActor (_ change: () -> Void) -> Void)? = nil
    ) {
        self.visibleRect = visibleRect
        self.show = show
        self.showKeepingTopItem = showKeepingTopItem
        self.showOffScreenSizesKeepingTopItem = showOffScreenSizesKeepingTopItem ?? showKeepingTopItem
    }

    /// Shows new sizes on `host` by adopting `layout`'s context, the offset moved by how far
    /// the first item on screen moved.
    @MainActor
    public static func adoptingContext(of layout: ListLayout, on host: any ListHost) -> Self {
        Self(
            visibleRect: { [weak host] in
                guard let host else { return .zero }
                return CGRect(origin: host.contentOffset, size: host.viewportSize)
            },
            show: { [weak host, weak layout] in
                guard let host, let layout else { return }
                try? host.adoptMeasuringContext(layout.context, offsetChange: .zero)
            },
            showKeepingTopItem: { [weak host, weak layout] change in
                guard let host, let layout else { return change() }
                let rect = CGRect(origin: host.contentOffset, size: host.viewportSize)
                let anchor = layout.indexPaths(intersecting: rect).first
                let before = anchor.map { layout.frame(at: $0).origin } ?? .zero
                change()
                let after = anchor.map { layout.frame(at: $0).origin } ?? .zero
                try? host.adoptMeasuringContext(
                    layout.context, offsetChange: CGPoint(x: after.x - before.x, y: after.y - before.y))
            })
    }
}
