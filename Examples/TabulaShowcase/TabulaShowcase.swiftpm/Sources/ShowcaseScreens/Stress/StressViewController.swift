#if canImport(UIKit)
import Foundation
import Tabula
import TabulaDemoData
import TabulaUIKit
import UIKit

/// 100,000 rows of varying heights, rewritten from several threads at a chosen rate, with a
/// frame meter on top: frame time percentiles, dropped frames and hitch time per second over
/// the last second, read from the display's frame callbacks (``FrameMeter``). The cell
/// switch puts the same row in an MFS cell or an Auto Layout cell.
final class StressViewController: UIViewController {
    /// The screen's list length.
    nonisolated static let defaultItemCount = 100_000
    nonisolated static let threadCount = 4
    nonisolated static let rates = [10, 100, 1_000]
    nonisolated static let seed: UInt64 = 28

    let storage = ListStorage<String, StressItem>()
    /// How many rows the list has.
    let itemCount: Int
    private(set) var adapter: TableViewAdapter<String, StressItem>?
    private(set) var tableView: UITableView?
    /// The new table's scroll to the row the old one had at the top (``showTable(of:)``),
    /// once the new table shows the data.
    private(set) var scrolledToOldTopRow: Task<Void, Never>?
    private(set) var cellKind = StressCellKind.mfs
    private(set) var rate = 100
    private(set) var driver: StressUpdateDriver?
    private(set) var window = FrameTimestampWindow(length: 1)
    private(set) var reading = FrameMeterReading.empty
    private var lastShown = -Double.infinity

    let meterLabel = UILabel()
    let rateControl = UISegmentedControl(items: StressViewController.rates.map { "\($0)/s" })
    let updatesSwitch = UISwitch()
    let autoLayoutSwitch = UISwitch()
    let controlsLabel = UILabel()

    private let frameTicks: FrameTicks
    private var stopTicks: (@MainActor () -> Void)?
    /// How the meter reads the clock for the update threads (seconds, monotonic).
    private let clock: @Sendable () -> Double

    /// - Parameters:
    ///   - frameTicks: the display's frame callbacks.
    ///   - itemCount: the list's length.
    ///   - clock: the update threads' clock, in seconds: Core Animation's, the display
    ///     link's (ProcessInfo's uptime would be a required-reason API to declare in a privacy
    ///     manifest).
    init(
        frameTicks: @escaping FrameTicks, itemCount: Int = StressViewController.defaultItemCount,
        clock: @escaping @Sendable () -> Double = { CACurrentMediaTime() }
    ) {
        self.frameTicks = frameTicks
        self.itemCount = max(1, itemCount)
        self.clock = clock
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    deinit {
        driver?.stop()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let width = view.bounds.width
        meterLabel.frame = CGRect(x: 16, y: 4, width: width - 32, height: 40)
        meterLabel.autoresizingMask = [.flexibleWidth]
        meterLabel.showText("Measuring…", style: .caption, maximumLines: 2)
        rateControl.frame = CGRect(x: 16, y: 48, width: width - 32, height: 32)
        rateControl.autoresizingMask = [.flexibleWidth]
        rateControl.selectedSegmentIndex = Self.rates.firstIndex(of: rate) ?? 0
        controlsLabel.frame = CGRect(x: 16, y: 88, width: width - 150, height: 32)
        controlsLabel.autoresizingMask = [.flexibleWidth]
        controlsLabel.showText("Updates on · Auto Layout cells", style: .caption, maximumLines: 1)
        updatesSwitch.frame.origin = CGPoint(x: width - 134, y: 88)
        autoLayoutSwitch.frame.origin = CGPoint(x: width - 67, y: 88)
        updatesSwitch.autoresizingMask = [.flexibleLeftMargin]
        autoLayoutSwitch.autoresizingMask = [.flexibleLeftMargin]
        rateControl.addAction(UIAction { [weak self] _ in self?.rateChosen() }, for: .valueChanged)
        updatesSwitch.addAction(UIAction { [weak self] _ in self?.updatesToggled() }, for: .valueChanged)
        autoLayoutSwitch.addAction(UIAction { [weak self] _ in self?.cellKindToggled() }, for: .valueChanged)
        for control in [meterLabel, rateControl, controlsLabel, updatesSwitch, autoLayoutSwitch] as [UIView] {
            view.addSubview(control)
        }
        do {
            try storage.appendSection(
                ListSection("stress", items: StressItem.list(count: itemCount, seed: Self.seed)))
        } catch {
            print("Tabula Showcase: the stress list was not stored: \(error)")
        }
        showTable(of: cellKind)
        stopTicks = frameTicks { [weak self] timestamp, target in
            guard let self else { return false }
            self.recordFrame(timestamp: timestamp, targetTimestamp: target)
            return true
        }
    }

    // MARK: The table

    /// A new table with the cells of `kind`, bound to the same storage, scrolled to the row
    /// that was at the top of the old one.
    func showTable(of kind: StressCellKind) {
        // By identity, not by offset: the new cells have other heights, and the rows off
        // screen are laid out at an estimate until Tabula has measured them off the main
        // actor, so the old offset in points would land on another row.
        let topRow = tableView?.indexPathsForVisibleRows?.min().flatMap { self.adapter?.item(at: ListIndexPath($0)) }
        tableView?.removeFromSuperview()
        cellKind = kind
        let top: CGFloat = 128
        let table = UITableView(
            frame: CGRect(x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top)),
            style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(table)
        let adapter = TableViewAdapter<String, StressItem>(tableView: table, cells: kind.catalog)
        adapter.bind(to: storage)
        if let topRow {
            let version = storage.snapshot.version
            scrolledToOldTopRow = Task { [weak adapter] in
                await adapter?.updater.waitUntilPresented(version: version)
                try? adapter?.scrollToItem(withIdentifier: topRow.differenceIdentifier, at: .top, animated: false)
            }
        }
        self.adapter = adapter
        tableView = table
    }

    private func cellKindToggled() {
        showTable(of: autoLayoutSwitch.isOn ? .autoLayout : .mfs)
    }

    // MARK: Updates

    private func rateChosen() {
        let index = rateControl.selectedSegmentIndex
        guard Self.rates.indices.contains(index) else { return }
        setRate(Self.rates[index])
    }

    private func updatesToggled() {
        if updatesSwitch.isOn { startUpdates() } else { stopUpdates() }
    }

    /// Updates per second from now on (10 to 1,000); restarts the threads if running.
    func setRate(_ newRate: Int) {
        rate = StressUpdateSchedule(ratePerSecond: newRate, threadCount: 1, itemCount: 1, seed: 0).ratePerSecond
        if driver?.isRunning == true {
            stopUpdates()
            startUpdates()
        }
    }

    /// Starts rewriting rows from ``threadCount`` threads at ``rate`` a second.
    func startUpdates() {
        guard driver?.isRunning != true else { return }
        let schedule = StressUpdateSchedule(
            ratePerSecond: rate, threadCount: Self.threadCount, itemCount: itemCount, seed: Self.seed)
        let storage = storage
        let driver = StressUpdateDriver(schedule: schedule, clock: clock) { update, _ in
            // Straight from the update thread: the storage is the thread-safe front door.
            _ = try? storage.replaceItem(update.item(seed: Self.seed))
        }
        self.driver = driver
        driver.start()
    }

    /// Stops the update threads.
    func stopUpdates() {
        driver?.stop()
    }

    // MARK: The meter

    /// One display refresh: `timestamp` is when the frame was shown, `targetTimestamp` when
    /// the next is due (their difference is the display's frame duration: 1/60, 1/120 s).
    func recordFrame(timestamp: Double, targetTimestamp: Double) {
        window.record(timestamp)
        guard timestamp - lastShown >= 0.5 else { return }
        lastShown = timestamp
        reading = window.reading(targetFrameDuration: targetTimestamp - timestamp)
        meterLabel.showText(
            "\(reading.summary)\n\(cellKind == .mfs ? "MFS" : "Auto Layout") cells · \(rate) updates/s",
            style: .caption, maximumLines: 2)
    }
}
#endif
