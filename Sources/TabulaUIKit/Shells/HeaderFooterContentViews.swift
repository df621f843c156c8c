#if os(iOS) || TABULA_UIKIT_MODEL
import UIKit

/// The table header and footer view that hosts a content view (an MFS content view): a
/// supplementary catalog registers it for a content type, so apps write the content and
/// never a header class. The content fills the view's `contentView`, which a table keeps
/// inside the safe area as it does a cell's.
@MainActor
final class TableContentHeaderFooterView<Content: CellContent>: UITableViewHeaderFooterView, ContentShell {
    let content = Content(frame: .zero)

    /// The content follows the content view's size.
    override func layoutSubviews() {
        super.layoutSubviews()
        fitContent()
    }
}

/// The collection header and footer view that hosts a content view. A
/// `UICollectionReusableView` has no content view of its own (UICollectionViewCell.h gives
/// one to cells only), so the content fills the view itself.
@MainActor
final class CollectionContentSupplementaryView<Content: CellContent>: UICollectionReusableView, ContentShell {
    let content = Content(frame: .zero)

    /// The view itself: see the type's comment.
    var contentView: UIView {
        self
    }

    /// The content follows the view's size.
    override func layoutSubviews() {
        super.layoutSubviews()
        fitContent()
    }
}
#endif
