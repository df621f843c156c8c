import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// A row: identity by id, content by version.
private struct BuildRow: Differentiable, Hashable, Sendable {
    let id: Int
    var version = 0
    var differenceIdentifier: Int { id }
    func isContentEqual(to source: BuildRow) -> Bool { version == source.version }
}

/// Holds each build of the presented identity index between building and installing until
/// the test releases it, and tells the test when a build got there.
private final class BuildGate: @unchecked Sendable {
    // @unchecked Sendable: the streams' continuations are Sendable; they are set once in init.
    private let reachedStream: AsyncStream<Void>
    private let reached: AsyncStream<Void>.Continuation
    private let releaseStream: AsyncStream<Void>
    private let release: AsyncStream<Void>.Continuation

    init() {
        (reachedStream, reached) = AsyncStream.makeStream()
        (releaseStream, release) = AsyncStream.makeStream()
    }

    /// What the updater awaits: reports the build, then waits for one release.
    var hold: @Sendable () async -> Void {
        { [self] in
            reached.yield()
            for await _ in releaseStream { return }
        }
    }

    func waitUntilReached() async {
        for await _ in reachedStream { return }
    }

    func releaseOne() { release.yield() }
}

/// A first load or reload of 10,000 items or more has the updater's presented identity index
/// built off the main actor, so the first look-up by identity does not build it there. Each
/// test holds the build (``BuildGate``) to force one order of the build and the batches,
/// reloads and look-ups around it, and checks every look-up against a scan.
@MainActor
@Suite("Presented identity index built off the main actor")
struct PresentedIndexBackgroundBuildTests {
    private typealias List = ListAssembly<String, BuildRow, HeadlessListView>

    @MainActor
    private struct Screen {
        let storage: ListStorage<String, BuildRow>
        let list: List
        let host: HeadlessListView
        var updater: ListUpdater<String, BuildRow> { list.updater! }

        func presented() async {
            await updater.waitUntilPresented(version: storage.snapshot.version)
        }

        /// Every identity in `ids` is found where a scan of the presented data finds it.
        func checkLookUps(_ ids: [Int], _ stage: String) {
            let sections = updater.presentedSections
            for id in ids {
                var scanned: ListIndexPath?
                for (section, list) in sections.enumerated() {
                    if let item = list.items.firstIndex(where: { $0.id == id }) {
                        scanned = ListIndexPath(item: item, section: section)
                        break
                    }
                }
                #expect(updater.indexPath(ofPresented: id) == scanned, "\(stage): id \(id)")
            }
        }
    }

    private static let count = ListUpdater<String, BuildRow>.backgroundIndexItemCount

    private func makeScreen(gate: BuildGate?) async throws -> Screen {
        let storage = try ListStorage<String, BuildRow>(sections: [
            ListSection("a", items: (0..<Self.count).map { BuildRow(id: $0) }),
            ListSection("b", items: (Self.count..<(Self.count + 10)).map { BuildRow(id: $0) }),
        ])
        let list = List(
            catalog: HostCellCatalog(
                reuseIdentifier: { _ in "row" }, cellType: { _ in HeadlessCell.self },
                configure: { cell, row, _ in cell.contentDescription = "\(row.id)" },
                measure: .byWidth { _, width in CGSize(width: width, height: 44) }))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 480), frameProvider: list.layout)
        list.attach(to: host)
        list.updater?.presentedIndexBuildGate = gate?.hold
        let screen = Screen(storage: storage, list: list, host: host)
        list.bind(to: storage)
        await screen.presented()
        return screen
    }

    private let probes = [0, 1, 5, 4_000, 9_999, 10_000, 10_009, 20_000, 20_001]

    @Test func theBuildLandsBeforeTheFirstLookUp() async throws {
        let screen = try await makeScreen(gate: nil)
        await screen.updater.waitForPresentedIndexBuild()
        screen.checkLookUps(probes, "after the build")
        #expect(screen.updater.presentedIndexBuilds == (0, 1), "built off the main actor only, never on it")
    }

    /// A screen whose index build is held while `meanwhile` runs; then its data is
    /// presented, the build released and installed (or dropped).
    private func screenWithHeldBuild(meanwhile: (Screen) async throws -> Void) async throws -> Screen {
        let gate = BuildGate()
        let screen = try await makeScreen(gate: gate)
        await gate.waitUntilReached()
        try await meanwhile(screen)
        await screen.presented()
        gate.releaseOne()
        await screen.updater.waitForPresentedIndexBuild()
        return screen
    }

    @Test func batchesPresentedDuringTheBuildAreReplayedOntoIt() async throws {
        let screen = try await screenWithHeldBuild { screen in
            // Batches presented while the build is held: a move, inserts, a delete.
            try screen.storage.moveItem(
                from: ListIndexPath(item: 5, section: 0), to: ListIndexPath(item: 3, section: 1))
            try screen.storage.insertItems([BuildRow(id: 20_000)], at: ListIndexPath(item: 0, section: 0))
            try screen.storage.appendItems([BuildRow(id: 20_001)], to: "b")
            try screen.storage.removeItems(at: [ListIndexPath(item: 2, section: 0)])
        }
        #expect(screen.updater.presentedIndexBuilds == (0, 1), "installed, the batches replayed")
        screen.checkLookUps(probes, "after the replay")
        // A look-up that found a wrong path would have built it again on the main actor.
        #expect(screen.updater.presentedIndexBuilds == (0, 1), "every look-up answered from the replayed index")
    }

    @Test func aReloadDuringTheBuildMakesItAnotherListsAndDropsIt() async throws {
        let screen = try await screenWithHeldBuild { screen in
            try screen.storage.reload([ListSection("c", items: (0..<5).map { BuildRow(id: 100 - $0) })])
        }
        #expect(screen.updater.presentedIndexBuilds == (0, 0), "the late base of the old list is dropped")
        screen.checkLookUps([96, 100, 0, 5], "after the reload")
        #expect(screen.updater.presentedIndexBuilds == (1, 0), "a small list's index is built at its first look-up")
    }

    @Test func aLookUpDuringTheBuildBuildsItAndTheLateBaseIsDropped() async throws {
        let screen = try await screenWithHeldBuild { screen in
            screen.checkLookUps([9_999], "before the build is done")
            #expect(screen.updater.presentedIndexBuilds == (1, 0))
            try screen.storage.moveItem(
                from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 0, section: 1))
        }
        #expect(screen.updater.presentedIndexBuilds == (1, 0), "the late base is not installed over it")
        screen.checkLookUps(probes, "after the late base")
        #expect(screen.updater.presentedIndexBuilds == (1, 0), "the index built on the main actor followed the move")
    }
}
