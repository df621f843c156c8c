import Foundation
import Tabula
import TabulaTerminal

/// A row of the thread tab: indented by its depth, with a disclosure mark (▸ collapsed,
/// ▾ expanded, · no replies) before the author and the text.
@MainActor
package final class ThreadReplyCell: DemoListCell {
    /// The reuse identifier.
    package nonisolated static let reuseIdentifier = "reply"
    /// The row's height.
    package nonisolated static let height: CGFloat = 1

    private let label = TerminalLabel()

    /// Creates the row.
    package required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(label)
    }

    /// Shows `row`.
    package func show(_ row: ListOutline<ThreadReply>.Row) {
        let mark = row.hasChildren ? (row.isExpanded ? "▾" : "▸") : "·"
        label.text = String(repeating: "  ", count: row.depth) + "\(mark) \(row.item.author): \(row.item.text)"
    }

    /// The label fills the row after the selection column.
    package override func layoutSubviews() {
        label.frame = CGRect(x: 2, y: 0, width: max(0, bounds.width - 2), height: 1)
    }
}
