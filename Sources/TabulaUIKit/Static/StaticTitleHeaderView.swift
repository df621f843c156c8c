#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// The header and footer view of a static table's section titles
/// (`TableViewAdapter(tableView:staticTable:)`).
@MainActor
@_spi(Testing) open class StaticTitleHeaderView: UITableViewHeaderFooterView {
    /// The title.
    public let titleLabel = UILabel()

    /// Places the title, inset 16 points on the sides.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if titleLabel.superview == nil { contentView.addSubview(titleLabel) }
        titleLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 4)
    }
}

extension SupplementaryCatalog where BaseView == UITableViewHeaderFooterView {
    /// Section titles (`String` header and footer models) in a `StaticTitleHeaderView`
    /// of `height`.
    static func staticTitles(height: CGFloat) -> Self {
        var catalog = Self()
        catalog.register(StaticTitleHeaderView.self, for: String.self, height: { _, _ in height }) { view, title, _ in
            view.titleLabel.text = title
        }
        return catalog
    }
}
#endif
