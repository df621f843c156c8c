#if canImport(UIKit)
import Tabula
import TabulaDemoData
import TabulaUIKit
import UIKit

/// A reply of the outline, indented by its depth, with ▸ or ▾ when it has replies.
final class ReplyCell: UITableViewCell {
    nonisolated static let indent: CGFloat = 20

    let replyLabel = UILabel()

    func show(_ row: ListOutline<ThreadReply>.Row) {
        if replyLabel.superview == nil { contentView.addSubview(replyLabel) }
        replyLabel.showText(Self.text(of: row), style: .body, maximumLines: 0)
        replyLabel.frame = Self.labelFrame(of: row, width: contentView.bounds.width, measurer: UIKitTextMeasurer())
    }

    nonisolated static func text(of row: ListOutline<ThreadReply>.Row) -> String {
        let mark = row.hasChildren ? (row.isExpanded ? "▾ " : "▸ ") : ""
        return "\(mark)\(row.item.author): \(row.item.text)"
    }

    nonisolated static func labelFrame(
        of row: ListOutline<ThreadReply>.Row, width: CGFloat, measurer: any TextMeasuring
    )
        -> CGRect
    {
        let x = 16 + CGFloat(row.depth) * indent
        let size = measurer.size(of: text(of: row), style: .body, width: max(1, width - x - 16), maximumLines: 0)
        return CGRect(x: x, y: 10, width: size.width, height: size.height)
    }
}

/// Threaded replies (``ListOutline``): a tap on a reply with replies expands or collapses it,
/// one batch of inserts or deletes; the parent row is reconfigured in place.
final class ThreadViewController: UIViewController {
    nonisolated static let section = "thread"

    let storage = ListStorage<String, ListOutline<ThreadReply>.Row>()
    private(set) var outline = ListOutline<ThreadReply>()
    private(set) var adapter: TableViewAdapter<String, ListOutline<ThreadReply>.Row>?

    override func viewDidLoad() {
        super.viewDidLoad()
        let tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        var cells = TableCellCatalog<ListOutline<ThreadReply>.Row>()
        cells.register(
            ReplyCell.self,
            height: { row, width in
                (ReplyCell.labelFrame(of: row, width: width, measurer: UIKitTextMeasurer()).maxY + 10).rounded(.up)
            }
        ) { cell, row in cell.show(row) }
        let adapter = TableViewAdapter<String, ListOutline<ThreadReply>.Row>(tableView: tableView, cells: cells)
        adapter.accessibility = { row in row.accessibility(label: ReplyCell.text(of: row)) }
        adapter.onSelect = { [weak self] row, _ in self?.toggle(row.item.id) }
        adapter.bind(to: storage)
        self.adapter = adapter
        do {
            outline = try ThreadReply.thread()
            try storage.setOutline(outline, in: Self.section)
        } catch {
            print("Tabula Showcase: the thread was not stored: \(error)")
        }
    }

    /// Expands the reply with `id` if collapsed, collapses it if expanded.
    func toggle(_ id: Int) {
        do {
            guard !(try outline.children(of: id)).isEmpty else { return }
            if try outline.isExpanded(id) { try outline.collapse([id]) } else { try outline.expand([id]) }
            try storage.setOutline(outline, in: Self.section)
        } catch {
            print("Tabula Showcase: reply \(id) did not toggle: \(error)")
        }
    }
}
#endif
