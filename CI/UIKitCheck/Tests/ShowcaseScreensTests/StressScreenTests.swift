import Foundation
@_spi(Testing) import Tabula
import TabulaDemoData
@_spi(Testing) import TabulaUIKitCheck
import Testing
import UIKit

@testable import ShowcaseScreens

/// The display's frame callbacks, played by the test.
@MainActor
final class FakeDisplay {
    private(set) var onFrame: (@MainActor (Double, Double) -> Bool)?
    private(set) var stopped = false

    var ticks: FrameTicks {
        { [self] onFrame in
            self.onFrame = onFrame
            return { [self] in self.stopped = true }
        }
    }

    /// Frames at `times`, each due `duration` after it; false once the screen said stop.
    @discardableResult
    func play(_ times: [Double], duration: Double) -> Bool {
        for time in times where onFrame?(time, time + duration) != true { return false }
        return true
    }
}

/// The update threads' clock, set by the test.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds = 1_000.0

    var now: Double {
        lock.lock()
        defer { lock.unlock() }
        return seconds
    }

    func advance(by delta: Double) {
        lock.lock()
        seconds += delta
        lock.unlock()
    }
}

@Suite("Showcase: the stress screen on the UIKit model")
@MainActor
struct StressScreenTests {
    @Test func meterUpdatesFromThreadsCellFlipAndRotation() async throws {
        let display = FakeDisplay()
        let clock = TestClock()
        // 3,000 rows, not the screen's 100,000: on the model (a debug build, every batch
        // checked against UIKit's rules row by row) 100,000 rows take minutes; the list's
        // length changes nothing else here.
        #expect(StressViewController.defaultItemCount == 100_000)
        let controller = StressViewController(frameTicks: display.ticks, itemCount: 3_000, clock: { clock.now })
        let window = ShowcaseHarness.show(controller)
        var adapter = try #require(controller.adapter)
        var table = try #require(controller.tableView)
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        // Rows of varying heights, MFS cells sized by their frames.
        #expect(table.numberOfRows(inSection: 0) == 3_000)
        var heights = Set<CGFloat>()
        for path in table.visiblePaths {
            let cell = try #require(table.cellForRow(at: path)?.content(as: StressMFSCell.self))
            let item = try #require(cell.viewModel)
            let height = StressMFSCell.height(
                for: item, width: table.bounds.width, context: ShowcaseHarness.measurer(of: adapter.layout))
            #expect(cell.frame.height == height)
            heights.insert(height)
        }
        #expect(heights.count > 1, "heights vary")

        // The meter: a second at 120 Hz with one frame three refreshes long.
        let refresh = 1.0 / 120
        var times = (0...60).map { 10 + Double($0) * refresh }
        let resume = (times.last ?? 0) + 3 * refresh
        times += (0..<60).map { resume + Double($0) * refresh }
        #expect(display.play(times, duration: refresh))
        #expect(controller.reading.droppedFrames == 2)
        #expect(abs(controller.reading.medianMilliseconds - refresh * 1_000) < 0.01)
        #expect(controller.meterLabel.text?.contains("2 dropped") == true)
        #expect(controller.meterLabel.text?.contains("MFS cells · 100 updates/s") == true)
        // Updates from four threads at 1,000 a second: a tenth of a second is 100 rewrites.
        controller.rateControl.modelSimulateUserSelection(2)
        #expect(controller.rate == 1_000)
        let batches = table.modelAcceptedBatches.count
        controller.updatesSwitch.modelSimulateUserToggle()
        clock.advance(by: 0.1)
        let rewritten = await eventually {
            controller.storage.snapshot.allItems.reduce(0) { max($0, $1.revision) } >= 100
        }
        #expect(rewritten)
        controller.updatesSwitch.modelSimulateUserToggle()
        #expect(controller.driver?.isRunning == false)
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(table.modelAcceptedBatches.count > batches)
        // Scroll to a row an update rewrote: the cell shows the storage's text.
        let items = controller.storage.snapshot.allItems
        let rewrittenRow = try #require(items.firstIndex { $0.revision > 0 })
        table.contentOffset = CGPoint(x: 0, y: table.rectForRow(at: IndexPath(row: rewrittenRow, section: 0)).minY)
        table.layoutIfNeeded()
        let rewrittenCell = try #require(
            table.cellForRow(at: IndexPath(row: rewrittenRow, section: 0))?.content(as: StressMFSCell.self))
        #expect(rewrittenCell.label.text == items[rewrittenRow].text)
        #expect(
            rewrittenCell.frame.height
                == StressMFSCell.height(
                    for: items[rewrittenRow], width: table.bounds.width,
                    context: ShowcaseHarness.measurer(of: adapter.layout)))
        // The same rows in Auto Layout cells: a new table, its heights from the constraints.
        controller.autoLayoutSwitch.modelSimulateUserToggle()
        adapter = try #require(controller.adapter)
        table = try #require(controller.tableView)
        table.layoutIfNeeded()
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        await controller.scrolledToOldTopRow?.value
        await adapter.waitUntilIdle()
        table.layoutIfNeeded()
        let autoLayoutCells = table.visiblePaths.compactMap { table.cellForRow(at: $0) as? StressAutoLayoutCell }
        #expect(!autoLayoutCells.isEmpty && autoLayoutCells.count == table.visiblePaths.count)
        // Each row as tall as the shown cell's own constraints give at the table's width (the
        // adapter measured another instance, its sizing cell); the heights vary with the text.
        for cell in autoLayoutCells {
            let fitting = cell.contentView.systemLayoutSizeFitting(CGSize(width: table.bounds.width, height: 0))
            #expect(cell.frame.height == fitting.height)
        }
        #expect(Set(autoLayoutCells.map(\.frame.height)).count > 1)
        #expect(
            table.visiblePaths.contains(IndexPath(row: rewrittenRow, section: 0)), "scrolled to the old table's top row"
        )
        // Rotation: rows at the new width.
        ShowcaseHarness.rotate(controller, in: window)
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(table.bounds.width == ShowcaseHarness.landscape.width)
        #expect(
            table.visiblePaths.allSatisfy { table.cellForRow(at: $0)?.frame.width == ShowcaseHarness.landscape.width })
        #expect(table.modelExceptions.isEmpty)
        #expect(adapter.updater.statistics.violations.isEmpty)
        withExtendedLifetime(window) {}
    }
}
