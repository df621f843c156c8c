#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula

/// Each presented row's content width at one table width, read on the main actor and then
/// handed to the threads that measure the rows. Rows usually share one width (one cell type,
/// one accessory): then it is one number, and a list of any length allocates nothing per
/// row; only a list whose rows differ keeps a width per row.
struct RowContentWidthTable: Sendable {
    private var uniform: CGFloat?
    private var perRow: [[CGFloat]]?

    /// The widths of `counts` rows per section, `width(path)` each.
    init(counts: [Int], width: (ListIndexPath) -> CGFloat) {
        var first: CGFloat?
        var rows: [[CGFloat]]?
        for (section, count) in counts.enumerated() {
            rows?.append([])
            for item in 0..<count {
                let value = width(ListIndexPath(item: item, section: section))
                if rows != nil {
                    rows?[section].append(value)
                } else if first == nil {
                    first = value
                } else if value != first {
                    // The first differing row: the rows before it all had `first`.
                    var seen = counts[..<section].map { Array(repeating: first ?? 0, count: $0) }
                    seen.append(Array(repeating: first ?? 0, count: item) + [value])
                    rows = seen
                }
            }
        }
        uniform = rows == nil ? first : nil
        perRow = rows
    }

    /// The content width of the row at `path`.
    subscript(path: ListIndexPath) -> CGFloat {
        if let uniform { return uniform }
        return perRow?[path.section][path.item] ?? 0
    }

    /// Whether every row has the same width (nothing is kept per row).
    var isUniform: Bool {
        perRow == nil
    }
}
#endif
