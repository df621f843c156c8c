import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The sizes of a ``ListLayout`` as they stood when a pass off the main actor started
/// (``ListLayout/unmeasuredSizes()``): the stored sizes (copy-on-write, so reading them is
/// O(s) for s sections) and what they belong to.
package struct UnmeasuredSizes: Sendable {
    /// The layout's measuring context (its width is the container's).
    package let context: ListMeasuringContext
    /// The context items are measured in (the item width in it).
    package let itemContext: ListMeasuringContext
    /// The item count of each section.
    package let sectionCounts: [Int]
    /// The layout's structure revision: the paths still hold the same items while it is.
    package let structureRevision: Int
    let sizes: [SectionSizes]

    /// The paths of the items not measured, stale ones included, in order: what to measure.
    /// O(n); meant for a thread other than the main one.
    package func unmeasuredPaths() -> [ListIndexPath] {
        var paths: [ListIndexPath] = []
        for (section, sectionSizes) in sizes.enumerated() where sectionSizes.missingCount > 0 {
            for item in sectionSizes.missingItems(includingStale: true) {
                paths.append(ListIndexPath(item: item, section: section))
            }
        }
        return paths
    }

    /// Every section's sizes with the items of ``unmeasuredPaths()`` given `measured` (in
    /// that order), ready for ``ListLayout/takeMeasuredSizes(_:)``. O(n); meant for a thread
    /// other than the main one.
    package func completed(with measured: [CGSize]) -> MeasuredSizes {
        var next = measured.startIndex
        let completed = sizes.map { sectionSizes in
            sectionSizes.completed { _ in
                // One size per unmeasured item, in order; a short array (a caller's mistake)
                // leaves the rest unmeasured rather than reading out of range.
                guard next < measured.endIndex else { return CGSize(width: CGFloat.nan, height: 0) }
                defer { next += 1 }
                return measured[next]
            }
        }
        return MeasuredSizes(basis: self, sizes: completed)
    }
}

/// Every section's sizes, measured in full off the main actor from an ``UnmeasuredSizes``.
package struct MeasuredSizes: Sendable {
    /// What the sizes were measured from.
    package let basis: UnmeasuredSizes
    let sizes: [SectionSizes]
}

extension ListLayout {
    /// The stored sizes and what they belong to, when some item is not measured in the
    /// current context (stale or missing); `nil` when all are. O(s) for s sections.
    package func unmeasuredSizes() -> UnmeasuredSizes? {
        guard hasLoaded, sizes.contains(where: { $0.missingCount > 0 }) else { return nil }
        return UnmeasuredSizes(
            context: context, itemContext: itemContext, sectionCounts: sectionCounts,
            structureRevision: structureRevision, sizes: sizes)
    }

    /// Swaps in sizes measured off the main actor when the layout still stands where they
    /// were measured from (the same context and structure revision: no update since);
    /// otherwise changes nothing. Items measured on this thread meanwhile (scrolled into
    /// view) have the same sizes in both, since a pure size function measured both.
    ///
    /// - Returns: whether the sizes were taken; `false` means measure again from a new
    ///   ``unmeasuredSizes()``.
    /// - Complexity: O(s) for s sections, plus their placement (headers and footers asked
    ///   again): independent of the item count.
    @discardableResult
    package func takeMeasuredSizes(_ measured: MeasuredSizes) -> Bool {
        guard hasLoaded, measured.basis.context == context, measured.basis.structureRevision == structureRevision,
            measured.basis.sectionCounts == sectionCounts, measured.sizes.count == sizes.count
        else { return false }
        replaceSizes(measured.sizes)
        return true
    }
}
