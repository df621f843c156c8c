#if canImport(UIKit)
import Tabula
import TabulaDemoData
import TabulaUIKit
import UIKit

/// The stress row as an MFS cell: one label, framed by hand; its height is a pure function
/// computed off the main actor.
final class StressMFSCell: MFSContentView<StressItem>, MFSCellSizing {
    let label = UILabel()

    override func addSubviewsToSuperview() {
        if label.superview == nil { addSubview(label) }
    }

    override func bindData(from item: StressItem) {
        label.showText(item.text, style: .body, maximumLines: 0)
    }

    override func resizeSubviews(for item: StressItem, in size: CGSize) {
        label.frame = Self.labelFrame(for: item, width: size.width, measurer: UIKitTextMeasurer())
    }

    nonisolated static func labelFrame(for item: StressItem, width: CGFloat, measurer: any TextMeasuring) -> CGRect {
        let size = measurer.size(of: item.text, style: .body, width: max(1, width - 32), maximumLines: 0)
        return CGRect(x: 16, y: 8, width: size.width, height: size.height)
    }

    nonisolated static func height(for item: StressItem, width: CGFloat, context: any TextMeasuring) -> CGFloat {
        (labelFrame(for: item, width: width, measurer: context).maxY + 8).rounded(.up)
    }
}

/// The same row with Auto Layout: the label pinned to the content view with the same insets;
/// Tabula measures it with `systemLayoutSizeFitting` on the main actor.
final class StressAutoLayoutCell: UITableViewCell {
    lazy var label: UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = UIKitTextMeasurer.font(for: .body)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
        return label
    }()
}

/// Which cell the stress screen uses.
enum StressCellKind: Sendable {
    case mfs, autoLayout

    /// A catalog with the one cell of this kind.
    @MainActor
    var catalog: TableCellCatalog<StressItem> {
        var cells = TableCellCatalog<StressItem>()
        switch self {
        case .mfs:
            cells.register(mfs: StressMFSCell.self, context: UIKitTextMeasurer())
        case .autoLayout:
            cells.register(
                autoLayout: StressAutoLayoutCell.self,
                sizingCell: StressAutoLayoutCell(style: .default, reuseIdentifier: nil)
            ) { cell, item in
                cell.label.text = item.text
            }
        }
        return cells
    }
}
#endif
