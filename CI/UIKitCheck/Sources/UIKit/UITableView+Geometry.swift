import Foundation

/// Header and footer heights as the table style resolves them, the iOS 15 header top
/// padding, and the table's rectangles (UITableView.h:391-394).
/// (`public`, not `open`: Swift cannot override methods declared in an extension.)
extension UITableView {
    /// The grouped styles' header and footer height when the delegate asks for the
    /// default. *Model constant*: UIKit's value depends on the OS version and is not in the
    /// headers; any positive value shows a delegate that meant "no header" getting space.
    public static let modelGroupedDefaultSupplementaryHeight: CGFloat = 18

    /// The iOS 15 automatic `sectionHeaderTopPadding` of plain tables. *Model constant*:
    /// UITableView.h:374 gives only "The default value is `UITableViewAutomaticDimension`";
    /// plain tables show padding above headers by default from iOS 15 (/work/shared/ANCHORS.md,
    /// "Real UIKit behaviours"); the value here is the model's.
    public static let modelAutomaticHeaderTopPadding: CGFloat = 22

    /// A delegate's (or the table's) header or footer height as the table uses it.
    ///
    /// - `automaticDimension`: a height that fits the title (UITableView.h:60-62); the
    ///   model's sections have no titles, so 0 in plain tables.
    /// - Grouped styles: a height that is not positive means the default, not "none".
    ///   Apple's `sectionHeaderHeight` page: "To override automatic height calculation,
    ///   set this property to a positive value"
    ///   (https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight).
    ///   That 0 from `tableView(_:heightForHeaderInSection:)` also means the default in
    ///   grouped tables is not written in UITableView.h (lines 116-117 say nothing); it is
    ///   UIKit's long-reported behaviour (ANCHORS.md; stackoverflow.com/questions/17699831),
    ///   and why apps return `CGFLOAT_MIN` for "no header" there.
    func modelResolvedSupplementaryHeight(_ height: CGFloat) -> CGFloat {
        if style == .plain { return height == Self.automaticDimension ? 0 : max(0, height) }
        return height > 0 ? height : Self.modelGroupedDefaultSupplementaryHeight
    }

    /// The padding above the header of `section`: none without a header; else
    /// `sectionHeaderTopPadding` ("Padding above each section header", UITableView.h:374),
    /// whose automatic value is ``modelAutomaticHeaderTopPadding`` in plain tables and 0
    /// in grouped ones (model: grouped tables space sections with their default header and
    /// footer heights instead).
    func modelHeaderTopPadding(_ section: Int) -> CGFloat {
        guard modelHeaderHeight(section) > 0 else { return 0 }
        let padding = storedSectionHeaderTopPadding
        guard padding == Self.automaticDimension else { return max(0, padding) }
        return style == .plain ? Self.modelAutomaticHeaderTopPadding : 0
    }

    /// The rectangle of a whole section: its header (with the padding above it), rows and
    /// footer (UITableView.h:391: "includes header, footer and all rows").
    public func rect(forSection section: Int) -> CGRect {
        engine.loadIfNeeded()
        return tableFrames.sectionRect(section)
    }

    /// The rectangle of the header of `section` (UITableView.h:392).
    public func rectForHeader(inSection section: Int) -> CGRect {
        engine.loadIfNeeded()
        return tableFrames.supplementaryRect(.header, section)
    }

    /// The rectangle of the footer of `section` (UITableView.h:393).
    public func rectForFooter(inSection section: Int) -> CGRect {
        engine.loadIfNeeded()
        return tableFrames.supplementaryRect(.footer, section)
    }

    /// The rectangle of the row at `indexPath` (UITableView.h:394).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        engine.loadIfNeeded()
        return engine.frame(at: indexPath)
    }
}
