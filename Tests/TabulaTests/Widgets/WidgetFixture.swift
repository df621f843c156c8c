import Foundation
import Tabula
import TabulaHeadless

/// A widget list on a headless collection host, wired like an app wires it.
@MainActor
struct WidgetFixture {
    let measurer: MonospaceTextMeasurer
    let sizeCache = WidgetSizeCache()
    let list: ListAssembly<String, ListWidget, HeadlessListView>
    let host: HeadlessListView

    /// `cells` adds cells of its own to the headless widget catalog.
    init(
        cells: (inout HostCellCatalog<ListWidget, HeadlessListView>) -> Void = { _ in },
        viewport: CGSize = CGSize(width: 320, height: 2_000),
        animationMode: HeadlessListView.AnimationMode = .immediate
    ) {
        measurer = MonospaceTextMeasurer(characterWidth: 8, lineHeight: 20)
        var catalog = HostCellCatalog<ListWidget, HeadlessListView>.widgets(measurer: measurer, sizeCache: sizeCache)
        cells(&catalog)
        list = ListAssembly(catalog: catalog)
        host = HeadlessListView(
            kind: .collection, viewportSize: viewport, frameProvider: list.layout, animationMode: animationMode)
        list.attach(to: host)
    }

    var updater: ListUpdater<String, ListWidget> {
        list.updater!
    }

    /// What the visible cells show, top to bottom.
    var visibleTexts: [String] {
        host.visibleCells.compactMap(\.contentDescription)
    }

    /// The last batch the host applied.
    var lastBatch: ListBatch? {
        // In-place reconfigures that follow a batch are logged after it: skip them.
        for entry in host.log.reversed() {
            if case let .batch(batch, _, _) = entry { return batch }
        }
        return nil
    }

    func settle() async {
        await list.waitUntilIdle()
    }
}

/// The seed's model object and builder: the README's own example (one copy of it).
typealias Country = ReadmeWidgets.Country
typealias Builder = ReadmeWidgets.Builder

extension ReadmeWidgets.Builder {
    /// The seed's own shape: arrays joined with `+`, body by `flatMap`, no tags.
    static func widgetsByFlatMap(objects: [Country]) -> [ListWidget] {
        let header = [
            Spacing(height: 25).widget(),
            Header(string: "Choose a country").widget(),
            Spacing(height: 10, separator: .bottom).widget(),
        ]
        let body = objects.flatMap { object -> [ListWidget] in
            [
                Title(object: object.name).widget(),
                Spacing(height: 1, separator: .bottom).widget(),
            ]
        }
        return header + body
    }
}
