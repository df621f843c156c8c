#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit
import TabulaTestSupport

/// VoiceOver: what cells say (widgets, static rows, any item through the adapter's closure),
/// and which rows offer "Move up" / "Move down".
@Suite("VoiceOver: what cells say")
@MainActor
struct VoiceOverTests {
    init() {
        UIKitRaises.recordAsIssues()
    }

    private func widgetTable() -> (UITableView, TableViewAdapter<String, ListWidget>, UIWindow) {
        let window = makeTestWindow()
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        return (tableView, TableViewAdapter<String, ListWidget>(tableView: tableView, cells: .widgets()), window)
    }
    private func cell(_ tableView: UITableView, _ row: Int, _ section: Int = 0) -> UITableViewCell? {
        tableView.cellForRow(at: IndexPath(row: row, section: section))
    }
    /// The "Move up" / "Move down" actions a cell offers, by name.
    private func moveActions(_ cell: UITableViewCell?) -> [String] {
        (cell?.accessibilityCustomActions ?? []).map(\.name)
    }

    @Test func widgetCellsCarryTheirPrimitivesDescriptionAndHiddenOnesAreNotAnnounced() async throws {
        let (tableView, adapter, window) = widgetTable()
        adapter.show {
            Header(string: "Countries")
            Title(text: "Spain")
            Spacing(height: 1, separator: .bottom)
            Spacing(height: 8)
            Title(text: "Chile").widget().accessibility(hint: "Opens Chile", traits: [.staticText, .button])
        }
        await adapter.waitUntilIdle()
        let header = try #require(cell(tableView, 0))
        #expect(header.isAccessibilityElement)
        #expect(header.accessibilityLabel == "Countries")
        #expect(header.accessibilityTraits == .header)
        let spain = try #require(cell(tableView, 1))
        #expect(spain.accessibilityLabel == "Spain")
        #expect(spain.accessibilityTraits == .staticText)
        for row in [2, 3] {
            let hidden = try #require(cell(tableView, row))
            #expect(!hidden.isAccessibilityElement, "row \(row)")
            #expect(hidden.accessibilityElementsHidden, "row \(row)")
        }
        let chile = try #require(cell(tableView, 4))
        #expect(chile.accessibilityLabel == "Chile")
        #expect(chile.accessibilityHint == "Opens Chile")
        #expect(chile.accessibilityTraits == [.staticText, .button])
        withExtendedLifetime(window) {}
    }

    @Test func aChangedDescriptionReconfiguresTheCellInPlace() async throws {
        let (tableView, adapter, window) = widgetTable()
        adapter.show([Title(text: "Spain").widget().id("es")])
        await adapter.waitUntilIdle()
        let spain = try #require(cell(tableView, 0))
        #expect(spain.accessibilityHint == nil)
        adapter.show([Title(text: "Spain").widget().id("es").accessibility(hint: "Selected country")])
        await adapter.waitUntilIdle()
        #expect(cell(tableView, 0) === spain)
        #expect(spain.accessibilityHint == "Selected country")
        // No description any more: the cell's own values come back.
        adapter.show([Title(text: "Spain").widget().id("es").accessibility(nil)])
        await adapter.waitUntilIdle()
        #expect(spain.accessibilityLabel == nil)
        #expect(spain.accessibilityHint == nil)
        #expect(!spain.isAccessibilityElement)
        withExtendedLifetime(window) {}
    }

    // The toggle trait and the activate block are iOS 17 API (UIAccessibilityConstants.h:109,
    // UIAccessibility.h:295); before it, a toggle row reads as a button with a value.
    @available(iOS 17.0, *)
    @Test func staticCellsCarryTitleValueAndTraitsAndAToggleRowReadsAsASwitch() async throws {
        let (tableView, adapter, window) = SwitchScreens.show(SwitchScreens.Settings())
        await adapter.waitUntilIdle()
        let byTitle = Dictionary(
            tableView.visibleCells.compactMap { cell in cell.accessibilityLabel.map { ($0, cell) } },
            uniquingKeysWith: { first, _ in first })
        let wifi = try #require(byTitle["Wi-Fi"])
        #expect(wifi.isAccessibilityElement)
        #expect(wifi.accessibilityValue == "0")
        #expect(wifi.accessibilityTraits == .toggleButton)
        let darkMode = try #require(byTitle["Dark mode"])
        #expect(darkMode.accessibilityTraits == [.button, .selected])
        let about = try #require(byTitle["About"])
        #expect(about.accessibilityTraits == .button)
        #expect(about.accessibilityValue == nil)
        withExtendedLifetime(window) {}
    }

    /// VoiceOver's double-tap on a cell taps its middle, which selects the row: on a toggle
    /// row it must turn the switch instead, as a sighted user's tap on the switch does
    /// (iOS 17's `accessibilityActivateBlock`, UIAccessibility.h line 295).
    // The toggle trait and the activate block are iOS 17 API (UIAccessibilityConstants.h:109,
    // UIAccessibility.h:295); before it, a toggle row reads as a button with a value.
    @available(iOS 17.0, *)
    @Test func aDoubleTapOnAToggleRowTurnsItsSwitch() async throws {
        let settings = SwitchScreens.Settings()
        let (tableView, adapter, window) = SwitchScreens.show(settings)
        settings.adapter = adapter
        await adapter.waitUntilIdle()
        let byTitle = Dictionary(
            tableView.visibleCells.compactMap { cell in cell.accessibilityLabel.map { ($0, cell) } },
            uniquingKeysWith: { first, _ in first })
        let wifi = try #require(byTitle["Wi-Fi"])
        let activate = try #require(wifi.accessibilityActivateBlock, "a toggle row handles the double-tap")
        #expect(activate())
        await adapter.waitUntilIdle()
        #expect(settings.log == ["Wi-Fi on"])
        #expect((wifi.accessoryView as? UISwitch)?.isOn == true)
        #expect(tableView.numberOfRows(inSection: 0) == 5, "the network row slid in")
        #expect(try #require(byTitle["About"]).accessibilityActivateBlock == nil, "other rows keep the default")
        withExtendedLifetime(window) {}
    }

    @Test func anyItemTakesItsDescriptionFromTheAdaptersClosure() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: (1...3).map { Contact($0) })])
        screen.adapter.accessibility = { contact in
            contact.id == 2 ? .hidden : ListAccessibility(label: contact.name, traits: .button)
        }
        await screen.load()
        let first = try #require(cell(screen.tableView, 0))
        #expect(first.accessibilityLabel == "Contact 1")
        #expect(first.accessibilityTraits == .button)
        #expect(try #require(cell(screen.tableView, 1)).accessibilityElementsHidden)
    }

    @Test func reorderableRowsOfferMovesExceptAtTheEnds() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: (1...4).map { Contact($0) })])
        await screen.load()
        #expect(moveActions(cell(screen.tableView, 1)) == [], "no canMoveItem: no moves")
        screen.adapter.canMoveItem = { $0.id != 3 }
        #expect(moveActions(cell(screen.tableView, 0)) == ["Move down"])
        #expect(moveActions(cell(screen.tableView, 1)) == ["Move up", "Move down"])
        #expect(moveActions(cell(screen.tableView, 2)) == [], "canMoveItem refuses it")
        #expect(moveActions(cell(screen.tableView, 3)) == ["Move up"])
    }
}
#endif
