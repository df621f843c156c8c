import Foundation
import Tabula
import TabulaHeadless

/// The widgets article's picture: the country picker declared with the widget builder,
/// laid out by the widget list's own layout in a headless collection.
@MainActor
enum WidgetScreenPicture {
    @WidgetListBuilder
    static func widgets(countries: [String]) -> [ListWidget] {
        Spacing(height: 16)
        Header(string: "Choose a country")
        Spacing(height: 8, separator: .bottom)
        for (index, name) in countries.enumerated() {
            Title(text: name).widget().tag(index)
            Spacing(height: 1, separator: .bottom).widget().tag(index)
        }
    }

    static func render() -> String {
        let list = ListAssembly<String, ListWidget, HeadlessListView>(
            catalog: .widgets(measurer: MonospaceTextMeasurer(characterWidth: 7, lineHeight: 22)))
        let host = HeadlessListView(
            kind: .collection, viewportSize: CGSize(width: 240, height: 400), frameProvider: list.layout)
        list.attach(to: host)
        let shown = widgets(countries: ["Spain", "Chile", "New Zealand", "Mongolia"])
        list.show(widgets: shown)
        _ = host.finishAnimations()
        let rows = shown.enumerated().map { index, widget in
            let frame = list.layout.frame(at: ListIndexPath(item: index, section: 0))
            var label = String(describing: type(of: widget.model))
            if let title = widget.model(as: Title.self) { label += " \"\(title.text)\"" }
            if let header = widget.model(as: Header.self) { label += " \"\(header.string)\"" }
            return PanelRow(
                key: "\(index)", frame: frame, label: "\(label) · h \(Int(frame.height))",
                mark: widget.model is Header ? .header : .unchanged)
        }
        return ScreenPanels(
            panelWidth: 240, panelHeight: Double(list.layout.contentSize.height) + 8,
            titles: ["Widgets laid out"], rows: [rows], viewportHeight: nil, legend: []
        ).render()
    }
}
