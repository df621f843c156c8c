import Foundation

// Source: UITableView.h:115 (`tableView:heightForRowAtIndexPath:`), 363 (`rowHeight`), 392-394
// (`rectForHeaderInSection:`, `rectForRowAtIndexPath:`).

/// The model table's frames: rows stacked top to bottom with the delegate's heights
/// (`tableView(_:heightForRowAt:)`, else the table's `rowHeight`), each section's header
/// above (after its top padding) and footer below, with the heights resolved for the
/// table's style (UITableView+Geometry.swift), asked again after every update as a table
/// without estimated heights does. *Model internals.*
@MainActor
final class TableRowFrames: ModelListFrames {
    weak var tableView: UITableView?
    private var rows: [[CGRect]] = []
    private var headers: [CGRect] = []
    private var footers: [CGRect] = []
    private var sections: [CGRect] = []
    private var size: CGSize = .zero

    func update(counts: [Int], width: CGFloat) {
        rows = []
        headers = []
        footers = []
        sections = []
        var y: CGFloat = 0
        for (section, count) in counts.enumerated() {
            let sectionTop = y
            y += tableView?.modelHeaderTopPadding(section) ?? 0
            let header = tableView?.modelHeaderHeight(section) ?? 0
            headers.append(CGRect(x: 0, y: y, width: width, height: header))
            y += header
            var frames: [CGRect] = []
            for row in 0..<count {
                let height = tableView?.modelRowHeight(IndexPath(row: row, section: section)) ?? 0
                frames.append(CGRect(x: 0, y: y, width: width, height: height))
                y += height
            }
            rows.append(frames)
            let footer = tableView?.modelFooterHeight(section) ?? 0
            footers.append(CGRect(x: 0, y: y, width: width, height: footer))
            y += footer
            sections.append(CGRect(x: 0, y: sectionTop, width: width, height: y - sectionTop))
        }
        size = CGSize(width: width, height: y)
    }

    var contentSize: CGSize {
        size
    }

    func frame(at indexPath: IndexPath) -> CGRect {
        guard rows.indices.contains(indexPath[0]), rows[indexPath[0]].indices.contains(indexPath[1]) else {
            return .zero
        }
        return rows[indexPath[0]][indexPath[1]]
    }

    func indexPaths(intersecting rect: CGRect) -> [IndexPath] {
        var result: [IndexPath] = []
        for (section, frames) in rows.enumerated() {
            for (row, frame) in frames.enumerated() where frame.height > 0 && frame.intersects(rect) {
                result.append(IndexPath(row: row, section: section))
            }
        }
        return result
    }

    /// The rectangle of a whole section (`.zero` for a section the table lacks).
    func sectionRect(_ section: Int) -> CGRect {
        sections.indices.contains(section) ? sections[section] : .zero
    }

    /// The rectangle of a header or footer, 0 high when there is none (`.zero` for a
    /// section the table lacks).
    func supplementaryRect(_ placement: ModelSupplementaryPlacement, _ section: Int) -> CGRect {
        let frames = placement == .header ? headers : footers
        return frames.indices.contains(section) ? frames[section] : .zero
    }

    func supplementaryFrame(_ placement: ModelSupplementaryPlacement, inSection section: Int) -> CGRect? {
        let frames = placement == .header ? headers : footers
        guard frames.indices.contains(section), frames[section].height > 0 else { return nil }
        return frames[section]
    }

    func supplementaryElements(intersecting rect: CGRect) -> [ModelSupplementaryElement] {
        var result: [ModelSupplementaryElement] = []
        for section in headers.indices {
            if headers[section].height > 0, headers[section].intersects(rect) {
                result.append(ModelSupplementaryElement(placement: .header, section: section))
            }
            if footers[section].height > 0, footers[section].intersects(rect) {
                result.append(ModelSupplementaryElement(placement: .footer, section: section))
            }
        }
        return result
    }
}
