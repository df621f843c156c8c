import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A ``ListSizeSource`` that answers from closures over data presented on the main actor
/// (a static table's rows and section titles).
///
/// The layout asks while the host presents a change, on the main actor, after the new data
/// is installed.
@MainActor
final class StaticSizeSource: ListSizeSource {
    var itemHeight: @MainActor (ListIndexPath, CGFloat) -> CGFloat = { _, _ in 0 }
    var headerHeight: @MainActor (Int) -> CGFloat = { _ in 0 }
    var footerHeight: @MainActor (Int) -> CGFloat = { _ in 0 }

    nonisolated func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
        CGSize(width: width, height: MainActor.assumeIsolated { self.itemHeight(path, width) })
    }

    nonisolated func headerHeight(section: Int, width: CGFloat) -> CGFloat {
        MainActor.assumeIsolated { self.headerHeight(section) }
    }

    nonisolated func footerHeight(section: Int, width: CGFloat) -> CGFloat {
        MainActor.assumeIsolated { self.footerHeight(section) }
    }
}
