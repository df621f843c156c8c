import Foundation
import Tabula

/// The model table's frames: rows stacked top to bottom with the delegate's heights,
/// each section's header above and footer below, asked again after every update as a
/// table without estimated heights does. *Model internals.*
@MainActor
final class TableRowFrames: ListSupplementaryFrameProvider {
    weak var tableView: UITableView?
    private var rows: [[CGRect]] = []
    private var headers: [CGRect] = []
    private var footers: [CGRect] = []
    private var size: CGSize = .zero

    nonisolated func update(sectionCounts: [Int], applying batch: ListBatch?, width: CGFloat) {
        MainActor.assumeIsolated { recompute(sectionCounts, width) }
    }

    private func recompute(_ counts: [Int], _ width: CGFloat) {
        rows = []
        headers = []
        footers = []
        var y: CGFloat = 0
        for (section, count) in counts.enumerated() {
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
        }
        size = CGSize(width: width, height: y)
    }

    nonisolated var contentSize: CGSize {
        MainActor.assumeIsolated { size }
    }

    nonisolated func frame(at path: ListIndexPath) -> CGRect {
        MainActor.assumeIsolated {
            guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.item) else { return .zero }
            return rows[path.section][path.item]
        }
    }

    nonisolated func indexPaths(intersecting rect: CGRect) -> [ListIndexPath] {
        MainActor.assumeIsolated {
            var result: [ListIndexPath] = []
            for (section, frames) in rows.enumerated() {
                for (row, frame) in frames.enumerated() where frame.height > 0 && frame.intersects(rect) {
                    result.append(ListIndexPath(item: row, section: section))
                }
            }
            return result
        }
    }

    nonisolated func supplementaryFrame(_ placement: ListSupplementaryPlacement, inSection section: Int) -> CGRect? {
        MainActor.assumeIsolated {
            let frames = placement == .header ? headers : footers
            guard frames.indices.contains(section), frames[section].height > 0 else { return nil }
            return frames[section]
        }
    }

    nonisolated func supplementaryElements(intersecting rect: CGRect) -> [ListSupplementaryElement] {
        MainActor.assumeIsolated {
            var result: [ListSupplementaryElement] = []
            for section in headers.indices {
                if headers[section].height > 0, headers[section].intersects(rect) {
                    result.append(ListSupplementaryElement(.header, section: section))
                }
                if footers[section].height > 0, footers[section].intersects(rect) {
                    result.append(ListSupplementaryElement(.footer, section: section))
                }
            }
            return result
        }
    }
}
