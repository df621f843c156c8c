import Foundation
import Tabula
import TabulaHeadless

/// Which rows must be on screen, worked out from the data alone: rows stacked top to bottom
/// with the given heights (each section opened by a header and closed by a footer of fixed
/// heights), seen through a viewport of `viewportHeight` at vertical offset `offset`. A
/// row is on screen when it overlaps the viewport (touching edges do not count), as
/// UIKit's visible cells are. Independent of the host's frames and visible-cell logic.
struct ExpectedScreen {
    /// The rows on screen, in order.
    let rows: [ListIndexPath]
    /// The height of all the content.
    let contentHeight: CGFloat

    init(
        rowHeights: [[CGFloat]], headerHeight: CGFloat = 0, footerHeight: CGFloat = 0,
        offset: CGFloat, viewportHeight: CGFloat
    ) {
        var rows: [ListIndexPath] = []
        var y: CGFloat = 0
        let bottom = offset + viewportHeight
        for (section, heights) in rowHeights.enumerated() {
            y += headerHeight
            for (item, height) in heights.enumerated() {
                if y < bottom, y + height > offset { rows.append(ListIndexPath(item: item, section: section)) }
                y += height
            }
            y += footerHeight
        }
        self.rows = rows
        self.contentHeight = y
    }
}

/// Everything wrong with what `host` shows of `data` (empty when it is right): the content
/// offset must be `requestedOffset` clamped to the scrollable range (or, without one, lie in
/// that range), exactly the rows ``ExpectedScreen`` names must have cells, and each of those
/// cells must show its item and know its path. A screen with no row on it while `data` has
/// rows is a problem too, so the check cannot pass by finding nothing to compare.
@MainActor
func screenProblems<Element>(
    _ host: HeadlessListView, _ data: [[Element]], rowHeights: [[CGFloat]], headerHeight: CGFloat = 0,
    footerHeight: CGFloat = 0, requestedOffset: CGFloat? = nil, describe: (Element) -> String = { "\($0)" }
) -> [String] {
    let offset = host.contentOffset.y
    let viewport = host.viewportSize.height
    let expected = ExpectedScreen(
        rowHeights: rowHeights, headerHeight: headerHeight, footerHeight: footerHeight,
        offset: offset, viewportHeight: viewport)
    var problems: [String] = []
    let maxOffset = max(0, expected.contentHeight - viewport)
    if let requestedOffset {
        let clamped = min(max(requestedOffset, 0), maxOffset)
        if offset != clamped { problems.append("offset \(offset), expected \(clamped) (asked for \(requestedOffset))") }
    } else if offset < 0 || offset > maxOffset {
        problems.append(
            "offset \(offset) is outside 0...\(maxOffset) (content \(expected.contentHeight), viewport \(viewport))")
    }
    if expected.rows.isEmpty, data.contains(where: { !$0.isEmpty }) {
        problems.append("no row is on screen at offset \(offset), though the data has rows: nothing was checked")
    }
    let shown = host.indexPathsForVisibleItems
    if shown != expected.rows {
        problems.append("visible rows \(shown), expected \(expected.rows) at offset \(offset)")
    }
    for path in expected.rows {
        let text = describe(data[path.section][path.item])
        guard let cell = host.cell(at: path) else {
            problems.append("\(path): no cell, expected one showing \(text)")
            continue
        }
        if cell.contentDescription != text {
            problems.append("\(path): shows \(cell.contentDescription ?? "nil"), expected \(text)")
        }
        if cell.indexPath != path {
            problems.append("\(path): cell thinks it is at \(cell.indexPath.map(\.description) ?? "nil")")
        }
    }
    return problems
}

/// ``screenProblems(_:_:rowHeights:headerHeight:footerHeight:requestedOffset:describe:)``
/// for rows of one height.
@MainActor
func screenProblems<Element>(
    _ host: HeadlessListView, _ data: [[Element]], rowHeight: CGFloat, headerHeight: CGFloat = 0,
    footerHeight: CGFloat = 0, requestedOffset: CGFloat? = nil, describe: (Element) -> String = { "\($0)" }
) -> [String] {
    screenProblems(
        host, data, rowHeights: data.map { $0.map { _ in rowHeight } }, headerHeight: headerHeight,
        footerHeight: footerHeight, requestedOffset: requestedOffset, describe: describe)
}
