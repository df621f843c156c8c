import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The source of item frames for a list host: what a `UICollectionViewLayout` or a table
/// view's row heights answer.
///
/// A host keeps one provider. After every data change it calls
/// ``update(sectionCounts:applying:width:)`` (with the batch it just applied, or `nil` for a
/// reload or a width change) and then asks for frames. Providers update incrementally: a
/// batch tells them exactly which items are new, gone, moved or reloaded.
public protocol ListFrameProvider: AnyObject {
    /// Brings the frames up to date with the data.
    ///
    /// - Parameters:
    ///   - sectionCounts: the number of items in each section after the change.
    ///   - batch: the batch just applied; an empty batch when only the width changed (the
    ///     data is the same, so sizes cached for a width seen before stay valid); `nil` for
    ///     a reload, when everything may have changed.
    ///   - width: the container (viewport) width.
    func update(sectionCounts: [Int], applying batch: ListBatch?, width: CGFloat)

    /// Brings the frames up to date with the data in a measuring context (text size,
    /// layout direction, an app's values) whose width is the container's. Defaults to
    /// ``update(sectionCounts:applying:width:)`` at the context's width, for providers whose
    /// frames depend on the width alone; ``ListLayout`` keeps its sizes per context.
    func update(sectionCounts: [Int], applying batch: ListBatch?, context: ListMeasuringContext)

    /// Makes the frames of the items in `rect` final before a host shows them: a provider
    /// still measuring some items elsewhere (``ListLayout`` during a text size change)
    /// measures those in `rect` now. Hosts call it before asking what `rect` shows; defaults
    /// to nothing.
    func prepareFrames(in rect: CGRect)

    /// The size of all content (for scrolling bounds).
    var contentSize: CGSize { get }

    /// The frame of the item at `path`, in content coordinates.
    func frame(at path: ListIndexPath) -> CGRect

    /// The items whose frames intersect `rect`, in index-path order.
    func indexPaths(intersecting rect: CGRect) -> [ListIndexPath]
}

extension ListFrameProvider {
    /// Nothing to prepare: every frame is final.
    public func prepareFrames(in rect: CGRect) {}

    /// Updates at the context's width (a provider whose frames depend on the width alone).
    public func update(sectionCounts: [Int], applying batch: ListBatch?, context: ListMeasuringContext) {
        update(sectionCounts: sectionCounts, applying: batch, width: context.width)
    }
}
