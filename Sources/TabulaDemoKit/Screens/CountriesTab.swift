import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal

/// A country of the widget example.
package struct Country: Hashable, Sendable {
    /// Unique.
    package let id: Int
    /// The name, with its native spelling.
    package let name: String
}

/// The widget builder example: a list declared from model objects — a header,
/// spacing, and a title with a separator for each country — bound to a widget list; the
/// next array is diffed against the shown one and animated.
enum CountriesBuilder {
    @WidgetListBuilder
    static func widgets(objects: [Country], chosen: Int?) -> [ListWidget] {
        Spacing(height: 1)
        Header(string: "Choose a country", style: .title, insets: ListEdgeInsets(left: 2))
        Spacing(height: 1, separator: .bottom)
        for object in objects {
            // Identified by the country, so choosing it (a new text) is a content change.
            Title(text: (object.id == chosen ? "✓ " : "  ") + object.name, insets: ListEdgeInsets(left: 2))
                .widget().id(object.id)
            // The same spacing after every title stays distinct by its tag.
            Spacing(height: 1, separator: .bottom).widget().tag(object.id)
        }
    }

    static let countries: [Country] = [
        "Japan · 日本", "China · 中国", "Korea · 한국", "Russia · Россия", "Greece · Ελλάδα", "Spain · España",
        "Chile", "Germany · Deutschland", "France", "Brazil · Brasil", "India · भारत", "Egypt · مصر",
        "Canada", "Mexico · México", "Norway · Norge", "Turkey · Türkiye", "Vietnam · Việt Nam",
        "Thailand · ประเทศไทย", "Ukraine · Україна", "Italy · Italia", "Portugal", "Peru · Perú",
        "Kenya", "Iceland · Ísland",
    ].enumerated().map { Country(id: $0.offset + 1, name: $0.element) }
}

/// Countries: the widget list on the terminal. `s` reverses the order (animated moves),
/// enter chooses a country (its title changes: an in-place reconfigure).
@MainActor
final class CountriesTab: FeedTab {
    let title = "Countries"
    let controller: ListAssembly<String, ListWidget, TerminalListView>
    let list: TerminalListView
    let navigator: ListNavigator
    private(set) var countries = CountriesBuilder.countries
    private(set) var chosen: Int?

    var isSettled: Bool {
        (controller.updater?.isIdle ?? true) && list.pendingAnimationCount == 0 && !list.isAnimatingFrames
            && !textSizeChanges.isRunning
    }
    /// The text size changes, each after the one before.
    private let textSizeChanges = TextSizeChanges()
    /// The text size cells are filled at (the catalog's configure reads it).
    private let shown: ShownTextSize

    init(animationFrames: Int) {
        let shown = ShownTextSize()
        self.shown = shown
        controller = ListAssembly(
            catalog: .widgets(fallbackCellType: WidgetCell.self, measurer: TerminalTextMeasurer()) { cell, widget in
                (cell as? WidgetCell)?.show(widget, textSize: shown.value)
            })
        list = TerminalListView(
            kind: .collection, frameProvider: controller.layout,
            batchAnimation: animationFrames > 0 ? .frames(animationFrames) : .immediate)
        controller.attach(to: list)
        let controller = self.controller
        navigator = ListNavigator(
            list: list, identity: { path in controller.item(at: path).map { AnyHashable($0.differenceIdentifier) } },
            pathOfIdentity: { id in
                controller.widgets.firstIndex { AnyHashable($0.differenceIdentifier) == id }
                    .map { ListIndexPath(item: $0, section: 0) }
            })
        show()
    }

    private func show() {
        CountriesBuilder.widgets(objects: countries, chosen: chosen).bind(to: controller)
    }

    var status: String {
        let stats = controller.updater?.statistics
        let name = countries.first { $0.id == chosen }?.name ?? "none"
        return "countries \(countries.count) · chosen: \(name) · widgets \(controller.widgets.count)"
            + " · batches \(stats?.batchesApplied ?? 0) · reconfigured \(stats?.reconfigures ?? 0)"
            + " · violations \(stats?.violations.count ?? 0) · s: reverse, enter: choose"
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .character("s"):
            countries.reverse()
            show()
        case .enter:
            navigator.follow()
            guard let widget = controller.item(at: navigator.selectedPath), widget.kind == WidgetKind(Title.self),
                let id = widget.identity.key.base as? Int
            else { return true }
            chosen = id
            show()
        default:
            return navigator.handle(key)
        }
        return true
    }

    func waitForBackgroundWork() async {
        await textSizeChanges.wait()
    }

    func setTextSize(_ textSize: ListTextSize) {
        textSizeChanges.start { [controller, list, shown] in
            shown.value = textSize
            await controller.setTextSize(textSize)
            // Cells on screen keep their widgets: their labels wrap at the new size now.
            for cell in list.visibleCells { (cell as? WidgetCell)?.textSize = textSize }
        }
    }
}

/// The text size the countries' cells are filled at, shared with the catalog's configure.
@MainActor
private final class ShownTextSize {
    var value = ListTextSize.large
}
