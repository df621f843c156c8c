import Foundation
import Tabula
import TabulaHeadless
import Testing

/// The README's widget example, verbatim inside a namespace (so its names do not clash with
/// other tests), and proof that it shows what it says.
enum ReadmeWidgets {
    struct Country: Hashable, Sendable {
        let id: Int
        let name: String
    }

    enum Builder {
        @WidgetListBuilder
        static func widgets(objects: [Country]) -> [ListWidget] {
            Spacing(height: 25)
            Header(string: "Choose a country")
            Spacing(height: 10, separator: .bottom)
            for object in objects {
                Title(text: object.name).widget().tag(object.id)
                Spacing(height: 1, separator: .bottom).widget().tag(object.id)
            }
        }
    }

    @MainActor
    static func showCountries() async -> HeadlessListView {
        let list = ListAssembly<String, ListWidget, HeadlessListView>(
            catalog: .widgets(measurer: MonospaceTextMeasurer()))
        let host = HeadlessListView(
            kind: .collection, viewportSize: CGSize(width: 320, height: 480), frameProvider: list.layout)
        list.attach(to: host)

        let objects = [Country(id: 1, name: "Spain"), Country(id: 2, name: "Chile")]
        Builder.widgets(objects: objects).bind(to: list)  // first load
        Builder.widgets(objects: objects.reversed()).bind(to: list)  // animated: moves
        await list.waitUntilIdle()
        withExtendedLifetime(list) {}
        return host
    }
}

@MainActor
@Suite("README examples")
struct ReadmeWidgetExampleTests {
    @Test func widgetExampleShowsTheCountriesReordered() async {
        let host = await ReadmeWidgets.showCountries()
        #expect(
            host.visibleCells.compactMap(\.contentDescription) == [
                "Spacing(25)", "Header(Choose a country)", "Spacing(10, bottom)", "Title(Chile)",
                "Spacing(1, bottom)", "Title(Spain)", "Spacing(1, bottom)",
            ])
        #expect(host.counters.batchesApplied == 1)
        #expect(host.counters.reloads == 1)
        // The README says "animated: two moves".
        if case let .batch(batch, _, _) = host.log.last(where: { if case .batch = $0 { true } else { false } }) {
            #expect(batch.elementMoved.count == 2)
            #expect(batch.elementInserted.isEmpty && batch.elementDeleted.isEmpty)
        } else {
            Issue.record("no batch in the host's log")
        }
    }
}
