import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a ``ListLayout`` arranges items.
public enum ListLayoutStyle: Hashable, Sendable {
    /// One column, scrolling vertically (a table): every item spans the content width and
    /// takes the height its size source gives.
    case vertical
    /// `columns` equal columns, scrolling vertically (a collection): items fill rows left
    /// to right; a row is as tall as its tallest item; each section starts a new row.
    /// Fewer than one column counts as one.
    case grid(columns: Int)
    /// One row, scrolling horizontally (a gallery nested in a cell): items take the size
    /// their size source gives, left to right; section headers and footers are not used.
    case horizontal
}

/// Insets around the items of each section.
public struct ListEdgeInsets: Hashable, Sendable {
    /// Space above the first row.
    public var top: CGFloat
    /// Space left of the items.
    public var left: CGFloat
    /// Space below the last row.
    public var bottom: CGFloat
    /// Space right of the items.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = ListEdgeInsets()
}

/// The arrangement of a ``ListLayout``: style, section insets and spacing.
public struct ListLayoutConfiguration: Hashable, Sendable {
    /// The arrangement.
    public var style: ListLayoutStyle
    /// Insets around each section's items (inside its header and footer).
    public var sectionInsets: ListEdgeInsets
    /// Space between consecutive items along the scroll axis (between rows in a grid).
    public var itemSpacing: CGFloat
    /// Space between columns of a grid.
    public var columnSpacing: CGFloat
    /// Whether a section's header stays at the top of the visible rect while its section is
    /// in view, pushed up by the next section's header (as a plain table's headers, or
    /// `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`). Vertical and grid
    /// styles; a horizontal row has no headers. Hosts place a pinned header with
    /// ``ListLayout/supplementaryFrame(_:inSection:pinnedIn:)``.
    public var pinsSectionHeaders: Bool
    /// Whether a section's footer stays at the bottom of the visible rect while its section
    /// is in view, pushed down by the previous section's footer (as
    /// `UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds`).
    public var pinsSectionFooters: Bool

    /// Creates a configuration.
    public init(
        style: ListLayoutStyle = .vertical, sectionInsets: ListEdgeInsets = .zero,
        itemSpacing: CGFloat = 0, columnSpacing: CGFloat = 0,
        pinsSectionHeaders: Bool = false, pinsSectionFooters: Bool = false
    ) {
        self.style = style
        self.sectionInsets = sectionInsets
        self.itemSpacing = itemSpacing
        self.columnSpacing = columnSpacing
        self.pinsSectionHeaders = pinsSectionHeaders
        self.pinsSectionFooters = pinsSectionFooters
    }

    /// Whether headers or footers (per `placement`) pin to the visible rect: only in a
    /// vertical list or a grid.
    public func pins(_ placement: ListSupplementaryPlacement) -> Bool {
        guard style != .horizontal else { return false }
        return placement == .header ? pinsSectionHeaders : pinsSectionFooters
    }

    /// The number of columns (1 unless a grid).
    public var columns: Int {
        if case let .grid(columns) = style { return max(1, columns) }
        return 1
    }

    /// The width a size source is asked to fill for a container of `width`: the content
    /// width for a vertical list, a column's width for a grid, the container width for a
    /// horizontal row.
    public func itemWidth(forContainerWidth width: CGFloat) -> CGFloat {
        switch style {
        case .vertical:
            return max(0, width - sectionInsets.left - sectionInsets.right)
        case .grid:
            let columns = CGFloat(self.columns)
            let content = width - sectionInsets.left - sectionInsets.right - (columns - 1) * columnSpacing
            return max(0, content / columns)
        case .horizontal:
            return max(0, width)
        }
    }
}
