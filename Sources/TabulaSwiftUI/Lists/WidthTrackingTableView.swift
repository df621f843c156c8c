#if canImport(SwiftUI) && canImport(UIKit)
import Tabula
import UIKit

/// A table that reports a new width from its layout pass: SwiftUI sizes a hosted view
/// after making it (at zero) and again on every rotation or split-screen change, and the
/// adapters' row heights follow the width.
@MainActor
final class WidthTrackingTableView: UITableView {
    var onWidthChange: (@MainActor (UITableView) -> Void)?
    private var reportedWidth: CGFloat?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.width != reportedWidth else { return }
        reportedWidth = bounds.width
        // On the next turn of the main actor, not inside UIKit's layout pass: following the
        // width may animate a batch, which must not start while the table lays itself out.
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.onWidthChange?(self)
        }
    }

    /// Brings `layout` to the table's width and shows the new heights (animated when on
    /// screen): for front ends without a width call of their own.
    static func follow(_ layout: ListLayout, in tableView: UITableView) {
        guard layout.width != tableView.bounds.width else { return }
        layout.setWidth(tableView.bounds.width)
        if tableView.window != nil {
            tableView.performBatchUpdates(nil, completion: nil)
        } else {
            tableView.reloadData()
        }
    }
}
#endif
