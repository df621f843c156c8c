import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The ``ListSizeSource`` of a ``ListAssembly``: the presented item at a path, measured
/// through the catalog (or taken from the sizes precomputed off the main actor), and the
/// catalog's header and footer heights.
///
/// The layout asks while the host presents a change, on the main actor, after the new data
/// is installed; the source reads the presented data through closures the assembly sets
/// when it attaches.
@MainActor
final class ListAssemblySizeSource<Item: Differentiable & Sendable>: ListSizeSource {
    var measure: ItemMeasure<Item>?
    var supplementaryHeight: (@MainActor (SupplementaryModel, ListSupplementaryPlacement, CGFloat) -> CGFloat)?
    var itemAt: @MainActor (ListIndexPath) -> Item? = { _ in nil }
    var sectionAt: @MainActor (Int) -> (header: SupplementaryModel?, footer: SupplementaryModel?)? = { _ in nil }
    var contentWidth: (@MainActor (ListIndexPath, CGFloat) -> CGFloat)?
    let precomputed = ItemSizeCache<Item>()
    private(set) var measuredCount = 0
    private(set) var precomputedUsed = 0

    nonisolated func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
        size(at: path, in: ListMeasuringContext(width: width))
    }

    nonisolated func size(at path: ListIndexPath, in context: ListMeasuringContext) -> CGSize {
        // ListLayout measures on the main actor while the host presents a change.
        MainActor.assumeIsolated { self.measuredSize(at: path, in: context) }
    }

    nonisolated func headerHeight(section: Int, width: CGFloat) -> CGFloat {
        MainActor.assumeIsolated { self.supplementaryHeight(.header, section: section, width: width) }
    }

    nonisolated func footerHeight(section: Int, width: CGFloat) -> CGFloat {
        MainActor.assumeIsolated { self.supplementaryHeight(.footer, section: section, width: width) }
    }

    /// Counts `count` precomputed sizes taken elsewhere (by the off-screen pass of a
    /// ``ListAssembly``) in ``precomputedUsed``.
    func countPrecomputedUsed(_ count: Int) {
        precomputedUsed += count
    }

    private func measuredSize(at path: ListIndexPath, in context: ListMeasuringContext) -> CGSize {
        guard let item = itemAt(path), let measure else { return CGSize(width: context.width, height: 0) }
        // A row narrower than the list is measured at the width its content gets.
        let context = context.withWidth(contentWidth?(path, context.width) ?? context.width)
        if let size = precomputed.take(item, in: context) {
            precomputedUsed += 1
            return size
        }
        measuredCount += 1
        switch measure {
        case let .pure(size): return size(item, context)
        case let .onMainActor(size): return size(item, context)
        }
    }

    private func supplementaryHeight(_ placement: ListSupplementaryPlacement, section: Int, width: CGFloat) -> CGFloat {
        guard let supplementaryHeight, let models = sectionAt(section) else { return 0 }
        let model = placement == .header ? models.header : models.footer
        return model.map { supplementaryHeight($0, placement, width) } ?? 0
    }
}
