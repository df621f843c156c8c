import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// An item whose content equality ignores `extra`, as `isContentEqual` invites: a change
/// of `extra` is invisible, yet it must be stored and presented.
struct Note: Differentiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var content: String
    var extra: Int = 0

    var differenceIdentifier: Int { id }
    func isContentEqual(to source: Note) -> Bool { content == source.content }
    var description: String { "\(id):\(content)" }
}

/// A headless table (20 rows of 44 pt, 10 visible) with an updater over `ListStorage<Int, Note>`,
/// counting how often each note is configured into a cell.
@MainActor
final class NoteScreen {
    let host: HeadlessListView
    let updater: ListUpdater<Int, Note>
    /// How often each note was configured into a cell, by id.
    var configurations: [Int: Int] { counts.byID }
    private let counts = ConfigurationCounts()

    /// A reference the cell provider can write to without capturing the screen.
    private final class ConfigurationCounts {
        var byID: [Int: Int] = [:]
    }

    init(kind: ListHostKind = .table) {
        host = HeadlessListView(
            kind: kind, viewportSize: CGSize(width: 320, height: 440),
            frameProvider: FixedRowHeightFrames(rowHeight: 44, headerHeight: 0, footerHeight: 0))
        host.registerCell(reuseIdentifier: "note")
        let counts = self.counts
        updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider(
                reuseIdentifier: { _, _ in "note" },
                configure: { cell, note, _ in
                    (cell as? HeadlessCell)?.contentDescription = note.description
                    counts.byID[note.id, default: 0] += 1
                }))
        host.dataSource = updater
    }

    /// A storage of `sections`, bound and on screen.
    func load(_ sections: [ListSection<Int, Note>]) async throws -> ListStorage<Int, Note> {
        let storage = try ListStorage(sections: sections)
        updater.bind(to: storage)
        await settle(storage)
        return storage
    }

    static func notes(_ ids: Range<Int>) -> [Note] {
        ids.map { Note(id: $0, content: "n\($0)") }
    }

    /// The rows the viewport must show are the ones visible, each showing the presented
    /// item at its path (false on an empty screen when there are items).
    var visibleCellsMatchData: Bool {
        screenProblems(host, updater.presentedSections.map { $0.items.array.map(\.description) }, rowHeight: 44) == []
    }

    func settle(_ storage: ListStorage<Int, Note>) async {
        await updater.waitUntilPresented(version: storage.snapshot.version)
        await updater.waitUntilIdle()
    }
}

@MainActor
@Suite("Updates never crash, never lose a value")
struct UpdateReliabilityTests {
    // MARK: Versions belong to one storage

    @Test func storageChangesAfterApplySectionsAreDiffedNotTrusted() async throws {
        let screen = NoteScreen()
        let storage = try await screen.load([ListSection(0, items: NoteScreen.notes(0..<3))])
        screen.updater.show(sections: [ListSection(0, items: NoteScreen.notes(0..<1))])
        await screen.updater.waitUntilIdle()
        // Before: these were trusted against the one-item data on screen and crashed.
        try storage.replaceItem(Note(id: 2, content: "changed"))
        try storage.replaceItem(Note(id: 1, content: "changed too"))
        await screen.settle(storage)
        #expect(screen.updater.presentedSections.map(\.items) == storage.snapshot.sections.map(\.items))
        #expect(screen.updater.statistics.violations.isEmpty)
        #expect(screen.visibleCellsMatchData)
    }

    @Test func theFirstStorageUpdateAfterApplySectionsIsShown() async throws {
        let screen = NoteScreen()
        let storage = try await screen.load([ListSection(0, items: NoteScreen.notes(1..<3))])
        screen.updater.show(sections: [ListSection(0, items: NoteScreen.notes(1..<3))])
        await screen.updater.waitUntilIdle()
        #expect(screen.updater.presentedVersion == nil, "data given by hand is no version of the storage")
        try storage.update { list in
            try list.removeItems(at: [ListIndexPath(item: 1, section: 0)])
            try list.appendItems([Note(id: 3, content: "n3")], toSectionAt: 0)
        }
        await screen.settle(storage)
        #expect(screen.updater.presentedSections[0].items.map(\.id) == [1, 3])
    }

    @Test func rebindingShowsTheSecondStoragesUpdates() async throws {
        let screen = NoteScreen()
        let first = try ListStorage(sections: [ListSection(0, items: NoteScreen.notes(0..<2))])
        screen.updater.bind(to: first)
        for id in 10..<15 { try first.appendItems([Note(id: id, content: "a")], to: 0) }
        await screen.settle(first)
        let second = try ListStorage(sections: [ListSection(0, items: NoteScreen.notes(100..<101))])
        screen.updater.bind(to: second)
        await screen.settle(second)
        // Version 1 of the second storage is below the first one's 5: it must still show.
        try second.appendItems([Note(id: 101, content: "b")], to: 0)
        await screen.settle(second)
        #expect(screen.updater.presentedSections[0].items.map(\.id) == [100, 101])
        #expect(screen.updater.presentedStorage == second.snapshot.storageIdentity)
        // A late change of the first storage changes nothing.
        try first.appendItems([Note(id: 99, content: "late")], to: 0)
        for _ in 0..<10 { await Task.yield() }
        await screen.updater.waitUntilIdle()
        #expect(screen.updater.presentedSections[0].items.map(\.id) == [100, 101])
    }

    @Test func anUpdateNoNewerThanOneReceivedFromTheSameStorageIsSkipped() async throws {
        let screen = NoteScreen()
        let storage = try await screen.load([ListSection(0, items: NoteScreen.notes(0..<2))])
        let update = try #require(try storage.appendItems([Note(id: 5, content: "n5")], to: 0))
        await screen.settle(storage)
        screen.updater.apply(update)  // the bound stream delivered it already
        await screen.updater.waitUntilIdle()
        #expect(screen.updater.statistics.storageUpdatesReceived == 2)
        #expect(screen.updater.statistics.staleUpdatesSkipped == 1)
        #expect(screen.updater.presentedSections[0].items.map(\.id) == [0, 1, 5])
    }

    // MARK: Values and refreshes are never lost

    @Test func aReplacementEqualInContentIsStoredAndPresented() async throws {
        let screen = NoteScreen()
        let storage = try await screen.load([ListSection(0, items: NoteScreen.notes(0..<3))])
        try storage.replaceItem(Note(id: 1, content: "n1", extra: 7))
        try storage.update { list in
            try list.setItems(
                [Note(id: 0, content: "n0", extra: 8)] + Array(list.sections[0].items.dropFirst()), inSectionAt: 0)
            try list.appendItems([Note(id: 9, content: "gone")], toSectionAt: 0)
            try list.removeItems(withIdentifiers: [9])
        }
        #expect(storage.snapshot.sections[0].items.map(\.extra) == [8, 7, 0])
        await screen.settle(storage)
        #expect(screen.updater.presentedSections[0].items.map(\.extra) == [8, 7, 0])
    }

    @Test func reloadItemsInATransactionWithOtherChangesRefreshesTheRow() async throws {
        let screen = NoteScreen()
        let storage = try await screen.load([ListSection(0, items: NoteScreen.notes(0..<3))])
        let before = screen.configurations[1, default: 0]
        try storage.update { list in
            try list.reloadItems(at: [ListIndexPath(item: 1, section: 0)])
            try list.insertItems([Note(id: 7, content: "n7")], at: ListIndexPath(item: 0, section: 0))
        }
        await screen.settle(storage)
        #expect(screen.configurations[1, default: 0] > before)
        #expect(screen.visibleCellsMatchData)
    }

    @Test(arguments: [ListHostKind.table, .collection])
    func reloadSectionsAloneRefreshesItsRows(kind: ListHostKind) async throws {
        let screen = NoteScreen(kind: kind)
        let storage = try await screen.load([ListSection(0, items: NoteScreen.notes(0..<3))])
        let before = screen.configurations[2, default: 0]
        try storage.update { try $0.reloadSections(at: [0]) }
        await screen.settle(storage)
        #expect(screen.configurations[2, default: 0] > before)
        #expect(screen.updater.statistics.violations.isEmpty)
    }

    // MARK: Drags

    @Test func aDragBelowTheViewportLeavesEveryVisibleCellRight() async throws {
        let screen = NoteScreen()
        let storage = try await screen.load([ListSection(0, items: NoteScreen.notes(0..<20))])
        let from = ListIndexPath(item: 0, section: 0)
        let to = ListIndexPath(item: 19, section: 0)
        try screen.host.moveItemInteractively(from: from, to: to)
        try screen.updater.userMovedItem(from: from, to: to, in: storage)
        await screen.settle(storage)
        #expect(screen.visibleCellsMatchData)
        #expect(storage.snapshot.sections[0].items.map(\.id) == Array(1..<20) + [0])
    }

    @Test func aDragDroppedWhereItStartedChangesNothing() async throws {
        let screen = NoteScreen()
        let storage = try await screen.load([ListSection(0, items: NoteScreen.notes(0..<5))])
        let path = ListIndexPath(item: 2, section: 0)
        try screen.host.moveItemInteractively(from: path, to: path)
        try screen.updater.userMovedItem(from: path, to: path, in: storage)
        #expect(screen.updater.presentedVersion == storage.snapshot.version)
        await screen.settle(storage)  // returns: before, it waited forever
    }

    @Test func aDragAcrossSectionsIsAcceptedAndFollowed() async throws {
        let screen = NoteScreen()
        let storage = try await screen.load([
            ListSection(0, items: NoteScreen.notes(0..<3)), ListSection(1, items: NoteScreen.notes(10..<12)),
        ])
        let from = ListIndexPath(item: 0, section: 0)
        let to = ListIndexPath(item: 1, section: 1)
        try screen.host.moveItemInteractively(from: from, to: to)
        try screen.updater.userMovedItem(from: from, to: to, in: storage)
        await screen.settle(storage)
        #expect(screen.host.presentedCounts == [2, 3])
        #expect(storage.snapshot.sections.map { $0.items.map(\.id) } == [[1, 2], [10, 0, 11]])
        #expect(screen.visibleCellsMatchData)
    }

    // MARK: Bad input

    @Test func duplicateSectionIdentitiesAreRejectedEverywhere() throws {
        let duplicated = [
            ListSection(1, items: NoteScreen.notes(0..<1)), ListSection(1, items: NoteScreen.notes(5..<6)),
        ]
        let expected = ListStorageError.duplicateSection(operation: "init", identifier: "1")
        #expect(throws: expected) { try ListStorage(sections: duplicated) }
        let storage = try ListStorage(sections: [ListSection(1, items: NoteScreen.notes(0..<1)), ListSection(2)])
        let before = storage.snapshot
        #expect(throws: ListStorageError.duplicateSection(operation: "setSectionModel", identifier: "1")) {
            try storage.update { try $0.setSectionModel(1, at: 1) }
        }
        #expect(throws: ListStorageError.duplicateSection(operation: "setSections", identifier: "1")) {
            try storage.update { try $0.setSections(duplicated) }
        }
        #expect(throws: ListStorageError.duplicateSection(operation: "reload", identifier: "1")) {
            try storage.reload(duplicated)
        }
        #expect(storage.snapshot.version == before.version)
        #expect(storage.snapshot.sections.map(\.model) == [1, 2])
        // The same identity at the same index is an update, not a duplicate.
        try storage.update { try $0.setSectionModel(2, at: 1) }
    }

    @Test func aReconfigureThatWouldShowAnUnregisteredCellChangesNothing() async throws {
        final class Heights { var byItem = [CGFloat](repeating: 44, count: 20) }
        let heights = Heights()
        let layout = ListLayout(
            sizeSource: ListSizeClosures(itemSize: { path, width in
                CGSize(width: width, height: heights.byItem[path.item])
            }))
        let host = HeadlessListView(kind: .table, viewportSize: CGSize(width: 320, height: 440), frameProvider: layout)
        host.registerCell(reuseIdentifier: "note")
        let updater = ListUpdater<Int, Note>(
            host: host,
            cellProvider: ListCellProvider(
                reuseIdentifier: { _, _ in "note" },
                configure: { cell, note, _ in (cell as? HeadlessCell)?.contentDescription = note.description }))
        host.dataSource = updater
        let storage = try ListStorage(sections: [ListSection(0, items: NoteScreen.notes(0..<20))])
        updater.bind(to: storage)
        await updater.waitUntilIdle()
        let countersBefore = host.counters
        let logBefore = host.log.count
        let textsBefore = host.visibleCells.map(\.contentDescription)
        // Row 1 shrinks, which brings row 10 into view, whose cell type is not registered.
        updater.cellProvider = ListCellProvider(
            reuseIdentifier: { note, _ in note.id == 10 ? "unregistered" : "note" },
            configure: { cell, note, _ in (cell as? HeadlessCell)?.contentDescription = "new \(note)" })
        heights.byItem[1] = 10
        #expect(throws: ListHostError.self) { try host.reconfigureItems(at: [ListIndexPath(item: 1, section: 0)]) }
        #expect(host.counters == countersBefore, "no counter moved")
        #expect(host.log.count == logBefore, "nothing logged")
        #expect(host.visibleCells.map(\.contentDescription) == textsBefore, "no cell configured")
        #expect(host.contentOffset == .zero)
    }
}
