import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// Widget lists bound to `HeadlessListView` through the updater (SPEC W1–W8).
@MainActor
@Suite("Widget lists")
struct WidgetListTests {
    let countries = [Country(id: 1, name: "Spain"), Country(id: 2, name: "France"), Country(id: 3, name: "Chile")]

    @Test func seedExampleShowsHeaderThenBody() async {
        let fixture = WidgetFixture()
        Builder.widgets(objects: countries).bind(to: fixture.list)
        await fixture.settle()
        #expect(
            fixture.visibleTexts == [
                "Spacing(25)", "Header(Choose a country)", "Spacing(10, bottom)",
                "Title(Spain)", "Spacing(1, bottom)", "Title(France)", "Spacing(1, bottom)",
                "Title(Chile)", "Spacing(1, bottom)",
            ])
        #expect(fixture.updater.statistics.violations.isEmpty)
        // Frames follow the widgets' own sizes: 25 + one title line (20) + 10 ...
        #expect(
            fixture.list.layout.frame(at: ListIndexPath(item: 1, section: 0))
                == CGRect(x: 0, y: 25, width: 320, height: 20))
        let expectedHeight: CGFloat = 25 + 20 + 10 + 3 * (20 + 1)
        #expect(fixture.list.layout.contentSize.height == expectedHeight)
    }

    @Test func flatMapFormShowsTheSameAsTheBuilder() async {
        let built = WidgetFixture()
        Builder.widgets(objects: countries).bind(to: built.list)
        let mapped = WidgetFixture()
        Builder.widgetsByFlatMap(objects: countries).bind(to: mapped.list)
        await built.settle()
        await mapped.settle()
        #expect(built.visibleTexts == mapped.visibleTexts)
    }

    @Test func keysAreEqualOnlyForEqualValuesOfTheSameType() {
        let title = WidgetKey(Title(text: "Spain"))
        #expect(title == WidgetKey(Title(text: "Spain")))
        #expect(title.hashValue == WidgetKey(Title(text: "Spain")).hashValue)
        #expect(title != WidgetKey(Title(text: "Chile")))
        #expect(title != WidgetKey(Header(string: "Spain")))
        #expect(WidgetKey(1) != WidgetKey(Int8(1)), "same value, another type")
        #expect(WidgetKey(1) != WidgetKey("1"))
        #expect(Set([WidgetKey(1), WidgetKey(1), WidgetKey("1"), title]).count == 3)
    }

    @Test func kindsAndStaticCellIdentifiersAreTheTypesQualifiedNames() {
        // The names are cached per type: asking again, or for another type in between,
        // still gives each type its own name.
        for _ in 0..<2 {
            #expect(WidgetKind(Spacing.self).reuseIdentifier == "Tabula.Spacing")
            #expect(Title(text: "a").widget().kind.reuseIdentifier == "Tabula.Title")
            #expect(TextCell.reuseIdentifier == String(reflecting: TextCell.self))
            #expect(EmptyCell.reuseIdentifier == String(reflecting: EmptyCell.self))
        }
        #expect(TextCell.reuseIdentifier != EmptyCell.reuseIdentifier)
    }

    @Test func cellsAreRegisteredOnFirstUseWithNoManualRegistration() async throws {
        final class TitleCellMarker {}
        let fixture = WidgetFixture { cells in
            cells.register(Title.self, cellType: HeadlessCell.self) { cell, title in
                cell.contentDescription = "title cell: \(title.text)"
                cell.attachment = TitleCellMarker()
            }
        }
        let registry = try #require(fixture.list.cellRegistry)
        #expect(registry.registrationCount == 0)

        fixture.list.show { Spacing(height: 4) }
        await fixture.settle()
        #expect(registry.registrationCount == 1)
        #expect(registry.isRegistered(WidgetKind(Spacing.self).reuseIdentifier))
        #expect(
            !registry.isRegistered(WidgetKind(Title.self).reuseIdentifier), "a kind never shown is never registered")

        Builder.widgets(objects: countries).bind(to: fixture.list)
        await fixture.settle()
        #expect(registry.registrationCount == 3, "Spacing, Header, Title: one registration each")
        #expect(fixture.visibleTexts.contains("title cell: Spain"))
        #expect(fixture.host.cell(at: ListIndexPath(item: 3, section: 0))?.attachment is TitleCellMarker)
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func identicalWidgetsAtSeveralPlacesHaveDistinctIdentities() {
        let widgets = ListWidget.numberingOccurrences(Builder.widgetsByFlatMap(objects: countries))
        #expect(Set(widgets.map(\.identity)).count == widgets.count)
        // Equal spacings written on different lines differ by location alone.
        let top = widgets[0].identity
        let bottom = widgets[2].identity
        #expect(top.location != bottom.location)
        // The spacings of the loop share a location and are numbered apart.
        let loopSpacings = widgets.filter { $0.description == "Spacing(1, bottom)" }
        #expect(loopSpacings.map(\.identity.occurrence) == [0, 1, 2])
        #expect(StagedChangeset(source: [ListWidget](), target: widgets).duplicateIdentifierCount == 0)
    }

    @Test func addingAnObjectInsertsItsWidgetsWithoutReloading() async {
        let fixture = WidgetFixture()
        Builder.widgets(objects: countries).bind(to: fixture.list)
        await fixture.settle()
        let cellsBefore = fixture.host.counters.cellsConfigured

        var more = countries
        more.insert(Country(id: 9, name: "Peru"), at: 1)
        Builder.widgets(objects: more).bind(to: fixture.list)
        await fixture.settle()

        let batch = fixture.lastBatch
        #expect(batch?.elementInserted == [ListIndexPath(item: 5, section: 0), ListIndexPath(item: 6, section: 0)])
        #expect(batch?.elementDeleted.isEmpty == true)
        #expect(batch?.elementUpdated.isEmpty == true)
        #expect(fixture.updater.statistics.totalReloads == 1, "only the first load reloads")
        #expect(fixture.host.counters.cellsConfigured - cellsBefore == 2, "only the two new cells are configured")
        #expect(fixture.visibleTexts[5] == "Title(Peru)")
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func reorderingObjectsMovesTheirTaggedWidgets() async {
        let fixture = WidgetFixture()
        Builder.widgets(objects: countries).bind(to: fixture.list)
        await fixture.settle()
        Builder.widgets(objects: countries.reversed()).bind(to: fixture.list)
        await fixture.settle()

        let batch = fixture.lastBatch
        #expect(batch?.elementMoved.isEmpty == false)
        #expect(batch?.elementInserted.isEmpty == true)
        #expect(batch?.elementDeleted.isEmpty == true)
        #expect(fixture.updater.statistics.totalReloads == 1)
        #expect(
            fixture.visibleTexts.suffix(6) == [
                "Title(Chile)", "Spacing(1, bottom)", "Title(France)", "Spacing(1, bottom)", "Title(Spain)",
                "Spacing(1, bottom)",
            ])
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func aChangedModelWithAnExplicitIdIsReconfiguredInPlace() async throws {
        let fixture = WidgetFixture()
        // One builder called again, as an app does: locations stay, the counter's id too.
        func show(unread: Int) {
            fixture.list.show {
                Header(string: "Inbox")
                TextBlock(text: "\(unread) unread").widget().id("counter")
            }
        }
        show(unread: 3)
        await fixture.settle()
        let cell = try #require(fixture.host.cell(at: ListIndexPath(item: 1, section: 0)))
        show(unread: 4)
        await fixture.settle()
        #expect(fixture.host.cell(at: ListIndexPath(item: 1, section: 0)) === cell, "same cell object")
        #expect(cell.contentDescription == "Text(4 unread)")
        #expect(fixture.host.counters.cellsReconfigured == 1)
        #expect(fixture.updater.statistics.batchesApplied == 0)
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func aReconfiguredWidgetThatGrowsPushesTheNextOneDown() async {
        let fixture = WidgetFixture()
        func show(_ text: String) {
            fixture.list.show {
                TextBlock(text: text).widget().id("note")
                Spacing(height: 1, separator: .bottom)
            }
        }
        show("short")
        await fixture.settle()
        #expect(fixture.list.layout.frame(at: ListIndexPath(item: 1, section: 0)).minY == 20)
        show(String(repeating: "many words ", count: 10))  // 110 characters = 3 lines of 40
        await fixture.settle()
        #expect(fixture.host.counters.cellsReconfigured == 1)
        #expect(fixture.list.layout.frame(at: ListIndexPath(item: 0, section: 0)).height == 60)
        #expect(fixture.list.layout.frame(at: ListIndexPath(item: 1, section: 0)).minY == 60)
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func theSameWidgetWrittenOnAnotherLineIsAnotherWidget() async {
        let fixture = WidgetFixture()
        fixture.list.show { Header(string: "Inbox") }
        await fixture.settle()
        fixture.list.show { Header(string: "Inbox") }
        await fixture.settle()
        #expect(fixture.lastBatch?.elementDeleted.count == 1)
        #expect(fixture.lastBatch?.elementInserted.count == 1)
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func builderTakesConditionalsOptionalsAndSwitches() {
        enum Mode { case compact, full }
        func build(showBanner: Bool, subtitle: String?, mode: Mode) -> [String] {
            @WidgetListBuilder func widgets() -> [ListWidget] {
                Header(string: "Title")
                if showBanner {
                    ImagePlaceholder(name: "banner", aspectRatio: 0.5)
                } else {
                    Spacing(height: 1, separator: .bottom)
                }
                if let subtitle {
                    TextBlock(text: subtitle)
                }
                switch mode {
                case .compact: Spacing(height: 4)
                case .full: Spacing(height: 16)
                }
            }
            return widgets().map(\.description)
        }
        #expect(
            build(showBanner: true, subtitle: "sub", mode: .full) == [
                "Header(Title)", "Image(banner)", "Text(sub)", "Spacing(16)",
            ])
        #expect(
            build(showBanner: false, subtitle: nil, mode: .compact) == [
                "Header(Title)", "Spacing(1, bottom)", "Spacing(4)",
            ])
    }

    @Test func showBeforeAttachingIsShownOnAttach() async {
        let measurer = MonospaceTextMeasurer()
        let list = ListAssembly<String, ListWidget, HeadlessListView>(catalog: .widgets(measurer: measurer))
        list.show { Title(text: "early") }
        #expect(list.widgets.map(\.description) == ["Title(early)"])
        let host = HeadlessListView(
            kind: .collection, viewportSize: CGSize(width: 100, height: 100), frameProvider: list.layout)
        list.attach(to: host)
        await list.waitUntilIdle()
        #expect(host.visibleCells.compactMap(\.contentDescription) == ["Title(early)"])
    }

    @Test func customWidgetsUseTheirOwnKindAndSize() async {
        struct Avatar: Hashable, Sendable { var initials: String }
        let fixture = WidgetFixture { cells in
            cells.register(CustomWidget<Avatar>.self, kind: "avatar", cellType: HeadlessCell.self) { cell, widget in
                cell.contentDescription = "avatar \(widget.content.initials)"
            }
        }
        fixture.list.show {
            CustomWidget(Avatar(initials: "AL"), kind: "avatar", height: 64)
            CustomWidget(Avatar(initials: "BO"), kind: "avatar") { avatar, width, measurer in
                CGSize(
                    width: width,
                    height: measurer.size(of: avatar.initials, style: .body, width: width, maximumLines: 0).height * 2)
            }
        }
        await fixture.settle()
        #expect(fixture.visibleTexts == ["avatar AL", "avatar BO"])
        #expect(
            fixture.list.layout.frame(at: ListIndexPath(item: 1, section: 0))
                == CGRect(x: 0, y: 64, width: 320, height: 40))
        #expect(fixture.list.cellRegistry?.isRegistered("avatar") == true)
    }
}
