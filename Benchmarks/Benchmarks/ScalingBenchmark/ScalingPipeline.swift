import BenchmarkTestSupport
import CallgrindMarks
import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless

/// One list of `itemCount` rows (in one section, or in sections of `sectionSize`) pushed
/// through storage → ``ListUpdater`` → ``HeadlessListView`` with a ``ListLayout`` of
/// varying row heights (20 to 79 points, from a hash of the index path).
@MainActor
final class ScalingPipeline {
    /// The kinds of single mutation measured.
    enum Kind: String, CaseIterable {
        case replace, insert, delete, move
    }

    /// What one kind of mutation measured.
    struct Sample {
        var total: [Duration] = []
        var storage: [Duration] = []
        var layout: [Duration] = []
    }

    let itemCount: Int
    let sectionSize: Int
    let storage: ListStorage<Int, ScalingRow>
    let host: HeadlessListView
    let updater: ListUpdater<Int, ScalingRow>
    let frames: TimedFrameProvider
    /// Heap bytes the storage's data added, and what the updater, host and layout added on
    /// top when the data was loaded.
    let storageBytes: Int?
    let pipelineBytes: Int?
    private var random: SplitMix64
    private var nextID: Int
    private let clock = ContinuousClock()

    init(itemCount: Int, sectionSize: Int, seed: UInt64) throws {
        self.itemCount = itemCount
        self.sectionSize = sectionSize
        random = SplitMix64(seed: seed)
        nextID = itemCount
        let heapStart = HeapUsage.bytesInUse()
        let sectionCount = (itemCount + sectionSize - 1) / sectionSize
        let sections = (0..<sectionCount).map { section in
            let first = section * sectionSize
            return ListSection(
                section,
                items: (first..<min(itemCount, first + sectionSize)).map {
                    ScalingRow(id: $0, value: 0)
                })
        }
        storage = try ListStorage(sections: sections)
        let heapStored = HeapUsage.bytesInUse()
        let layout = ListLayout(itemSize: { path, width in
            var hash = UInt64(truncatingIfNeeded: path.item &* 31 &+ path.section) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            return CGSize(width: width, height: CGFloat(20 + hash % 60))
        })
        frames = TimedFrameProvider(layout: layout)
        host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 375, height: 812), frameProvider: frames,
            animationMode: .immediate)
        host.registerCell(reuseIdentifier: "row")
        updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider(reuseIdentifier: { _, _ in "row" }, configure: { _, _, _ in }))
        host.dataSource = updater
        updater.apply(try storage.reload(sections))
        let heapLoaded = HeapUsage.bytesInUse()
        if let heapStart, let heapStored, let heapLoaded {
            storageBytes = heapStored - heapStart
            pipelineBytes = heapLoaded - heapStored
        } else {
            storageBytes = nil
            pipelineBytes = nil
        }
        // Scroll to the middle, so visible cells sit where the mutations land.
        try host.scroll(toOffset: CGPoint(x: 0, y: (layout.contentSize.height / 2).rounded()))
    }

    /// Runs `count` mutations of `kind` (after `warmUp` untimed ones), each in its own
    /// storage transaction. Under callgrind, instructions are collected only inside the
    /// timed part of each mutation.
    func measure(_ kind: Kind, count: Int, warmUp: Int, collectInstructions: Bool) throws -> Sample {
        var sample = Sample()
        for index in 0..<(warmUp + count) {
            let timed = index >= warmUp
            let mutation = try pick(kind)
            frames.updateTime = .zero
            if timed && collectInstructions { tabula_callgrind_toggle_collect() }
            let start = clock.now
            guard let update = try storage.update(mutation) else {
                throw ScalingError.noUpdate(kind.rawValue)
            }
            let stored = clock.now
            updater.apply(update)
            let end = clock.now
            if timed && collectInstructions { tabula_callgrind_toggle_collect() }
            if timed {
                sample.total.append(end - start)
                sample.storage.append(stored - start)
                sample.layout.append(frames.updateTime)
            }
        }
        return sample
    }

    /// The next mutation of `kind` at seeded random places (chosen before the clock starts).
    private func pick(_ kind: Kind) throws -> (inout ListTransaction<Int, ScalingRow>) throws -> Void {
        let snapshot = storage.snapshot
        let counts = snapshot.sectionCounts
        func randomPath(extra: Int = 0) -> ListIndexPath {
            var section = Int.random(in: 0..<counts.count, using: &random)
            while counts[section] + extra == 0 { section = Int.random(in: 0..<counts.count, using: &random) }
            return ListIndexPath(item: Int.random(in: 0..<(counts[section] + extra), using: &random), section: section)
        }
        switch kind {
        case .replace:
            let path = randomPath()
            var row = snapshot.sections[path.section].items[path.item]
            row.value += 1
            return { try $0.replaceItem(row) }
        case .insert:
            let path = randomPath(extra: 1)
            let row = ScalingRow(id: nextID, value: 0)
            nextID += 1
            return { try $0.insertItems([row], at: path) }
        case .delete:
            let path = randomPath()
            return { try $0.removeItems(at: [path]) }
        case .move:
            let source = randomPath()
            var target = randomPath()
            if target == source {
                target = ListIndexPath(item: source.item == 0 ? 1 : source.item - 1, section: source.section)
            }
            return { try $0.moveItem(from: source, to: target) }
        }
    }

    /// The host shows the storage's data and no batch broke UIKit's rules.
    func check() throws {
        let stored = storage.snapshot
        guard updater.isIdle, updater.presentedVersion == stored.version,
            (0..<host.numberOfSections).map(host.numberOfItems(inSection:)) == stored.sectionCounts
        else {
            throw ScalingError.notPresented
        }
        if let violation = updater.statistics.violations.first {
            throw ScalingError.batchRejected(violation)
        }
        if let error = frames.layout.lastUpdateError {
            throw ScalingError.layoutFellBack(error.description)
        }
    }
}

/// Why a scaling run is not valid.
enum ScalingError: Error, CustomStringConvertible {
    case noUpdate(String)
    case notPresented
    case batchRejected(String)
    case layoutFellBack(String)
    case badArgument(String)

    var description: String {
        switch self {
        case let .noUpdate(kind): "scaling: a \(kind) produced no update"
        case .notPresented: "scaling: the host does not present the storage's data"
        case let .batchRejected(message): "scaling: a batch was rejected: \(message)"
        case let .layoutFellBack(message): "scaling: the layout measured everything again: \(message)"
        case let .badArgument(message): "scaling: \(message)"
        }
    }
}
