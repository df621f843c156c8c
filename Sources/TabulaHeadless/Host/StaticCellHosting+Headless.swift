import Tabula

extension StaticCellHosting where Host == HeadlessListView {
    /// Every static cell lives in a ``HeadlessCell``'s ``HeadlessCell/attachment``, made
    /// when the host cell first shows a row of its type; section titles are the
    /// ``HeadlessSupplementaryView/contentDescription`` of their views.
    public static var headless: StaticCellHosting<HeadlessListView> {
        StaticCellHosting(
            cellType: { _ in HeadlessCell.self },
            staticCell: { cell, type in
                if let existing = cell.attachment as? any StaticCell, Swift.type(of: existing) == type {
                    return existing
                }
                let made = type.init()
                cell.attachment = made
                return made
            },
            titleViewType: HeadlessSupplementaryView.self,
            configureTitleView: { view, title, _ in view.contentDescription = title })
    }
}
