import Foundation
@_spi(Testing) import Tabula
import TabulaTestSupport
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// The adapters keep the selection by item identity through every batch and reload.
@Suite("Selection by identity")
@MainActor
struct SelectionByIdentityTests {
    private func selectedIDs(_ screen: TableScreen) -> [Int] {
        screen.adapter.selectedItems.map(\.id)
    }

    private func selectedRows(_ screen: TableScreen) -> Set<IndexPath> {
        Set(screen.tableView.indexPathsForSelectedRows ?? [])
    }

    @Test func insertsAboveMoveTheSelectionWithTheItem() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...8))], cells: noteCells())
        await screen.load()
        screen.tableView.modelSimulateTap(at: IndexPath(row: 3, section: 0))
        try screen.storage.insertItems([Contact(90), Contact(91)], at: ListIndexPath(item: 0, section: 0))
        await screen.settle()
        #expect(selectedIDs(screen) == [4])
        #expect(selectedRows(screen) == [IndexPath(row: 5, section: 0)])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aMovedItemStaysSelectedAtItsNewPlace() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...8))], cells: noteCells())
        await screen.load()
        screen.tableView.modelSimulateTap(at: IndexPath(row: 1, section: 0))
        try screen.storage.moveItem(from: ListIndexPath(item: 1, section: 0), to: ListIndexPath(item: 6, section: 0))
        await screen.settle()
        #expect(selectedIDs(screen) == [2])
        #expect(selectedRows(screen) == [IndexPath(row: 6, section: 0)])
    }

    @Test func deletingOtherRowsKeepsTheSelectedOne() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...8))], cells: noteCells())
        await screen.load()
        screen.tableView.modelSimulateTap(at: IndexPath(row: 5, section: 0))
        try screen.storage.removeItems(withIdentifiers: [1, 3, 8])
        await screen.settle()
        #expect(selectedIDs(screen) == [6])
        #expect(selectedRows(screen) == [IndexPath(row: 3, section: 0)])
    }

    @Test func deletingTheSelectedRowSelectsNothingElse() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...8))], cells: noteCells())
        var changes: [[Int]] = []
        screen.adapter.onSelectionChange = { items in changes.append(items.map(\.id)) }
        await screen.load()
        screen.tableView.modelSimulateTap(at: IndexPath(row: 2, section: 0))
        try screen.storage.removeItems(withIdentifiers: [3])
        await screen.settle()
        #expect(selectedIDs(screen) == [])
        #expect(screen.tableView.indexPathsForSelectedRows == nil, "the row now at its path is not selected")
        #expect(changes == [[3], []])
        // A later reload does not bring it back.
        try screen.storage.reload([ListSection("A", items: contacts(1...8))])
        await screen.settle()
        #expect(screen.tableView.indexPathsForSelectedRows == nil)
    }

    @Test func multipleSelectionIsKeptThroughUpdatesAndAReload() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...10))], cells: noteCells())
        screen.tableView.allowsMultipleSelection = true
        await screen.load()
        for row in [1, 4, 7] { screen.tableView.modelSimulateTap(at: IndexPath(row: row, section: 0)) }
        #expect(selectedIDs(screen) == [2, 5, 8])
        try screen.storage.update { list in
            try list.removeItems(withIdentifiers: [5])
            try list.insertItems([Contact(50)], at: ListIndexPath(item: 0, section: 0))
            try list.moveItem(from: ListIndexPath(item: 8, section: 0), to: ListIndexPath(item: 1, section: 0))
        }
        await screen.settle()
        #expect(Set(selectedIDs(screen)) == [2, 8])
        try screen.storage.reload([ListSection("A", items: contacts(1...10).reversed())])
        await screen.settle()
        #expect(Set(selectedIDs(screen)) == [2, 8])
        #expect(selectedRows(screen) == [IndexPath(row: 8, section: 0), IndexPath(row: 2, section: 0)])
        screen.tableView.modelSimulateDeselection(at: IndexPath(row: 8, section: 0))
        #expect(selectedIDs(screen) == [8])
    }

    @Test func multipleSelectionInEditingModeIsKept() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...8))], cells: noteCells())
        screen.tableView.allowsMultipleSelectionDuringEditing = true
        await screen.load()
        screen.tableView.setEditing(true, animated: false)
        for row in [1, 5] { screen.tableView.modelSimulateTap(at: IndexPath(row: row, section: 0)) }
        try screen.storage.insertItems([Contact(40)], at: ListIndexPath(item: 0, section: 0))
        await screen.settle()
        #expect(Set(selectedIDs(screen)) == [2, 6])
        #expect(selectedRows(screen) == [IndexPath(row: 2, section: 0), IndexPath(row: 6, section: 0)])
    }

    @Test func singleSelectionReplacesTheSelectedItem() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...6))], cells: noteCells())
        var deselected: [Int] = []
        screen.adapter.events.didDeselect = { contact, _ in deselected.append(contact.id) }
        await screen.load()
        screen.tableView.modelSimulateTap(at: IndexPath(row: 0, section: 0))
        screen.tableView.modelSimulateTap(at: IndexPath(row: 3, section: 0))
        #expect(selectedIDs(screen) == [4])
        #expect(deselected == [1])
        try screen.adapter.selectItem(withIdentifier: 6)
        #expect(selectedIDs(screen) == [6])
        #expect(selectedRows(screen) == [IndexPath(row: 5, section: 0)])
    }

    @Test func selectingByIdentityInCode() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...6))], cells: noteCells())
        screen.tableView.allowsMultipleSelection = true
        var selectedByUser = 0
        var changes: [[Int]] = []
        screen.adapter.onSelect = { _, _ in selectedByUser += 1 }
        screen.adapter.onSelectionChange = { changes.append($0.map(\.id)) }
        await screen.load()
        try screen.adapter.selectItem(withIdentifier: 2)
        try screen.adapter.selectItem(withIdentifier: 5, animated: true)
        #expect(selectedIDs(screen) == [2, 5])
        #expect(selectedRows(screen) == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
        try screen.adapter.deselectItem(withIdentifier: 2)
        try screen.adapter.deselectItem(withIdentifier: 3)  // not selected: nothing changes
        #expect(selectedIDs(screen) == [5])
        #expect(selectedByUser == 0, "selection in code is not the user's (UITableView.h:458)")
        #expect(changes == [[2], [2, 5], [5]])
        #expect(throws: ListHostError.itemNotPresented(operation: "selectItem", identifier: "42")) {
            try screen.adapter.selectItem(withIdentifier: 42)
        }
        #expect(throws: ListHostError.itemNotPresented(operation: "deselectItem", identifier: "42")) {
            try screen.adapter.deselectItem(withIdentifier: 42)
        }
        #expect(selectedIDs(screen) == [5])
    }

    @Test func aCollectionKeepsItsSelectionByIdentity() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...12))])
        screen.collectionView.allowsMultipleSelection = true
        await screen.load()
        screen.collectionView.modelSimulateTap(at: IndexPath(item: 2, section: 0))
        try screen.adapter.selectItem(withIdentifier: 9)
        try screen.storage.update { list in
            try list.removeItems(withIdentifiers: [1, 9])
            try list.insertItems([Contact(70)], at: ListIndexPath(item: 5, section: 0))
        }
        await screen.adapter.updater.waitUntilPresented(version: screen.storage.snapshot.version)
        await screen.adapter.waitUntilIdle()
        #expect(screen.adapter.selectedItems.map(\.id) == [3])
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    /// Random updates and random selections: after each settle the selected identities are
    /// the reference set less the deleted items, and the view selects exactly their rows.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func randomUpdatesKeepTheSelectionByIdentity(seed: UInt64) async throws {
        var rng = SplitMix64(seed: seed)
        let multiple = seed % 2 == 0
        let screen = TableScreen(
            sections: [ListSection("A", items: contacts(1...12)), ListSection("B", items: contacts(13...20))],
            cells: noteCells())
        screen.tableView.allowsMultipleSelection = multiple
        await screen.load()
        var reference: [Int] = []
        var nextID = 100
        for round in 0..<25 {
            // Random selections on what is shown.
            let shown = screen.storage.snapshot.sections.map { $0.items.map(\.id) }
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                let section = Int.random(in: 0..<shown.count, using: &rng)
                guard !shown[section].isEmpty else { continue }
                let row = Int.random(in: 0..<shown[section].count, using: &rng)
                let id = shown[section][row]
                switch Int.random(in: 0..<3, using: &rng) {
                case 0 where reference.contains(id) && multiple:
                    screen.tableView.modelSimulateDeselection(at: IndexPath(row: row, section: section))
                    reference.removeAll { $0 == id }
                case 1:
                    try screen.adapter.selectItem(withIdentifier: id)
                    if !multiple { reference.removeAll() }
                    if !reference.contains(id) { reference.append(id) }
                default:
                    screen.tableView.modelSimulateTap(at: IndexPath(row: row, section: section))
                    if !multiple { reference.removeAll() }
                    if !reference.contains(id) { reference.append(id) }
                }
            }
            // Random updates (a full reload now and then).
            if Int.random(in: 0..<6, using: &rng) == 0 {
                var sections = screen.storage.snapshot.sections
                sections[0] = ListSection("A", items: sections[0].items.shuffled(using: &rng).dropLast())
                try screen.storage.reload(sections)
            } else {
                try screen.storage.update { list in
                    for _ in 0..<Int.random(in: 1...4, using: &rng) {
                        try list.randomItemChange(using: &rng, nextID: &nextID, content: .reload)
                    }
                }
            }
            await screen.settle()
            let stored = screen.storage.snapshot.sections.map { $0.items.map(\.id) }
            reference.removeAll { id in !stored.joined().contains(id) }
            let expectedRows = Set(
                reference.compactMap { id -> IndexPath? in
                    for (section, ids) in stored.enumerated() {
                        if let row = ids.firstIndex(of: id) { return IndexPath(row: row, section: section) }
                    }
                    return nil
                })
            #expect(Set(selectedIDs(screen)) == Set(reference), "seed \(seed), round \(round)")
            #expect(selectedRows(screen) == expectedRows, "seed \(seed), round \(round)")
            #expect(screen.consistencyProblems() == [], "seed \(seed), round \(round)")
        }
    }
}
