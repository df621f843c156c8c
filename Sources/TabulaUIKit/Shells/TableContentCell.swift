#if os(iOS) || TABULA_UIKIT_MODEL
import UIKit

/// The table cell that hosts a content view (an MFS content view, a widget's view): the
/// catalogs register it for a content type, so apps write the content and never a cell.
@MainActor
final class TableContentCell<Content: CellContent>: UITableViewCell, ContentShell {
    let content = Content(frame: .zero)

    /// The content follows the content view's size (which the row's accessory changes).
    override func layoutSubviews() {
        super.layoutSubviews()
        fitContent()
    }
}
#endif
