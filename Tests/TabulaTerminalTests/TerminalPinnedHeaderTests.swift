import Foundation
import Tabula
import TabulaTerminal
import Testing

/// A header that shows its section's title.
@MainActor
final class TitleHeader: TerminalListSupplementaryView {
    let label = TerminalLabel()

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(label)
    }

    override func layoutSubviews() {
        label.frame = bounds
    }
}

/// One-row items under one-row headers "A", "B", ...
@MainActor
final class TitledRows: ListHostDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections() -> Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    func reuseIdentifier(forItemAt path: ListIndexPath) -> String { "row" }
    func configure(_ cell: any ListReusableView, forItemAt path: ListIndexPath) {
        (cell as? TerminalTextCell)?.textLabel.text = "\(title(path.section))\(path.item)"
    }
    func reuseIdentifier(for placement: ListSupplementaryPlacement, inSection section: Int) -> String? {
        placement == .header ? "header" : nil
    }
    func configure(_ view: any ListReusableView, for placement: ListSupplementaryPlacement, inSection section: Int) {
        (view as? TitleHeader)?.label.text = "== \(title(section)) =="
    }
    private func title(_ section: Int) -> String { String(UnicodeScalar(UInt8(65 + section))) }
}

@MainActor
@Suite("TerminalListView: pinned headers")
struct TerminalPinnedHeaderTests {
    @Test func aPinnedHeaderCoversTheRowsScrollingUnderItUntilTheNextPushesIt() throws {
        let root = TerminalView(frame: CGRect(x: 0, y: 0, width: 12, height: 3))
        let renderer = TerminalRenderer(size: TerminalSize(columns: 12, rows: 3))
        let layout = ListLayout(
            configuration: ListLayoutConfiguration(pinsSectionHeaders: true),
            itemSize: { _, width in CGSize(width: width, height: 1) }, headerHeight: { _, _ in 1 })
        let list = TerminalListView(frame: root.bounds, frameProvider: layout)
        list.registerCell(TerminalTextCell.self, forReuseIdentifier: "row")
        list.registerSupplementaryView(TitleHeader.self, for: .header, forReuseIdentifier: "header")
        let rows = TitledRows([4, 4])
        list.dataSource = rows
        root.addSubview(list)
        try list.reloadData()
        // Section A: header at row 0, items at rows 1-4; section B from row 5.
        #expect(renderer.draw(root).plainText == "== A ==\nA0\nA1")
        try list.scroll(byRows: 2)
        #expect(renderer.draw(root).plainText == "== A ==\nA2\nA3", "A's header stays on top of A1")
        try list.scroll(byRows: 2)
        #expect(renderer.draw(root).plainText == "== A ==\n== B ==\nB0", "B's header pushes A's up")
        try list.scroll(byRows: 1)
        #expect(renderer.draw(root).plainText == "== B ==\nB0\nB1")
        // A jump back to the top, then three rows down: A2 arrives where A's header, a
        // subview since the first load, is pinned, and is drawn under it.
        try list.scroll(byRows: -5)
        try list.scroll(byRows: 3)
        #expect(renderer.draw(root).plainText == "== A ==\nA3\n== B ==")
    }
}
