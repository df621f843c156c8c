#if canImport(UIKit)
import Tabula
import TabulaDemoData
import TabulaUIKit
import UIKit

/// Dynamic Type and right to left. Text size: change it in Settings ▸ Accessibility ▸ Display
/// & Text Size ▸ Larger Text (or Xcode's Environment Overrides while running): the adapter
/// measures the rows on screen again first, the rest off the main actor, and the labels draw
/// at the size measured. Direction: the switch flips every row's content view to right to
/// left; the MFS cells mirror their frames (the system language does the same for the app).
final class TextAndDirectionViewController: UIViewController {
    static let section = "chat"

    let storage = ListStorage<String, DirectedMessage>()
    private(set) var adapter: TableViewAdapter<String, DirectedMessage>?
    private(set) var tableView: UITableView?
    let directionSwitch = UISwitch()
    let hintLabel = UILabel()
    private let messages: [MessageViewModel]
    private(set) var rightToLeft = false

    init(seed: UInt64 = 2_024) {
        messages = FeedGenerator(seed: seed).messages(count: 60)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        hintLabel.frame = CGRect(x: 16, y: 8, width: view.bounds.width - 90, height: 36)
        hintLabel.autoresizingMask = [.flexibleWidth]
        hintLabel.showText(
            "Right to left. Text size: Settings ▸ Accessibility ▸ Larger Text", style: .caption, maximumLines: 2)
        view.addSubview(hintLabel)
        directionSwitch.frame.origin = CGPoint(x: view.bounds.width - 67, y: 10)
        directionSwitch.autoresizingMask = [.flexibleLeftMargin]
        directionSwitch.addAction(
            UIAction { [weak self] _ in self?.setRightToLeft(self?.directionSwitch.isOn ?? false) },
            for: .valueChanged)
        view.addSubview(directionSwitch)
        let tableView = UITableView(
            frame: CGRect(x: 0, y: 52, width: view.bounds.width, height: view.bounds.height - 52), style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        var cells = TableCellCatalog<DirectedMessage>()
        cells.register(mfs: MessageBubbleCell.self, context: UIKitTextMeasurer())
        let adapter = TableViewAdapter<String, DirectedMessage>(tableView: tableView, cells: cells)
        adapter.bind(to: storage)
        self.adapter = adapter
        self.tableView = tableView
        _ = try? storage.appendSection(ListSection(Self.section, items: directed(rightToLeft: false)))
    }

    /// Every row in the other direction: one batch of reconfigures, no insert or delete.
    func setRightToLeft(_ on: Bool) {
        rightToLeft = on
        tableView?.semanticContentAttribute = on ? .forceRightToLeft : .forceLeftToRight
        _ = try? storage.update { try $0.setItems(directed(rightToLeft: on), inSectionAt: 0) }
    }

    private func directed(rightToLeft: Bool) -> [DirectedMessage] {
        messages.map { DirectedMessage(message: $0, rightToLeft: rightToLeft) }
    }
}
#endif
