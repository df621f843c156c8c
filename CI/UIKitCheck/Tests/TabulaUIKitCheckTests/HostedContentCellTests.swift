import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Issue 24, item 5: what a SwiftUI cell decides without SwiftUI, on the model. SwiftUI does
/// not exist on Linux: `SwiftUITableViewCell` and `SwiftUICollectionViewCell` are compiled
/// against the iOS SDK only. They take these decisions from the UIKit-only parts tested here:
/// the identity a reused cell gets (`register(hosted:…)`), the containment steps of a hosting
/// controller before iOS 16 (`HostedViewControllerContainment`), and the route of a content
/// size change into the adapter (`HostedContentSizeChange`).
@Suite("Hosted (SwiftUI) cells: identity, containment, size changes")
@MainActor
struct HostedContentCellTests {
    static func hostedCatalog() -> TableCellCatalog<Contact> {
        var cells = TableCellCatalog<Contact>()
        cells.register(hosted: StatefulHostedCell.self, sizingCell: StatefulHostedCell()) { cell, item, identity in
            cell.show(item, identity: identity)
        }
        return cells
    }

    private func hostedCell(_ screen: TableScreen, _ row: Int) -> StatefulHostedCell? {
        screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? StatefulHostedCell
    }

    /// The screen's checks, but for the names it reads from its own cell types: the hosted
    /// cells' items are compared here instead.
    private func problems(_ screen: TableScreen) -> [String] {
        var problems = screen.consistencyProblems().filter { !$0.hasPrefix("visible ") }
        let shown = screen.tableView.visibleCells.compactMap { ($0 as? StatefulHostedCell)?.item?.id }
        if shown != screen.expectedVisibleNames.compactMap({ name in Int(name.split(separator: " ").last ?? "") }) {
            problems.append("visible items \(shown) != \(screen.expectedVisibleNames)")
        }
        return problems
    }

    @Test func aReusedCellStartsFreshForAnotherItemAndKeepsStateForTheSameItem() async throws {
        let screen = TableScreen(
            sections: [ListSection("A", items: [Contact(1), Contact(2)])], cells: Self.hostedCatalog())
        await screen.load()
        let first = try #require(hostedCell(screen, 0))
        #expect(first.identity == AnyHashable(1))
        #expect(hostedCell(screen, 1)?.identity == AnyHashable(2))
        first.state = 7  // the user toggled something in item 1's content

        // The same item with new content: configured again, same identity, state kept.
        _ = try screen.storage.replaceItem(Contact(1, "Ann"))
        await screen.settle()
        #expect(hostedCell(screen, 0)?.item?.name == "Ann")
        #expect(hostedCell(screen, 0) === first, "reconfigured in place")
        #expect(hostedCell(screen, 0)?.identity == AnyHashable(1))
        #expect(hostedCell(screen, 0)?.state == 7, "an update of the same item keeps its state")

        // Item 1 goes, item 3 comes: the cell that showed item 1 is reused for item 3.
        _ = try screen.storage.update { list in
            try list.removeItems(withIdentifiers: [1])
            try list.insertItems([Contact(3)], at: ListIndexPath(item: 0, section: 0))
        }
        await screen.settle()
        let reused = try #require(hostedCell(screen, 0))
        #expect(reused === first, "the model reuses the freed cell")
        #expect(reused.identity == AnyHashable(3))
        #expect(reused.state == 0, "a reused cell showing another item starts fresh")
        #expect(problems(screen) == [])
    }

    @Test func aHostingControllerIsContainedByTheViewControllerUpTheResponderChain() async throws {
        let screen = TableScreen(
            sections: [ListSection("A", items: [Contact(1)])], inWindow: false, cells: Self.hostedCatalog())
        let parent = UIViewController()
        screen.window.addSubview(parent.view)
        parent.view.addSubview(screen.tableView)
        await screen.load()
        let cell = try #require(hostedCell(screen, 0))

        let child = RecordingViewController()
        let containment = HostedViewControllerContainment(child: child)
        #expect(containment.parentViewController(of: cell) === parent)
        #expect(containment.attach(from: cell))
        #expect(child.parent === parent)
        #expect(parent.children.contains { $0 === child })
        #expect(child.calls == ["willMove(parent)", "didMove(parent)"])

        // Attaching again from the same place changes nothing; reuse ends the containment.
        containment.attach(from: cell)
        containment.detach()
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(child.calls == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])

        // A cell outside any view controller finds no parent: no containment.
        let loose = StatefulHostedCell()
        #expect(!containment.attach(from: loose))
        #expect(child.parent == nil)
    }

    @Test func aHostedContentSizeChangeIsAnAnimatedBatchWithTheNewHeight() async throws {
        let screen = TableScreen(
            sections: [ListSection("A", items: [Contact(1), Contact(2), Contact(3)])], cells: Self.hostedCatalog())
        await screen.load()
        let path = ListIndexPath(item: 1, section: 0)
        #expect(screen.adapter.layout.frame(at: path).height == StatefulHostedCell.height)
        let batchesBefore = screen.tableView.modelCounters.performBatchUpdatesCalls
        let reloadsBefore = screen.tableView.modelCounters.reloadDataCalls
        let cell = try #require(hostedCell(screen, 1))

        // The content grew (a disclosure opened): the cell reports it.
        #expect(HostedContentSizeChange.report(height: 120, of: try #require(cell.identity), from: cell))
        await screen.settle()
        #expect(screen.adapter.layout.frame(at: path).height == 120)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 120)
        #expect(
            screen.adapter.layout.frame(at: ListIndexPath(item: 2, section: 0)).minY == StatefulHostedCell.height + 120)
        #expect(screen.tableView.modelCounters.performBatchUpdatesCalls == batchesBefore + 1, "one animated batch")
        #expect(screen.tableView.modelCounters.reloadDataCalls == reloadsBefore, "no reloadData")

        // The new height is the item's cached size: an equal reload keeps it.
        _ = try screen.storage.reload([ListSection("A", items: [Contact(3), Contact(2), Contact(1)])])
        await screen.settle()
        #expect(screen.adapter.layout.frame(at: path).height == 120)
        #expect(problems(screen) == [])
    }
}

/// A view controller that records its containment calls.
@MainActor
final class RecordingViewController: UIViewController {
    var calls: [String] = []

    override func willMove(toParent parent: UIViewController?) {
        calls.append("willMove(\(parent == nil ? "nil" : "parent"))")
        super.willMove(toParent: parent)
    }

    override func didMove(toParent parent: UIViewController?) {
        calls.append("didMove(\(parent == nil ? "nil" : "parent"))")
        super.didMove(toParent: parent)
    }
}

/// A hosted cell as SwiftUI would behave in it: its content's state (SwiftUI's `@State`)
/// lives as long as the content's identity (SwiftUI's `.id(identity)`). Its height comes from
/// constraints: a 44 pt block.
@MainActor
final class StatefulHostedCell: UITableViewCell {
    static let height: CGFloat = 44
    let block = UIView()
    private(set) var identity: AnyHashable?
    private(set) var item: Contact?
    /// The hosted content's state: reset when the identity changes.
    var state = 0

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        block.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(block)
        NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: contentView.topAnchor),
            block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: block.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: block.bottomAnchor),
            block.heightAnchor.constraint(equalToConstant: Self.height),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func show(_ item: Contact, identity: AnyHashable) {
        if identity != self.identity { state = 0 }
        self.identity = identity
        self.item = item
    }
}
