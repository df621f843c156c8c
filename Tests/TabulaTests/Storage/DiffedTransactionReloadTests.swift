import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// A transaction of several mutations is diffed, and a diff cannot see a reload: the
/// transaction appends the explicit reloads as stages of their own. These tests hold it to
/// that for section reloads, in the storage's update and on screen.
@MainActor
@Suite("ListTransaction: explicit reloads survive a diffed transaction")
struct DiffedTransactionReloadTests {
    private static func sections() -> [ListSection<Int, Note>] {
        [ListSection(0, items: NoteScreen.notes(0..<3)), ListSection(1, items: NoteScreen.notes(3..<5))]
    }

    @Test func aSectionReloadWithOtherChangesEndsInASectionReloadStage() throws {
        let storage = try ListStorage(sections: Self.sections())
        let update = try #require(
            try storage.update { list in
                try list.reloadSections(at: [0])
                try list.insertItems([Note(id: 9, content: "n9")], at: ListIndexPath(item: 0, section: 1))
            })
        // The diff's stage inserts the item; the last stage reloads section 0, alone.
        #expect(update.changes.stages.contains { $0.elementInserted == [ListIndexPath(item: 0, section: 1)] })
        let last = try #require(update.changes.stages.last)
        #expect(last.sectionUpdated == [0])
        #expect(last.elementInserted.isEmpty && last.elementDeleted.isEmpty && last.elementUpdated.isEmpty)
    }

    @Test(arguments: [ListHostKind.table, .collection])
    func aSectionReloadWithOtherChangesRefreshesTheSectionsRows(kind: ListHostKind) async throws {
        let screen = NoteScreen(kind: kind)
        let storage = try await screen.load(Self.sections())
        let before = screen.configurations[1, default: 0]
        try storage.update { list in
            try list.reloadSections(at: [0])
            try list.insertItems([Note(id: 9, content: "n9")], at: ListIndexPath(item: 0, section: 1))
        }
        await screen.settle(storage)
        #expect(screen.configurations[1, default: 0] > before, "the reloaded section's rows are configured again")
        #expect(screen.updater.statistics.violations.isEmpty)
        #expect(screen.visibleCellsMatchData)
    }
}
