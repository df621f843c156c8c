#if os(iOS)
import SwiftUI
import TabulaUIKit
import UIKit

/// What the table and collection SwiftUI cells share: the content shown for an item's
/// identity, the hosting before iOS 16, and the report of a content height change to the
/// list's adapter. Compiled against the iOS SDK only.
@MainActor
final class SwiftUICellContent {
    private var hosted: HostedSwiftUIContent?
    /// The identity of the item shown.
    private(set) var identity: AnyHashable?

    /// Shows `view` for the item `identity` in `cell`: from iOS 16 gives its root to
    /// `installConfiguration` (the cell sets a `UIHostingConfiguration` of it); before, hosts
    /// it in `contentView`.
    func show<Content: View>(
        _ view: Content, identity: AnyHashable, in cell: UIView, contentView: UIView,
        installConfiguration: (HostedSwiftUIRoot<Content>) -> Void
    ) {
        self.identity = identity
        let root = HostedSwiftUIRoot(content: view, identity: identity) { [weak self, weak cell] height in
            guard let self, let cell else { return }
            self.contentHeightDidChange(height, identity: identity, cell: cell)
        }
        if #available(iOS 16, *) {
            installConfiguration(root)
            return
        }
        let hosted = self.hosted ?? HostedSwiftUIContent()
        self.hosted = hosted
        hosted.show(AnyView(root), in: contentView, cell: cell)
    }

    /// The content of `identity` is `height` tall now: reported to the list's adapter when
    /// the cell is on screen and still shows that item (the off-screen sizing instance, and a
    /// cell reused since, report nothing).
    private func contentHeightDidChange(_ height: CGFloat, identity: AnyHashable, cell: UIView) {
        guard identity == self.identity, cell.window != nil, height > 0 else { return }
        HostedContentSizeChange.report(height: height, of: identity, from: cell)
    }

    /// The cell moved to `window`: containment follows (before iOS 16).
    func cellDidMove(toWindow window: UIWindow?, cell: UIView) {
        if window == nil { hosted?.detach() } else { hosted?.attach(from: cell) }
    }

    /// The cell is about to be reused: the containment ends (before iOS 16).
    func prepareForReuse() {
        hosted?.detach()
    }

    /// The hosted view's size at `width` before iOS 16; `nil` from iOS 16 or before anything
    /// is shown.
    func size(width: CGFloat) -> CGSize? {
        hosted?.size(width: width)
    }
}
#endif
