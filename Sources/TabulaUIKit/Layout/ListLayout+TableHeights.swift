#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

// The table delegate's height answers, shared by ``TableViewAdapter`` and
// ``TableViewForwarder``.
extension ListLayout {
    /// The height of the row at `indexPath` (rows are measured, never estimated).
    func rowHeight(at indexPath: IndexPath) -> CGFloat {
        frame(at: ListIndexPath(indexPath)).height
    }

    /// The height of the section's header or footer (0: none).
    func supplementaryHeight(_ placement: ListSupplementaryPlacement, inSection section: Int) -> CGFloat {
        switch placement {
        case .header: headerFrame(section: section)?.height ?? 0
        case .footer: footerFrame(section: section)?.height ?? 0
        }
    }
}
#endif
