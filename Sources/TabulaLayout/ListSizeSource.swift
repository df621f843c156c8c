import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a ``ListLayout`` gets sizes: measuring an item is the expensive part, so the
/// layout asks only for items it has not measured at the current width.
public protocol ListSizeSource {
    /// The size of the item at `path` when it may use `width` (see
    /// ``ListLayoutConfiguration/itemWidth(forContainerWidth:)``).
    func size(at path: ListIndexPath, width: CGFloat) -> CGSize

    /// The height of the header of `section` at container `width`; defaults to 0.
    func headerHeight(section: Int, width: CGFloat) -> CGFloat

    /// The height of the footer of `section` at container `width`; defaults to 0.
    func footerHeight(section: Int, width: CGFloat) -> CGFloat
}

extension ListSizeSource {
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
