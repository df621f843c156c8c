import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// The edges of ``ListOutline`` by hand: nested collapses, leaves, replacing the tree while
/// collapsed, bad identities, and what an expand costs on a host (one batch of inserts).
@MainActor
@Suite("ListOutline")
struct ListOutlineTests {
    typealias Node = OutlineFixture.Node

    /// post 1 { reply 2 { reply 3 }, reply 4 }, post 5
    static func thread(texts: [Int: String] = [:]) throws -> ListOutline<Node> {
        let children: [Int: [Int]] = [1: [2, 4], 2: [3]]
        return try ListOutline(roots: [1, 5].map { Node(id: $0, text: texts[$0] ?? "") }) { node in
            (children[node.id] ?? []).map { Node(id: $0, text: texts[$0] ?? "") }
        }
    }

    @Test func collapsedByDefaultAndExpandShowsChildrenDepthFirst() throws {
        var outline = try Self.thread()
        #expect(outline.visibleItems.map(\.id) == [1, 5])
        #expect(outline.count == 5)
        try outline.expand([1])
        #expect(outline.visibleItems.map(\.id) == [1, 2, 4, 5])
        try outline.expand([2])
        #expect(outline.visibleItems.map(\.id) == [1, 2, 3, 4, 5])
        #expect(outline.visibleRows.map(\.depth) == [0, 1, 2, 1, 0])
        #expect(outline.visibleRows.map(\.hasChildren) == [true, true, false, false, false])
        #expect(outline.visibleRows.map(\.isExpanded) == [true, true, false, false, false])
        #expect(try outline.parent(of: 3) == 2)
        #expect(try outline.parent(of: 1) == nil)
        #expect(try outline.children(of: 1).map(\.id) == [2, 4])
    }

    @Test func collapsingAParentHidesExpandedDescendantsAndKeepsTheirState() throws {
        var outline = try Self.thread()
        try outline.expand([1, 2])
        try outline.collapse([1])
        #expect(outline.visibleItems.map(\.id) == [1, 5])
        #expect(try outline.isExpanded(2))
        try outline.expand([1])
        #expect(outline.visibleItems.map(\.id) == [1, 2, 3, 4, 5])
    }

    @Test func expandingALeafShowsNothingUntilItGetsChildren() throws {
        var outline = try Self.thread()
        try outline.expand([5])
        #expect(outline.visibleItems.map(\.id) == [1, 5])
        #expect(outline.visibleRows.last?.isExpanded == false)
        #expect(try outline.isExpanded(5))
        try outline.append([Node(id: 6)], to: 5)
        #expect(outline.visibleItems.map(\.id) == [1, 5, 6])
        #expect(outline.visibleRows[1].isExpanded)
    }

    @Test func replacingTheTreeKeepsExpansionByIdentityAndForgetsItemsThatLeft() throws {
        var outline = try Self.thread()
        try outline.expand([1, 2])
        try outline.collapse([1])
        // 2 leaves and comes back: it forgets; 1 stays, collapsed, and its state is kept.
        try outline.replaceTree(roots: [Node(id: 1, text: "edited"), Node(id: 5)]) { node in
            node.id == 1 ? [Node(id: 4)] : []
        }
        #expect(outline.visibleItems.map(\.id) == [1, 5])
        #expect(!outline.contains(2))
        try outline.replaceTree(roots: [Node(id: 1)]) { node in
            switch node.id {
            case 1: [Node(id: 2)]
            case 2: [Node(id: 3)]
            default: []
            }
        }
        try outline.expand([1])
        #expect(outline.visibleItems.map(\.id) == [1, 2])
        #expect(try !outline.isExpanded(2))
    }

    @Test func unknownIdentitiesThrowNamingThemAndChangeNothing() throws {
        var outline = try Self.thread()
        #expect(throws: ListStorageError.itemNotFound(operation: "expand", identifier: "99")) {
            try outline.expand([1, 99])
        }
        #expect(try !outline.isExpanded(1))
        #expect(throws: ListStorageError.itemNotFound(operation: "collapse", identifier: "42")) {
            try outline.collapse([42])
        }
        #expect(throws: ListStorageError.itemNotFound(operation: "isExpanded", identifier: "7")) {
            try outline.isExpanded(7)
        }
        #expect(throws: ListStorageError.itemNotFound(operation: "append", identifier: "8")) {
            try outline.append([Node(id: 9)], to: 8)
        }
        #expect(
            ListStorageError.itemNotFound(operation: "expand", identifier: "99").description
                == "expand: no item with identity 99")
    }

    @Test func duplicateIdentitiesThrowAndLeaveTheOutlineAsItWas() throws {
        #expect(throws: ListStorageError.duplicateItem(operation: "init", identifier: "1")) {
            // An item given as its own child would recurse forever; it is a duplicate instead.
            try ListOutline(roots: [Node(id: 1)]) { [$0] }
        }
        var outline = try Self.thread()
        #expect(throws: ListStorageError.duplicateItem(operation: "append", identifier: "3")) {
            try outline.append([Node(id: 7), Node(id: 3)], to: 5)
        }
        #expect(!outline.contains(7))
        #expect(throws: ListStorageError.duplicateItem(operation: "replaceTree", identifier: "2")) {
            try outline.replaceTree(roots: [Node(id: 2), Node(id: 2)]) { _ in [] }
        }
        #expect(outline.count == 5)
    }

    @Test func aDeepThreadNeitherRecursesNorOverflows() throws {
        var outline = try ListOutline(roots: [Node(id: 0)]) { node in
            node.id < 20_000 ? [Node(id: node.id + 1)] : []
        }
        try outline.expand(Array(0...20_000))
        #expect(outline.visibleRows.count == 20_001)
        #expect(outline.visibleRows.last?.depth == 20_000)
    }

    @Test func expandIsOneBatchOfInsertsAndCollapseOneOfDeletes() async throws {
        let fixture = OutlineFixture()
        var outline = try Self.thread()
        try await fixture.show(outline)
        let loaded = fixture.batches.count
        try outline.expand([1])
        try await fixture.show(outline)
        #expect(fixture.batches.count == loaded + 1)
        let expand = try #require(fixture.batches.last)
        #expect(expand.elementInserted == [ListIndexPath(item: 1, section: 0), ListIndexPath(item: 2, section: 0)])
        #expect(expand.elementDeleted.isEmpty && expand.elementMoved.isEmpty && expand.elementUpdated.isEmpty)
        // The parent's disclosure changed: its cell is reconfigured in place, not reloaded.
        #expect(fixture.host.visibleCells.map(\.contentDescription) == ["v 1", "  > 2", "  - 4", "- 5"])

        try outline.expand([2])
        try await fixture.show(outline)
        try outline.collapse([1])
        try await fixture.show(outline)
        let collapse = try #require(fixture.batches.last)
        #expect(fixture.batches.count == loaded + 3)
        #expect(collapse.elementDeleted == (1...3).map { ListIndexPath(item: $0, section: 0) })
        #expect(collapse.elementInserted.isEmpty)
        #expect(fixture.host.visibleCells.map(\.contentDescription) == ["> 1", "- 5"])
        #expect(fixture.updater.statistics.totalReloads == 1)  // the first load only
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func replacingTheTreeWhileCollapsedChangesOnlyWhatShows() async throws {
        let fixture = OutlineFixture()
        var outline = try Self.thread()
        try await fixture.show(outline)
        let loaded = fixture.batches.count
        // New replies under the collapsed post: nothing visible moves, only its row's text.
        try outline.replaceTree(roots: [Node(id: 1, text: "3 replies"), Node(id: 5)]) { node in
            node.id == 1 ? [Node(id: 2), Node(id: 4), Node(id: 6)] : []
        }
        try await fixture.show(outline)
        #expect(fixture.batches.count == loaded)
        #expect(fixture.host.visibleCells.map(\.contentDescription) == ["> 1:3 replies", "- 5"])
        try outline.expand([1])
        try await fixture.show(outline)
        #expect(fixture.presentedItems.map(\.id) == [1, 2, 4, 6, 5])
    }

    @Test func voiceOverHearsExpandedOrCollapsedOnParentsOnly() throws {
        var outline = try Self.thread()
        try outline.expand([1])
        let rows = outline.visibleRows
        #expect(
            rows[0].accessibility(label: "Post") == ListAccessibility(label: "Post", value: "expanded", traits: .button)
        )
        #expect(
            rows[1].accessibility(label: "Reply")
                == ListAccessibility(label: "Reply", value: "collapsed", traits: .button))
        #expect(rows[2].accessibility(label: "Reply") == ListAccessibility(label: "Reply"))
    }
}
