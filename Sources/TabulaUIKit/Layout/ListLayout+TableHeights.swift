#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

// The table delegate's height answers of ``TableViewAdapter``.
extension ListLayout {
    /// The height of the row at `indexPath` (rows are measured, never estimated): a look-up,
    /// since UIKit may ask it of every row after each batch.
    func rowHeight(at indexPath: IndexPath) -> CGFloat {
        itemHeight(at: ListIndexPath(indexPath))
    }

    /// The height to give `tableView` for the section's header or footer: the layout's;
    /// for none, the smallest positive height in grouped styles, which read a height that
    /// is not positive as "use the default height" (Apple's `sectionHeaderHeight` page:
    /// only a positive value overrides the automatic height), and 0 in plain tables.
    @MainActor
    func supplementaryHeight(
        _ placement: ListSupplementaryPlacement, inSection section: Int, in tableView: UITableView
    ) -> CGFloat {
        let height: CGFloat =
            switch placement {
            case .header: headerFrame(section: section)?.height ?? 0
            case .footer: footerFrame(section: section)?.height ?? 0
            }
        guard height <= 0, tableView.style != .plain else { return height }
        return .leastNormalMagnitude  // CGFLOAT_MIN
    }
}
#endif
