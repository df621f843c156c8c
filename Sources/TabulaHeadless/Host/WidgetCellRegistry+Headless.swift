import Tabula

extension WidgetCellRegistry where Host == HeadlessListView {
    /// The headless host's registry: every kind's cell is a ``HeadlessCell`` whose
    /// ``HeadlessCell/contentDescription`` is the widget's description.
    public static func headless() -> WidgetCellRegistry<HeadlessListView> {
        WidgetCellRegistry(fallbackCellType: HeadlessCell.self) { cell, widget in
            cell.contentDescription = widget.description
        }
    }
}
