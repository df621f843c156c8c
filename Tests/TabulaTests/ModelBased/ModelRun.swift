import Foundation
import Logging
@_spi(Testing) import Tabula
import TabulaHeadless

/// One run of a call sequence against the real storage, updater and headless host, checked
/// against ``ReferenceList`` after every call and against the expected screen whenever the
/// updater settles. Collects failures instead of recording them, so a failing sequence can
/// be replayed and shrunk.
@MainActor
final class ModelRun {
    struct Configuration: Sendable, CustomStringConvertible, Hashable {
        var kind: ListHostKind
        var animation: HeadlessListView.AnimationMode
        var description: String { "\(kind.rawValue), \(animation == .manual ? "manual" : "immediate") animations" }
    }

    let configuration: Configuration
    private(set) var storage: ListStorage<Int, Note>
    private var reference: ReferenceList
    /// What the screen must show once the updater settles.
    private var screen: [ModelSection]
    /// Whether that is the storage's data (then the updater must also say which version).
    private var screenIsStorage = true
    let host: HeadlessListView
    let updater: ListUpdater<Int, Note>
    /// Storage updates the updater must have received (each write publishes one).
    private var expectedReceived = 0
    private(set) var failures: [String] = []
    private(set) var callsRun = 0
    /// Storage calls rejected with the model's error, and drags the host refused: the
    /// invalid inputs the run really exercised.
    private(set) var rejectedCalls = 0
    /// Storage calls that wrote, and drags that moved a row.
    private(set) var acceptedCalls = 0
    /// Drops made while the storage held writes the screen did not show yet: the order
    /// the campaign's second defect needed.
    private(set) var dropsOverUnheardWrites = 0
    /// Steps at which the storage held two items with one identity.
    private(set) var stepsWithDuplicateItems = 0

    func noteDuplicates(in sections: [ModelSection]) {
        let ids = sections.flatMap { $0.items.map(\.id) }
        if Set(ids).count < ids.count { stepsWithDuplicateItems += 1 }
    }

    init(configuration: Configuration, initial: [ModelSection]) throws {
        self.configuration = configuration
        storage = try ListStorage(sections: initial.map(\.listSection))
        reference = ReferenceList(sections: initial)
        screen = initial
        host = HeadlessListView(
            kind: configuration.kind, viewportSize: CGSize(width: 320, height: 300),
            frameProvider: FixedRowHeightFrames(rowHeight: 44, headerHeight: 20, footerHeight: 0),
            animationMode: configuration.animation)
        host.registerCell(reuseIdentifier: "note")
        host.registerSupplementaryView(.header, reuseIdentifier: "String")
        updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider(
                reuseIdentifier: { _, _ in "note" },
                configure: { cell, note, _ in (cell as? HeadlessCell)?.contentDescription = note.description },
                configureSupplementary: { view, model, _, _ in
                    (view as? HeadlessSupplementaryView)?.contentDescription = model.description
                }),
            // Duplicate identities are drawn on purpose: their warnings would fill the log.
            logger: Logger(label: "Tabula.ModelRun") { _ in SwiftLogNoOpLogHandler() })
        host.dataSource = updater
        updater.bind(to: storage)
    }

    private func fail(_ message: String) {
        failures.append("after call \(callsRun): \(message)")
    }

    // MARK: Calls

    func perform(_ call: ModelCall) async {
        callsRun += 1
        switch call {
        case let .applySections(sections):
            await drain()
            updater.show(sections: sections.map(\.listSection))
            screen = sections
            screenIsStorage = false
        case let .updaterReload(sections):
            await drain()
            updater.reload(sections: sections.map(\.listSection))
            screen = sections
            screenIsStorage = false
        case let .rebind(sections):
            await drain()
            do {
                let next = try ListStorage(sections: sections.map(\.listSection))
                storage = next
                reference = ReferenceList(sections: sections)
                updater.bind(to: next)
                screen = sections
                screenIsStorage = true
            } catch let error as ListStorageError {
                do { try ReferenceList.checkUnique(sections, "init") } catch let expected {
                    if expected == error { return }
                }
                fail("ListStorage(sections:) threw \(error), the model did not expect it")
            } catch {
                fail("ListStorage(sections:) threw an untyped error \(error)")
            }
        case let .drag(from, to, withStorage):
            await drag(from: from, to: to, withStorage: withStorage && screenIsStorage)
        case let .dropUnsettled(from, to):
            dropUnsettled(from: from, to: to)
        case .yieldToMainActor:
            await Task.yield()
        case .finishAnimations:
            _ = host.finishAnimations()
        case let .scroll(y):
            do {
                try host.scroll(toOffset: CGPoint(x: 0, y: y))
            } catch {
                fail("scroll threw \(error)")
            }
        default:
            storageCall(call)
        }
        checkStorage()
    }

    private func storageCall(_ call: ModelCall) {
        var thrown: ListStorageError?
        var update: ListUpdate<Int, Note>?
        do {
            if case let .storageReload(sections) = call {
                update = try storage.reload(sections.map(\.listSection))
            } else {
                update = try storage.update { try Self.apply(call, to: &$0) }
            }
        } catch let error as ListStorageError {
            thrown = error
        } catch {
            fail("\(call) threw an untyped error: \(error)")
            return
        }
        var expected: ListStorageError?
        var wrote = false
        do {
            if case let .storageReload(sections) = call {
                try reference.reload(sections)
                wrote = true
            } else {
                wrote = try reference.apply(call)
            }
        } catch {
            expected = error
        }
        if thrown != expected {
            fail(
                "\(call): storage threw \(thrown.map(String.init(describing:)) ?? "nothing"), the model \(expected.map(String.init(describing:)) ?? "nothing")"
            )
        }
        if thrown != nil { rejectedCalls += 1 } else if update != nil { acceptedCalls += 1 }
        if (update != nil) != wrote {
            fail(
                "\(call): storage \(update == nil ? "published nothing" : "published an update"), the model \(wrote ? "wrote" : "wrote nothing")"
            )
        }
        if let update {
            checkStages(of: update, call: call)
            expectedReceived += 1
            screen = reference.sections
            screenIsStorage = true
        }
    }

    nonisolated static func apply(_ call: ModelCall, to list: inout ListTransaction<Int, Note>) throws {
        switch call {
        case let .insertItems(items, path): try list.insertItems(items, at: path)
        case let .removeItems(paths): try list.removeItems(at: paths)
        case let .removeItemsWithIdentifiers(ids): try list.removeItems(withIdentifiers: ids)
        case let .moveItem(from, to): try list.moveItem(from: from, to: to)
        case let .replaceItem(note): try list.replaceItem(note)
        case let .replaceItemAt(path, note): try list.replaceItem(at: path, with: note)
        case let .reloadItems(paths): try list.reloadItems(at: paths)
        case let .insertSection(section, index): try list.insertSection(section.listSection, at: index)
        case let .removeSections(indexes): try list.removeSections(at: indexes)
        case let .moveSection(from, to): try list.moveSection(from: from, to: to)
        case let .reloadSections(indexes): try list.reloadSections(at: indexes)
        case let .setItems(items, section): try list.setItems(items, inSectionAt: section)
        case let .setHeader(header, section):
            try list.setHeader(header.map(SupplementaryModel.init), inSectionAt: section)
        case let .setSectionModel(id, index): try list.setSectionModel(id, at: index)
        case let .setSections(sections): try list.setSections(sections.map(\.listSection))
        case .removeAll: list.removeAll()
        case let .transaction(calls): for call in calls { try apply(call, to: &list) }
        case .storageReload, .applySections, .updaterReload, .rebind, .drag, .dropUnsettled, .yieldToMainActor,
            .finishAnimations, .scroll:
            break
        }
    }

    /// The host moves a row as the user's finger does; it must accept exactly the moves the
    /// model accepts on `shown`. Returns the model after the move, or `nil` when the host
    /// (rightly) refused it.
    private func hostMoves(from: ListIndexPath, to: ListIndexPath, on shown: [ModelSection]) -> ReferenceList? {
        var moved = ReferenceList(sections: shown)
        let valid = (try? moved.apply(.moveItem(from: from, to: to))) != nil
        do {
            try host.moveItemInteractively(from: from, to: to)
        } catch {
            if valid { fail("host rejected the move \(from) → \(to) on \(shown): \(error)") }
            rejectedCalls += 1
            return nil
        }
        acceptedCalls += 1
        if !valid { fail("host accepted the move \(from) → \(to) that the model rejects on \(shown)") }
        return moved
    }

    /// The user drags a row on a settled screen: the host moves its cells, then the updater
    /// (and the storage, when the screen shows it) follows.
    private func drag(from: ListIndexPath, to: ListIndexPath, withStorage: Bool) async {
        guard await settle(), let screenModel = hostMoves(from: from, to: to, on: screen) else { return }
        do {
            try updater.userMovedItem(from: from, to: to, in: withStorage ? storage : nil)
        } catch {
            fail("userMovedItem(\(from) → \(to)) threw \(error)")
            return
        }
        screen = screenModel.sections
        guard from != to else { return }
        if withStorage {
            if (try? reference.apply(.moveItem(from: from, to: to))) == true { expectedReceived += 1 }
            screenIsStorage = true
        } else {
            screenIsStorage = false
        }
    }

    /// The user drops a row while updates are still on their way: the host moves what it
    /// shows now, the updater follows and records the move in the storage the screen
    /// follows. The storage makes the same move when it still held the screen's snapshot,
    /// and otherwise the move by identity and neighbour (``ReferenceList/recordDrop``);
    /// either way the screen must settle on the storage.
    private func dropUnsettled(from: ListIndexPath, to: ListIndexPath) {
        let onScreen = updater.presentedSections.map(ModelSection.init)
        guard let dropped = hostMoves(from: from, to: to, on: onScreen) else { return }
        let stored = storage.snapshot
        let storageHoldsTheScreen =
            updater.presentedVersion == stored.version && updater.presentedStorage == stored.storageIdentity
        do {
            try updater.userMovedItem(from: from, to: to, in: storage)
        } catch {
            fail("userMovedItem(\(from) → \(to)) threw \(error)")
            return
        }
        guard from != to else { return }
        let wrote: Bool
        if storageHoldsTheScreen {
            wrote = (try? reference.apply(.moveItem(from: from, to: to))) ?? false
        } else {
            dropsOverUnheardWrites += 1
            let after = dropped.sections[to.section]
            wrote = reference.recordDrop(
                movedID: after.items[to.item].id, neighbourID: to.item > 0 ? after.items[to.item - 1].id : nil,
                sectionID: after.id)
        }
        if wrote { expectedReceived += 1 }
        screen = reference.sections
        screenIsStorage = true
    }

    // MARK: Checks

    /// A published update's stages are batches both kinds of view accept, and the last
    /// one's data is the update's target.
    private func checkStages(of update: ListUpdate<Int, Note>, call: ModelCall) {
        var before = update.from.sectionCounts
        for stage in update.changes.stages {
            let after = stage.data.map(\.items.count)
            for kind in ListHostKind.allCases {
                let violations = BatchUpdateRules(kind: kind).violations(
                    before: before, batch: ListBatch(stage), after: after)
                if !violations.isEmpty {
                    fail("\(call): a published stage breaks \(kind.rawValue) rules: \(violations.map(\.message))")
                }
            }
            before = after
        }
        if let last = update.changes.stages.last,
            last.data.map(ModelSection.init) != update.to.sections.map(ModelSection.init)
        {
            fail("\(call): the last stage's data is not the update's target")
        }
    }

    /// Every field of every stored value equals the model's, and so does the version.
    private func checkStorage() {
        let snapshot = storage.snapshot
        let stored = snapshot.sections.map(ModelSection.init)
        if stored != reference.sections {
            fail("storage holds \(stored), the model \(reference.sections)")
        }
        if snapshot.version != reference.version {
            fail("storage version \(snapshot.version), the model's \(reference.version)")
        }
    }

    /// Waits until every storage update reached the updater and nothing is pending or in
    /// flight (finishing animations on the way); `false`, with a failure, if it never does.
    func settle() async -> Bool {
        for _ in 0..<5_000 {
            if updater.statistics.storageUpdatesReceived >= expectedReceived, updater.isIdle,
                host.pendingCompletionCount == 0
            {
                return true
            }
            _ = host.finishAnimations()
            await Task.yield()
        }
        fail(
            "never settled: \(updater.statistics.storageUpdatesReceived) of \(expectedReceived) updates received, idle \(updater.isIdle), \(host.pendingCompletionCount) completions pending"
        )
        return false
    }

    /// Lets the storage's stream deliver everything published so far.
    private func drain() async {
        for _ in 0..<5_000 where updater.statistics.storageUpdatesReceived < expectedReceived {
            await Task.yield()
        }
    }

    /// Settles, then checks that the screen shows exactly the expected data.
    func checkScreen() async {
        guard await settle() else { return }
        let presented = updater.presentedSections.map(ModelSection.init)
        if presented != screen {
            fail("presented \(presented), expected \(screen)")
        }
        if screenIsStorage,
            updater.presentedVersion != reference.version
                || updater.presentedStorage != storage.snapshot.storageIdentity
        {
            fail(
                "presented version \(String(describing: updater.presentedVersion)), the storage's is \(reference.version)"
            )
        }
        if !screenIsStorage, updater.presentedVersion != nil {
            fail("data given by hand is presented as storage version \(String(describing: updater.presentedVersion))")
        }
        if host.presentedCounts ?? [] != screen.map(\.items.count) {
            fail("host presents counts \(host.presentedCounts ?? []), expected \(screen.map(\.items.count))")
        }
        if !updater.statistics.violations.isEmpty || host.counters.batchesRejected > 0 {
            fail("UIKit's rules broken: \(updater.statistics.violations)")
        }
        for cell in host.visibleCells {
            guard let path = cell.indexPath, screen.indices.contains(path.section),
                screen[path.section].items.indices.contains(path.item)
            else {
                fail("a visible cell at \(String(describing: cell.indexPath)) has no item")
                continue
            }
            let note = screen[path.section].items[path.item]
            if cell.contentDescription != note.description {
                fail("cell at \(path) shows \(cell.contentDescription ?? "nil"), the item is \(note)")
            }
        }
        for element in host.visibleSupplementaryElements where element.placement == .header {
            let view = host.supplementaryView(.header, inSection: element.section)
            let expected = screen.indices.contains(element.section) ? screen[element.section].header : nil
            if view?.contentDescription != expected {
                fail(
                    "header of section \(element.section) shows \(view?.contentDescription ?? "nil"), expected \(expected ?? "nil")"
                )
            }
        }
    }
}
