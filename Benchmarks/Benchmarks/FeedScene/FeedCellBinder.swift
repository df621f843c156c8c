import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless

/// Fills the headless host's cells with feed items through MFS drivers: each
/// ``HeadlessCell`` gets a driver for its kind in its `attachment` on first use (so the
/// driver, its subviews and its guard state survive reuse), and every configuration is a
/// `setViewModel` with the item's frame size from the layout.
///
/// It keeps every driver it made, to sum their counters, and the content offset at which
/// each cell was first configured, to tell when the last cell was created.
@MainActor
final class FeedCellBinder {
    let context: FeedSizingContext
    private var friendDrivers: [MFSDriver<FeedFriendCell>] = []
    private var messageDrivers: [MFSDriver<FeedMessageCell>] = []
    private var wallDrivers: [MFSDriver<FeedWallPostCell>] = []
    /// The host's content offset (y) when each new cell got its driver, in order; -1 for a
    /// cell made ahead of need (``attachDriver(toPrewarmed:)``).
    private(set) var creationOffsets: [CGFloat] = []

    init(context: FeedSizingContext) {
        self.context = context
    }

    /// Shows `item` in `cell`, which the host placed in a frame of `size` at `offset`.
    func configure(_ cell: any ListReusableView, with item: FeedItem, size: CGSize, contentOffsetY offset: CGFloat) {
        guard let cell = cell as? HeadlessCell else { return }
        switch item {
        case let .friend(model):
            driver(of: cell, in: &friendDrivers, offset: offset) { FeedFriendCell(context: context) }
                .setViewModel(model, containerSize: size)
        case let .message(model):
            driver(of: cell, in: &messageDrivers, offset: offset) { FeedMessageCell(context: context) }
                .setViewModel(model, containerSize: size)
        case let .wallPost(model):
            driver(of: cell, in: &wallDrivers, offset: offset) { FeedWallPostCell(context: context) }
                .setViewModel(model, containerSize: size)
        }
    }

    /// Gives a cell made ahead of need (``HeadlessListView/prepareReusableCells(_:prepare:)``)
    /// the driver of its reuse identifier now, as a UIKit cell builds its subviews in its
    /// initializer, so its first configuration during the fling only binds and resizes.
    func attachDriver(toPrewarmed cell: HeadlessCell) {
        switch cell.reuseIdentifier {
        case "friend": _ = driver(of: cell, in: &friendDrivers, offset: -1) { FeedFriendCell(context: context) }
        case "message": _ = driver(of: cell, in: &messageDrivers, offset: -1) { FeedMessageCell(context: context) }
        case "wall": _ = driver(of: cell, in: &wallDrivers, offset: -1) { FeedWallPostCell(context: context) }
        default: break
        }
    }

    private func driver<View: MFSView>(
        of cell: HeadlessCell, in drivers: inout [MFSDriver<View>], offset: CGFloat, make: () -> View
    ) -> MFSDriver<View> {
        if let driver = cell.attachment as? MFSDriver<View> { return driver }
        let driver = MFSDriver(view: make())
        cell.attachment = driver
        drivers.append(driver)
        creationOffsets.append(offset)
        return driver
    }

    /// The counters of every driver, summed.
    var counters: MFSCounters {
        var total = MFSCounters()
        func add(_ counters: MFSCounters) {
            total.builds += counters.builds
            total.rebuilds += counters.rebuilds
            total.styleUpdates += counters.styleUpdates
            total.stylesApplied += counters.stylesApplied
            total.stylesSkipped += counters.stylesSkipped
            total.bindsPerformed += counters.bindsPerformed
            total.bindsSkipped += counters.bindsSkipped
            total.resizesPerformed += counters.resizesPerformed
            total.resizesSkipped += counters.resizesSkipped
        }
        for driver in friendDrivers { add(driver.counters) }
        for driver in messageDrivers { add(driver.counters) }
        for driver in wallDrivers { add(driver.counters) }
        return total
    }

    /// Drivers made, by kind: friend, message, wall post.
    var driverCounts: (friend: Int, message: Int, wall: Int) {
        (friendDrivers.count, messageDrivers.count, wallDrivers.count)
    }
}
