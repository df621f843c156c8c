import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a ``ListLayout`` gets sizes: measuring an item is the expensive part, so the
/// layout asks only for items it has not measured in the current measuring context.
///
/// The layout asks the `in context:` forms; they default to the `width:` forms, for a source
/// whose sizes depend on the width alone. A source whose sizes follow the text size or an
/// app's context values implements the `in context:` forms.
public protocol ListSizeSource {
    /// The size of the item at `path` when it may use `width` (see
    /// ``ListLayoutConfiguration/itemWidth(forContainerWidth:)``).
    func size(at path: ListIndexPath, width: CGFloat) -> CGSize

    /// The height of the header of `section` at container `width`; defaults to 0.
    func headerHeight(section: Int, width: CGFloat) -> CGFloat

    /// The height of the footer of `section` at container `width`; defaults to 0.
    func footerHeight(section: Int, width: CGFloat) -> CGFloat

    /// The size of the item at `path` in `context`, whose width is the item's (see
    /// ``ListLayoutConfiguration/itemWidth(forContainerWidth:)``); defaults to
    /// ``size(at:width:)``.
    func size(at path: ListIndexPath, in context: ListMeasuringContext) -> CGSize

    /// The height of the header of `section` in `context` (the container's width); defaults
    /// to ``headerHeight(section:width:)``.
    func headerHeight(section: Int, in context: ListMeasuringContext) -> CGFloat

    /// The height of the footer of `section` in `context` (the container's width); defaults
    /// to ``footerHeight(section:width:)``.
    func footerHeight(section: Int, in context: ListMeasuringContext) -> CGFloat
}

extension ListSizeSource {
    /// The size at the context's width.
    public func size(at path: ListIndexPath, in context: ListMeasuringContext) -> CGSize {
        size(at: path, width: context.width)
    }

    /// The header height at the context's width.
    public func headerHeight(section: Int, in context: ListMeasuringContext) -> CGFloat {
        headerHeight(section: section, width: context.width)
    }

    /// The footer height at the context's width.
    public func footerHeight(section: Int, in context: ListMeasuringContext) -> CGFloat {
        footerHeight(section: section, width: context.width)
    }

    /// No header.
    public func headerHeight(section: Int, width: CGFloat) -> CGFloat { 0 }

    /// No footer.
    public func footerHeight(section: Int, width: CGFloat) -> CGFloat { 0 }
}

/// A ``ListSizeSource`` made of closures.
package struct ListSizeClosures: ListSizeSource {
    private let itemSize: (ListIndexPath, CGFloat) -> CGSize
    private let header: (Int, CGFloat) -> CGFloat
    private let footer: (Int, CGFloat) -> CGFloat

    /// Creates a source from an item size closure and optional header and footer heights.
    public init(
        itemSize: @escaping (ListIndexPath, CGFloat) -> CGSize,
        headerHeight: @escaping (Int, CGFloat) -> CGFloat = { _, _ in 0 },
        footerHeight: @escaping (Int, CGFloat) -> CGFloat = { _, _ in 0 }
    ) {
        self.itemSize = itemSize
        self.header = headerHeight
        self.footer = footerHeight
    }

    public func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
        itemSize(path, width)
    }

    public func headerHeight(section: Int, width: CGFloat) -> CGFloat {
        header(section, width)
    }

    public func footerHeight(section: Int, width: CGFloat) -> CGFloat {
        footer(section, width)
    }
}
