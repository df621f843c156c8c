import Foundation
import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The simplest ``/Tabula/ListFrameProvider``: a vertical list of full-width rows of one height,
/// each section optionally opened by a header and closed by a footer of fixed heights.
///
/// Lookups are O(log sections): section tops are kept as prefix sums, and rows inside a
/// section follow by arithmetic. An update recomputes the prefix sums (O(sections)), which
/// is all a batch can change here.
public final class FixedRowHeightFrames: ListSupplementaryFrameProvider {
    /// The height of every row.
    public let rowHeight: CGFloat
    /// The height of every section header; 0 for none.
    public let headerHeight: CGFloat
    /// The height of every section footer; 0 for none.
    public let footerHeight: CGFloat

    private var sectionCounts: [Int] = []
    /// `sectionTops[s]` is the top of section `s`; one extra entry holds the total height.
    private var sectionTops: [CGFloat] = [0]
    private var width: CGFloat = 0

    /// A provider with rows of `rowHeight` points (must be above 0; smaller values are
    /// taken as 1) and optional headers and footers.
    public init(rowHeight: CGFloat, headerHeight: CGFloat = 0, footerHeight: CGFloat = 0) {
        self.rowHeight = max(rowHeight, 1)
        self.headerHeight = max(headerHeight, 0)
        self.footerHeight = max(footerHeight, 0)
    }

    /// Records the new counts and width; a batch changes nothing a fixed height depends on
    /// beyond the counts, so `batch` is not needed.
    public func update(sectionCounts: [Int], applying batch: ListBatch?, width: CGFloat) {
        self.sectionCounts = sectionCounts.map { max($0, 0) }
        self.width = max(width, 0)
        var tops: [CGFloat] = []
        tops.reserveCapacity(sectionCounts.count + 1)
        var y: CGFloat = 0
        for count in self.sectionCounts {
            tops.append(y)
            y += headerHeight + CGFloat(count) * rowHeight + footerHeight
        }
        tops.append(y)
        sectionTops = tops
    }

    /// The full width by the sum of all sections' heights.
    public var contentSize: CGSize {
        CGSize(width: width, height: sectionTops.last ?? 0)
    }

    /// The row's frame; `.zero` for a path outside the data.
    public func frame(at path: ListIndexPath) -> CGRect {
        guard path.section >= 0, path.section < sectionCounts.count,
            path.item >= 0, path.item < sectionCounts[path.section]
        else { return .zero }
        let y = sectionTops[path.section] + headerHeight + CGFloat(path.item) * rowHeight
        return CGRect(x: 0, y: y, width: width, height: rowHeight)
    }

    /// The header or footer frame of `section`; `nil` when its height is 0 or the section
    /// does not exist.
    public func supplementaryFrame(_ placement: ListSupplementaryPlacement, inSection section: Int) -> CGRect? {
        guard section >= 0, section < sectionCounts.count else { return nil }
        switch placement {
        case .header:
            guard headerHeight > 0 else { return nil }
            return CGRect(x: 0, y: sectionTops[section], width: width, height: headerHeight)
        case .footer:
            guard footerHeight > 0 else { return nil }
            return CGRect(x: 0, y: sectionTops[section + 1] - footerHeight, width: width, height: footerHeight)
        }
    }

    /// The rows that overlap `rect` (touching edges do not count), in order.
    public func indexPaths(intersecting rect: CGRect) -> [ListIndexPath] {
        guard let sections = sectionRange(intersecting: rect) else { return [] }
        var paths: [ListIndexPath] = []
        for section in sections {
            let rowsTop = sectionTops[section] + headerHeight
            let count = sectionCounts[section]
            guard count > 0 else { continue }
            // Rows i with rowsTop + i*h < maxY and rowsTop + (i+1)*h > minY.
            let first = max(0, Int(((rect.minY - rowsTop) / rowHeight).rounded(.down)))
            let last = min(count - 1, Int(((rect.maxY - rowsTop) / rowHeight).rounded(.up)) - 1)
            guard first <= last else { continue }
            for item in first...last {
                let top = rowsTop + CGFloat(item) * rowHeight
                if top < rect.maxY && top + rowHeight > rect.minY {
                    paths.append(ListIndexPath(item: item, section: section))
                }
            }
        }
        return paths
    }

    /// The headers and footers that overlap `rect`, in order.
    public func supplementaryElements(intersecting rect: CGRect) -> [ListSupplementaryElement] {
        guard headerHeight > 0 || footerHeight > 0, let sections = sectionRange(intersecting: rect) else {
            return []
        }
        var elements: [ListSupplementaryElement] = []
        for section in sections {
            for placement in ListSupplementaryPlacement.allCases {
                if let frame = supplementaryFrame(placement, inSection: section),
                    frame.minY < rect.maxY, frame.maxY > rect.minY
                {
                    elements.append(ListSupplementaryElement(placement, section: section))
                }
            }
        }
        return elements
    }

    /// The sections whose vertical span overlaps `rect`, or `nil` for none.
    private func sectionRange(intersecting rect: CGRect) -> ClosedRange<Int>? {
        guard !sectionCounts.isEmpty, rect.height > 0, rect.width > 0,
            rect.maxX > 0, rect.minX < width || width == 0,
            rect.maxY > 0, rect.minY < (sectionTops.last ?? 0)
        else { return nil }
        let first = max(0, lastSection(withTopAtOrAbove: rect.minY))
        var last = first
        while last + 1 < sectionCounts.count, sectionTops[last + 1] < rect.maxY {
            last += 1
        }
        return first...last
    }

    /// The last section whose top is at or above `y` (binary search), or -1.
    private func lastSection(withTopAtOrAbove y: CGFloat) -> Int {
        var low = 0
        var high = sectionCounts.count
        while low < high {
            let mid = (low + high) / 2
            if sectionTops[mid] <= y { low = mid + 1 } else { high = mid }
        }
        return low - 1
    }
}
