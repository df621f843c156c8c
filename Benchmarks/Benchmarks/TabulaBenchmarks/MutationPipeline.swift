import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless

/// Issue 4's pipeline on the main actor: a ``ListStorage`` of 100 sections × 1,000 items,
/// a ``ListUpdater`` bound to a ``HeadlessListView`` (immediate animation mode, 44-point
/// rows, a 375 × 812 viewport), and single-item mutations pushed through it one by one.
///
/// Each mutation is one storage transaction (which records its exact changes) whose
/// ``ListUpdate`` goes straight to ``ListUpdater/apply(_:)``: the call `bind(to:)` makes
/// for each element of the storage's update stream, without the stream's task hop, so each
/// update's main-actor processing (plan, batch or reconfigure, host work) can be timed on
/// its own.
@MainActor
final class MutationPipeline {
    static let sectionCount = 100
    static let itemsPerSection = 1_000
    static var itemCount: Int { sectionCount * itemsPerSection }

    /// What a run of ``run(mutations:sampleEvery:seed:)`` measured.
    struct Result {
        var mutations: Int
        /// All mutations through the pipeline, without the sampled full diffs.
        var total: Duration
        /// `storage.update { one mutation }`, each: the transaction records its changes.
        var storageTimes: [Duration]
        /// `updater.apply(update)` (all main-actor work of one update), each.
        var applyTimes: [Duration]
        /// A full sectioned diff of the whole snapshot before and after a sampled mutation.
        var fullDiffTimes: [Duration] = []
        /// Full diff time ÷ `storage.update` time of the same sampled mutation.
        var fullDiffRatios: [Double] = []
        /// Sampled mutations whose full diff counted as many changes as the recording.
        var fullDiffAgreeing = 0
        /// Heap bytes in use after the run minus before the data was built.
        var heapBytesAfterRun: Int?
    }

    let storage: ListStorage<Int, IntItem>
    let host: HeadlessListView
    let updater: ListUpdater<Int, IntItem>
    /// Heap bytes the stored data added (storage, updater and host share the buffers).
    let heapBytesForData: Int?
    private let heapBefore: Int?

    init() {
        let before = HeapUsage.bytesInUse()
        heapBefore = before
        let sections = (0..<Self.sectionCount).map { section in
            ListSection(
                section,
                items: (0..<Self.itemsPerSection).map {
                    IntItem(id: section * Self.itemsPerSection + $0, value: 0)
                })
        }
        storage = try! ListStorage(sections: sections)  // unique section identities by construction
        host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 375, height: 812),
            frameProvider: FixedRowHeightFrames(rowHeight: 44), animationMode: .immediate)
        host.registerCell(reuseIdentifier: "row")
        // Cells do nothing: this measures the pipeline, not cell work.
        updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider(reuseIdentifier: { _, _ in "row" }, configure: { _, _, _ in }))
        host.dataSource = updater
        updater.apply(try! storage.reload(sections))
        if let before, let after = HeapUsage.bytesInUse() {
            heapBytesForData = after - before
        } else {
            heapBytesForData = nil
        }
    }

    /// Pushes `mutations` seeded single-item mutations through the pipeline. After every
    /// `sampleEvery`-th one it also rebuilds that mutation's changes by a full diff of the
    /// whole snapshot (timed apart and left out of the total), without keeping snapshots
    /// alive, so memory stays what the pipeline itself holds.
    func run(mutations: Int, sampleEvery: Int, seed: UInt64) throws -> Result {
        var script = SingleMutationScript(seed: seed, firstNewID: Self.itemCount)
        var result = Result(mutations: mutations, total: .zero, storageTimes: [], applyTimes: [])
        result.storageTimes.reserveCapacity(mutations)
        result.applyTimes.reserveCapacity(mutations)
        let clock = ContinuousClock()
        var excluded = Duration.zero
        let start = clock.now
        for index in 0..<mutations {
            let beforeStorage = clock.now
            guard let update = try storage.update({ try script.mutate(&$0) }) else {
                throw PipelineError.noUpdate(mutation: index)
            }
            let beforeApply = clock.now
            updater.apply(update)
            let end = clock.now
            result.storageTimes.append(beforeApply - beforeStorage)
            result.applyTimes.append(end - beforeApply)
            if index % sampleEvery == 0 {
                let diffStart = clock.now
                let changes = StagedChangeset(source: update.from.sections, target: update.to.sections)
                let diffTime = clock.now - diffStart
                result.fullDiffTimes.append(diffTime)
                result.fullDiffRatios.append(
                    Double(DurationStats.nanoseconds(diffTime))
                        / Double(max(1, DurationStats.nanoseconds(beforeApply - beforeStorage))))
                if changes.changeCount == update.changes.changeCount { result.fullDiffAgreeing += 1 }
                excluded += clock.now - diffStart
            }
        }
        result.total = clock.now - start - excluded
        try check()
        if let heapBefore, let after = HeapUsage.bytesInUse() {
            result.heapBytesAfterRun = after - heapBefore
        }
        return result
    }

    /// The host presents the storage's data and no batch broke UIKit's rules.
    private func check() throws {
        let stored = storage.snapshot
        guard updater.isIdle, updater.presentedVersion == stored.version else {
            throw PipelineError.notPresented(version: stored.version, presented: updater.presentedVersion)
        }
        guard updater.presentedSections.map(\.items) == stored.sections.map(\.items),
            (0..<host.numberOfSections).map(host.numberOfItems(inSection:)) == stored.sectionCounts
        else {
            throw PipelineError.presentedDiffers(version: stored.version)
        }
        if let violation = updater.statistics.violations.first {
            throw PipelineError.batchRejected(violation, count: updater.statistics.violations.count)
        }
    }
}

/// Why a pipeline run is not valid.
enum PipelineError: Error, CustomStringConvertible {
    case noUpdate(mutation: Int)
    case notPresented(version: UInt64, presented: UInt64?)
    case presentedDiffers(version: UInt64)
    case batchRejected(String, count: Int)

    var description: String {
        switch self {
        case let .noUpdate(mutation):
            "pipeline: mutation \(mutation) produced no update"
        case let .notPresented(version, presented):
            "pipeline: storage at version \(version), updater presents \(presented.map(String.init) ?? "none")"
        case let .presentedDiffers(version):
            "pipeline: presented data differs from the storage at version \(version)"
        case let .batchRejected(message, count):
            "pipeline: \(count) batches rejected, first: \(message)"
        }
    }
}
