import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How many cells of each reuse identifier a vertically scrolling list needs at most: for
/// every identifier, the largest number of its items visible at once in a viewport of a
/// given height, at any scroll offset.
///
/// Reuse queues are per reuse identifier (as in UIKit), so a list that mixes cell types
/// keeps creating cells during a scroll whenever a screen holds more items of one type than
/// any screen before it did. Creating each identifier's peak count up front
/// (TabulaHeadless's `HeadlessListView.prepareReusableCells(_:prepare:)`) means no cell is created while scrolling.
///
/// An item counts as visible when its frame overlaps the viewport along the scroll axis,
/// partly visible rows at both edges included (UIKit shows, and needs a cell for, a row
/// that is one point on screen): item `[minY, maxY)` against viewport `[y, y + height)`,
/// so a row that only touches an edge does not count, as in ``ListLayout`` and
/// TabulaHeadless's `FixedRowHeightFrames`. Offsets range over the scrollable range
/// `0...max(0, contentHeight - height)`, the offsets a host clamps to. Only vertical
/// scrolling is considered (frames' `minY` and `maxY`).
@_spi(Testing) public enum ReuseDemand {
    /// The peak visible count of each reuse identifier, for items in `sectionCounts` whose
    /// frames come from `frames`, in a viewport `viewportHeight` tall.
    ///
    /// A sweep over each identifier's item intervals sorted by position: O(n log n) for n
    /// items, plus one `reuseIdentifier` call and one frame per item.
    ///
    /// - Parameters:
    ///   - frames: the item frames (a ``ListLayout`` or any ``ListFrameProvider``), already
    ///     updated for `sectionCounts`.
    ///   - sectionCounts: the item count of each section.
    ///   - viewportHeight: the visible height; 0 or less (or not finite) gives an empty
    ///     answer.
    ///   - reuseIdentifier: the reuse identifier of the item at a path.
    /// - Returns: identifier → the most items of that identifier intersecting one viewport;
    ///   identifiers whose items are never visible are left out.
    public static func peakVisibleCounts(
        frames: any ListFrameProvider, sectionCounts: [Int], viewportHeight: CGFloat,
        reuseIdentifier: (ListIndexPath) -> String
    ) -> [String: Int] {
        guard viewportHeight > 0, viewportHeight.isFinite else { return [:] }
        // Item [minY, maxY) intersects the viewport [y, y + height) exactly when
        // minY - height < y < maxY: an open interval of offsets per item.
        var intervals: [String: (starts: [CGFloat], ends: [CGFloat])] = [:]
        for (section, count) in sectionCounts.enumerated() where count > 0 {
            for item in 0..<count {
                let path = ListIndexPath(item: item, section: section)
                let frame = frames.frame(at: path)
                guard !frame.isNull else { continue }
                let identifier = reuseIdentifier(path)
                intervals[identifier, default: ([], [])].starts.append(frame.minY - viewportHeight)
                intervals[identifier, default: ([], [])].ends.append(frame.maxY)
            }
        }
        let maxOffset = max(0, frames.contentSize.height - viewportHeight)
        var result: [String: Int] = [:]
        for (identifier, interval) in intervals {
            let peak = peakCoverage(
                starts: interval.starts.sorted(), ends: interval.ends.sorted(), over: 0...maxOffset)
            if peak > 0 { result[identifier] = peak }
        }
        return result
    }

    /// The peak visible count of each reuse identifier for `layout`'s current items, in a
    /// viewport `viewportHeight` tall (see
    /// ``peakVisibleCounts(frames:sectionCounts:viewportHeight:reuseIdentifier:)``).
    public static func peakVisibleCounts(
        in layout: ListLayout, viewportHeight: CGFloat, reuseIdentifier: (ListIndexPath) -> String
    ) -> [String: Int] {
        peakVisibleCounts(
            frames: layout, sectionCounts: layout.sectionCounts, viewportHeight: viewportHeight,
            reuseIdentifier: reuseIdentifier)
    }

    /// The most open intervals `(starts[i], ends[i])` (both arrays sorted; paired only in
    /// count) holding one point of `range`.
    ///
    /// The count at `y` is `#{start < y} - #{end <= y}`. It rises only just after a start,
    /// so its maximum over the range is at the range's lower end or just after a start
    /// inside the range, where it is `#{start <= s} - #{end <= s}`.
    static func peakCoverage(starts: [CGFloat], ends: [CGFloat], over range: ClosedRange<CGFloat>) -> Int {
        var startsUpTo = 0  // starts <= the candidate
        var endsUpTo = 0  // ends <= the candidate
        func advance(to point: CGFloat, includingStartsAt includeEqual: Bool) {
            while startsUpTo < starts.count, starts[startsUpTo] < point || (includeEqual && starts[startsUpTo] == point)
            {
                startsUpTo += 1
            }
            while endsUpTo < ends.count, ends[endsUpTo] <= point { endsUpTo += 1 }
        }
        // At the lower end itself: starts strictly before it.
        advance(to: range.lowerBound, includingStartsAt: false)
        var peak = startsUpTo - endsUpTo
        // Just after each start in [lower, upper).
        for start in starts where start >= range.lowerBound && start < range.upperBound {
            advance(to: start, includingStartsAt: true)
            peak = max(peak, startsUpTo - endsUpTo)
        }
        return max(peak, 0)
    }
}
