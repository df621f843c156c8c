import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

@Suite("Static table switches, accessories and row actions on the UIKit model")
@MainActor
struct StaticSwitchAndActionTests {
    init() {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
    }

    private func titles(_ tableView: UITableView) -> [String] {
        tableView.visibleCells.compactMap { ($0 as? SwitchScreens.TitleCell)?.titleLabel.text }
    }

    private func cell(_ tableView: UITableView, titled title: String) -> UITableViewCell? {
        tableView.visibleCells.first { ($0 as? SwitchScreens.TitleCell)?.titleLabel.text == title }
    }

    private func toggle(_ tableView: UITableView, titled title: String) -> UISwitch? {
        cell(tableView, titled: title)?.accessoryView as? UISwitch
    }

    @Test func accessoriesBecomeAccessoryTypesAndSwitches() async throws {
        let (tableView, adapter, window) = SwitchScreens.show(SwitchScreens.Settings())
        await adapter.waitUntilIdle()
        #expect(titles(tableView) == ["Wi-Fi", "Bluetooth", "Dark mode", "About"])
        let wifi = try #require(cell(tableView, titled: "Wi-Fi"))
        #expect((wifi.accessoryView as? UISwitch)?.isOn == false)
        #expect(wifi.accessoryType == .none)
        let darkMode = try #require(cell(tableView, titled: "Dark mode"))
        #expect(darkMode.accessoryType == .checkmark)
        #expect(darkMode.accessoryView == nil)
        let about = try #require(cell(tableView, titled: "About"))
        #expect(about.accessoryType == .disclosureIndicator)
        #expect(about.accessoryView == nil)
        withExtendedLifetime(window) {}
    }

    @Test func turningTheWiFiSwitchRevealsTheHomeNetworkThroughACheckedBatch() async throws {
        let screen = SwitchScreens.Settings()
        let (tableView, adapter, window) = SwitchScreens.show(screen)
        screen.adapter = adapter
        await adapter.waitUntilIdle()
        let wifiSwitch = try #require(toggle(tableView, titled: "Wi-Fi"))
        let before = tableView.modelCounters

        wifiSwitch.modelSimulateUserToggle()
        await adapter.waitUntilIdle()

        #expect(screen.log == ["Wi-Fi on"])
        #expect(titles(tableView) == ["Wi-Fi", "Home network", "Bluetooth", "Dark mode", "About"])
        #expect(
            tableView.modelCounters.performBatchUpdatesCalls == before.performBatchUpdatesCalls + 1,
            "one animated batch")
        #expect(tableView.modelCounters.reloadDataCalls == before.reloadDataCalls, "no reload")
        #expect(toggle(tableView, titled: "Wi-Fi") === wifiSwitch, "the Wi-Fi row keeps its cell and switch")
        #expect(wifiSwitch.isOn)
        #expect(tableView.modelExceptions == [])
        #expect(adapter.updater.statistics.violations == [])

        wifiSwitch.modelSimulateUserToggle()
        await adapter.waitUntilIdle()
        #expect(screen.log == ["Wi-Fi on", "Wi-Fi off"])
        #expect(titles(tableView) == ["Wi-Fi", "Bluetooth", "Dark mode", "About"])
        #expect(tableView.modelExceptions == [])
        withExtendedLifetime(window) {}
    }

    @Test func aSwitchReportsTheRowItsCellShowsNowNotWhenItWasFilled() async throws {
        let screen = SwitchScreens.Settings()
        let (tableView, adapter, window) = SwitchScreens.show(screen)
        screen.adapter = adapter
        await adapter.waitUntilIdle()
        // Bluetooth is row 1 when its cell is filled...
        let bluetoothSwitch = try #require(toggle(tableView, titled: "Bluetooth"))
        #expect(
            tableView.indexPath(for: try #require(cell(tableView, titled: "Bluetooth")))
                == IndexPath(row: 1, section: 0))

        // ...and row 3 once the banner and the network rows appeared above it.
        screen.showsBanner = true
        adapter.constructorDidChange()
        try #require(toggle(tableView, titled: "Wi-Fi")).modelSimulateUserToggle()
        await adapter.waitUntilIdle()
        #expect(titles(tableView) == ["Update available", "Wi-Fi", "Home network", "Bluetooth", "Dark mode", "About"])
        #expect(toggle(tableView, titled: "Bluetooth") === bluetoothSwitch, "the Bluetooth cell moved, not refilled")

        bluetoothSwitch.modelSimulateUserToggle()
        await adapter.waitUntilIdle()
        #expect(screen.log == ["Wi-Fi on", "Bluetooth on"], "not the row that is now at the old index")
        #expect(screen.bluetoothOn)
        #expect(bluetoothSwitch.isOn)
        #expect(tableView.modelExceptions == [])
        #expect(adapter.updater.statistics.violations == [])
        withExtendedLifetime(window) {}
    }

    @Test func rowActionsAreTrailingSwipeActionsThatRunAndComplete() async throws {
        let screen = SwitchScreens.Settings()
        screen.wifiOn = true
        let (tableView, adapter, window) = SwitchScreens.show(screen)
        screen.adapter = adapter
        await adapter.waitUntilIdle()
        #expect(tableView.modelSimulateTrailingSwipe(at: IndexPath(row: 0, section: 0)) == nil, "Wi-Fi has no actions")

        let configuration = try #require(tableView.modelSimulateTrailingSwipe(at: IndexPath(row: 1, section: 0)))
        #expect(configuration.actions.map(\.title) == ["Forget", "Share"])
        #expect(configuration.actions.map(\.style) == [.destructive, .normal])

        var completions: [Bool] = []
        let share = configuration.actions[1]
        share.handler(share, UIView(), { completions.append($0) })
        #expect(screen.log == ["share"])
        #expect(completions == [true])

        // The banner pushes the network row down before the user taps Forget.
        screen.showsBanner = true
        adapter.constructorDidChange()
        await adapter.waitUntilIdle()
        let forget = configuration.actions[0]
        forget.handler(forget, UIView(), { completions.append($0) })
        #expect(screen.log == ["share", "forget"])
        #expect(completions == [true, true])
        await adapter.waitUntilIdle()
        #expect(titles(tableView) == ["Update available", "Wi-Fi", "Bluetooth", "Dark mode", "About"])
        #expect(toggle(tableView, titled: "Wi-Fi")?.isOn == false, "the model turned Wi-Fi off: the switch follows")

        // The row is gone: the action cannot run, and UIKit is told so.
        share.handler(share, UIView(), { completions.append($0) })
        #expect(screen.log == ["share", "forget"])
        #expect(completions == [true, true, false])
        #expect(tableView.modelExceptions == [])
        #expect(adapter.updater.statistics.violations == [])
        withExtendedLifetime(window) {}
    }

    @Test func reusedCellsShowTheirNewRowsSwitchStateAndReportTheirNewRow() async throws {
        let screen = SwitchScreens.Options(on: Set(stride(from: 1, to: 40, by: 3)))
        let (tableView, adapter, window) = SwitchScreens.show(screen)
        screen.adapter = adapter
        await adapter.waitUntilIdle()

        func checkVisibleSwitches(_ context: String) throws {
            let paths = try #require(tableView.indexPathsForVisibleRows, "\(context)")
            for path in paths {
                let cell = try #require(tableView.cellForRow(at: path), "\(context), \(path)")
                let toggle = try #require(cell.accessoryView as? UISwitch, "\(context), \(path)")
                #expect(toggle.isOn == screen.on.contains(path.row), "\(context), row \(path.row)")
                #expect((cell as? SwitchScreens.TitleCell)?.titleLabel.text == "Option \(path.row)", "\(context)")
            }
        }
        try checkVisibleSwitches("first screen")
        let created = tableView.modelCounters.viewsCreated
        for offset in stride(from: 100, through: 1_300, by: 150) {
            tableView.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            try checkVisibleSwitches("offset \(offset)")
        }
        #expect(tableView.modelCounters.viewsReused > 0, "cells were reused")
        #expect(tableView.modelCounters.viewsCreated - created < 10, "scrolling reuses rather than creates")

        // A switch in a reused cell reports the row that cell shows now.
        let lastVisible = try #require(tableView.indexPathsForVisibleRows?.last)
        let row = lastVisible.row
        let toggle = try #require(tableView.cellForRow(at: lastVisible)?.accessoryView as? UISwitch)
        let wasOn = screen.on.contains(row)
        toggle.modelSimulateUserToggle()
        await adapter.waitUntilIdle()
        #expect(screen.log == ["option \(row) \(wasOn ? "off" : "on")"])
        #expect(screen.on.contains(row) == !wasOn)
        try checkVisibleSwitches("after the toggle")
        #expect(tableView.modelExceptions == [])
        #expect(adapter.updater.statistics.violations == [])
        withExtendedLifetime(window) {}
    }
}
