import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// A first load, a scroll before the rows off screen are measured, and a rotation, on the
/// UIKit adapters: the rows on screen are measured on the main actor, the rest off it (the
/// list core's pass, held here between its steps so the order is forced), and the rows on
/// screen always have their final height. The cells on screen are not reloaded when the
/// rest of the sizes land.
@Suite("UIKit: rows off screen are measured off the main actor", .serialized)
@MainActor
struct OffScreenPassOnUIKitTests {
    private static let rowCount = 2_000
    private static let portrait = CGSize(width: 320, height: 480)
    private static let landscape = CGSize(width: 568, height: 320)

    /// Heights that vary by row and by width, so an estimate is never right by chance.
    nonisolated private static func height(of contact: Contact, width: CGFloat) -> CGFloat {
        CGFloat(20 + contact.id % 7 * 3) + (width > 400 ? 0 : 10)
    }

    /// Holds the pass where it has read the sizes, until opened.
    @MainActor
    final class PassGate {
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private(set) var reached = 0
        private var isOpen = false

        func wait() async {
            reached += 1
            guard !isOpen else { return }
            await withCheckedContinuation { waiting.append($0) }
        }

        func open() {
            isOpen = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }
    }

    private static func hold(_ controller: ListController<String, Contact>) -> PassGate {
        let gate = PassGate()
        controller.offScreenMeasuringGate = { step in
            if step == .sizesRead { await gate.wait() }
        }
        return gate
    }

    /// A portrait table in a window, with an adapter whose rows have ``height(of:width:)``.
    private static func table() -> (UIWindow, UITableView, TableViewAdapter<String, Contact>) {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(origin: .zero, size: portrait))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        var cells = TableCellCatalog<Contact>()
        cells.register(NoteCell.self, height: { contact, width in height(of: contact, width: width) }) {
            cell, contact in cell.note = contact.name
        }
        return (window, tableView, TableViewAdapter<String, Contact>(tableView: tableView, cells: cells))
    }

    /// Shows the rows with the pass held where it has read the sizes, and checks that only
    /// about a screenful was measured on the main actor.
    private static func loadHoldingThePass<
        Cell: UIView & ListReusableView, Supplementary: UIView & ListReusableView
    >(
        _ adapter: UIKitListAdapter<String, Contact, Cell, Supplementary>, in listView: UIView
    ) async -> PassGate {
        let gate = hold(adapter.controller)
        adapter.show(sections: [ListSection("A", items: contacts(1...rowCount))])
        await adapter.updater.waitUntilIdle()
        listView.layoutIfNeeded()
        // The pass starts on a later main-actor turn, and stops at the gate.
        for _ in 0..<100 where gate.reached == 0 { await Task.yield() }
        #expect(gate.reached == 1)
        #expect(adapter.sizeCounts.measured < 40, "\(adapter.sizeCounts.measured) rows measured on the main actor")
        return gate
    }

    /// The rows whose layout height is not their height at `width`, as text.
    private static func wrongHeights(in layout: ListLayout, width: CGFloat) -> [String] {
        (0..<rowCount).compactMap { row in
            let height = layout.frame(at: ListIndexPath(item: row, section: 0)).height
            let want = Self.height(of: Contact(row + 1), width: width)
            return height == want ? nil : "row \(row): \(height), want \(want)"
        }
    }

    @Test func aTableMeasuresTheRowsOnScreenFirstAndTheRestOffTheMainActor() async throws {
        let (window, tableView, adapter) = Self.table()
        let gate = await Self.loadHoldingThePass(adapter, in: tableView)
        try checkVisibleRows(of: tableView, adapter: adapter, width: Self.portrait.width, "after the load")

        // Scrolled into rows the pass has not reached: measured as they come on screen.
        tableView.contentOffset = CGPoint(x: 0, y: 20_000)
        tableView.layoutIfNeeded()
        try checkVisibleRows(of: tableView, adapter: adapter, width: Self.portrait.width, "after the scroll")
        let visibleBefore = tableView.indexPathsForVisibleRows ?? []

        // The pass lands: every row at its height, the cells on screen kept (no reload).
        gate.open()
        await adapter.waitUntilIdle()
        tableView.layoutIfNeeded()
        #expect(Self.wrongHeights(in: adapter.layout, width: Self.portrait.width).isEmpty)
        #expect(adapter.itemsMeasuredOffScreen > Self.rowCount - 60)
        #expect(tableView.modelCounters.reloadDataCalls == 1, "the first load only")
        #expect(tableView.indexPathsForVisibleRows == visibleBefore, "the rows on screen stayed in place")
        let total = (1...Self.rowCount).reduce(CGFloat(0)) { $0 + Self.height(of: Contact($1), width: 320) }
        #expect(tableView.contentSize.height == total)

        // A rotation: the rows on screen at the new width at once, the rest off the main actor.
        let mainBefore = adapter.sizeCounts.measured
        window.frame = CGRect(origin: .zero, size: Self.landscape)
        tableView.frame = CGRect(origin: .zero, size: Self.landscape)
        tableView.layoutIfNeeded()
        #expect(adapter.sizeCounts.measured - mainBefore < 30, "rows measured on the main actor at the new width")
        try checkVisibleRows(of: tableView, adapter: adapter, width: Self.landscape.width, "after the rotation")
        await adapter.waitUntilIdle()
        tableView.layoutIfNeeded()
        #expect(Self.wrongHeights(in: adapter.layout, width: Self.landscape.width).isEmpty)
        try checkVisibleRows(of: tableView, adapter: adapter, width: Self.landscape.width, "after the pass")
        #expect(tableView.modelExceptions.isEmpty)
    }

    @Test func aCollectionMeasuresTheItemsOnScreenFirstAndTheRestOffTheMainActor() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.portrait))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: TabulaCollectionViewLayout())
        window.addSubview(collectionView)
        var cells = CollectionCellCatalog<Contact>()
        cells.register(
            PhotoCell.self,
            size: { contact, width in CGSize(width: width, height: Self.height(of: contact, width: width)) }
        ) { cell, contact in cell.caption = contact.name }
        let adapter = CollectionViewAdapter<String, Contact>(
            collectionView: collectionView, cells: cells, layout: ListLayoutConfiguration(itemSpacing: 0))
        let gate = await Self.loadHoldingThePass(adapter, in: collectionView)
        try checkVisibleItems(of: collectionView, width: Self.portrait.width, "after the load")

        collectionView.contentOffset = CGPoint(x: 0, y: 20_000)
        collectionView.layoutIfNeeded()
        try checkVisibleItems(of: collectionView, width: Self.portrait.width, "after the scroll")

        gate.open()
        await adapter.waitUntilIdle()
        collectionView.layoutIfNeeded()
        #expect(Self.wrongHeights(in: adapter.layout, width: Self.portrait.width).isEmpty)
        #expect(adapter.itemsMeasuredOffScreen > Self.rowCount - 60)
        #expect(collectionView.modelCounters.reloadDataCalls <= 1, "the first load only")
        let total = (1...Self.rowCount).reduce(CGFloat(0)) { $0 + Self.height(of: Contact($1), width: 320) }
        #expect(collectionView.contentSize.height == total)
        try checkVisibleItems(of: collectionView, width: Self.portrait.width, "after the pass")

        let mainBefore = adapter.sizeCounts.measured
        window.frame = CGRect(origin: .zero, size: Self.landscape)
        collectionView.frame = CGRect(origin: .zero, size: Self.landscape)
        collectionView.layoutIfNeeded()
        #expect(adapter.sizeCounts.measured - mainBefore < 30, "items measured on the main actor at the new width")
        try checkVisibleItems(of: collectionView, width: Self.landscape.width, "after the rotation")
        await adapter.waitUntilIdle()
        collectionView.layoutIfNeeded()
        #expect(Self.wrongHeights(in: adapter.layout, width: Self.landscape.width).isEmpty)
        #expect(collectionView.modelExceptions.isEmpty)
    }

    /// A reload that shrinks the content below the offset: the view moves its offset back
    /// into the content after the rows on screen at the old offset were measured, so the
    /// rows it brings on screen are measured right after the reload (the pass still held).
    @Test func aReloadThatMovesTheOffsetBackMeasuresTheRowsItBringsOnScreen() async throws {
        let (window, tableView, adapter) = Self.table()
        adapter.show(sections: [ListSection("A", items: contacts(1...Self.rowCount))])
        await adapter.waitUntilIdle()
        tableView.layoutIfNeeded()
        tableView.contentOffset = CGPoint(x: 0, y: 40_000)
        tableView.layoutIfNeeded()

        let gate = Self.hold(adapter.controller)
        adapter.show(sections: [ListSection("A", items: contacts(5_001...5_300))])
        await adapter.updater.waitUntilIdle()
        tableView.layoutIfNeeded()
        #expect(tableView.contentOffset.y < 40_000, "the offset stayed past the content")
        try checkVisibleRows(of: tableView, adapter: adapter, width: Self.portrait.width, "after the reload")
        gate.open()
        await adapter.waitUntilIdle()
        #expect(tableView.modelExceptions.isEmpty)
        withExtendedLifetime(window) {}
    }

    private func checkVisibleRows(
        of tableView: UITableView, adapter: TableViewAdapter<String, Contact>, width: CGFloat, _ moment: String
    ) throws {
        let visible = tableView.indexPathsForVisibleRows ?? []
        #expect(!visible.isEmpty, "\(moment): nothing on screen")
        for path in visible {
            let contact = try #require(adapter.item(at: ListIndexPath(path)))
            let height = tableView.rectForRow(at: path).height
            #expect(height == Self.height(of: contact, width: width), "\(moment): row \(path.row) is \(height)")
        }
    }

    private func checkVisibleItems(of collectionView: UICollectionView, width: CGFloat, _ moment: String) throws {
        let visible = collectionView.indexPathsForVisibleItems
        #expect(!visible.isEmpty, "\(moment): nothing on screen")
        for path in visible {
            let cell = try #require(collectionView.cellForItem(at: path))
            let want = Self.height(of: Contact(path.item + 1), width: width)
            #expect(cell.frame.height == want, "\(moment): item \(path.item) is \(cell.frame.height), want \(want)")
        }
    }
}
