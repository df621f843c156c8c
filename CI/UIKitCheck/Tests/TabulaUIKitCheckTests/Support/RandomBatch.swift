import Foundation
import TabulaHeadless
import TabulaTestSupport
import UIKit

/// One random batch in UIKit's vocabulary: counts before, the calls, counts after. Most
/// are near-valid (the after counts follow from the calls), so that both accepting and
/// rejecting paths of a checker are exercised; small index ranges make collisions (a path
/// deleted twice, a section reloaded and moved) common.
struct RandomBatch: CustomStringConvertible {
    var before: [Int]
    var calls: [BatchUpdateCall]
    var after: [Int]

    /// Whether any call inserts, deletes, moves or reloads a section.
    var changesSections: Bool {
        calls.contains { call in
            switch call {
            case .insertSections, .deleteSections, .reloadSections, .moveSection: true
            default: false
            }
        }
    }

    var description: String {
        "before \(before), after \(after), calls [\(calls.map(Self.describe).joined(separator: ", "))]"
    }

    private static func describe(_ call: BatchUpdateCall) -> String {
        func paths(_ paths: [IndexPath]) -> String { paths.map { "\($0[0])-\($0[1])" }.joined(separator: " ") }
        switch call {
        case let .insertSections(set): return "insertSections(\(Array(set)))"
        case let .deleteSections(set): return "deleteSections(\(Array(set)))"
        case let .reloadSections(set): return "reloadSections(\(Array(set)))"
        case let .moveSection(from, to): return "moveSection(\(from) -> \(to))"
        case let .insertItems(list): return "insertItems(\(paths(list)))"
        case let .deleteItems(list): return "deleteItems(\(paths(list)))"
        case let .reloadItems(list): return "reloadItems(\(paths(list)))"
        case let .moveItem(from, to): return "moveItem(\(from[0])-\(from[1]) -> \(to[0])-\(to[1]))"
        }
    }

    /// A batch drawn from `rng`.
    static func make(using rng: inout SplitMix64) -> RandomBatch {
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
        func pick(_ range: Range<Int>) -> Int { range.isEmpty ? 0 : Int.random(in: range, using: &rng) }
        let before = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0...4, using: &rng) }

        // Sections: indexes mostly in range, sometimes one past the end.
        var calls: [BatchUpdateCall] = []
        var deleted: [Int] = []
        var reloaded: [Int] = []
        var inserted: [Int] = []
        var moves: [(Int, Int)] = []
        for _ in 0..<(chance(30) ? Int.random(in: 1...2, using: &rng) : 0) {
            deleted.append(pick(0..<(before.count + (chance(10) ? 1 : 0))))
        }
        for _ in 0..<(chance(25) ? Int.random(in: 1...2, using: &rng) : 0) {
            reloaded.append(pick(0..<(before.count + (chance(10) ? 1 : 0))))
        }
        let insertCount = chance(30) ? Int.random(in: 1...2, using: &rng) : 0
        var afterSectionCount = before.count - deleted.count + insertCount
        if chance(5) { afterSectionCount += chance(50) ? 1 : -1 }
        afterSectionCount = max(0, afterSectionCount)
        for _ in 0..<insertCount {
            inserted.append(pick(0..<(afterSectionCount + (chance(10) ? 1 : 0))))
        }
        for _ in 0..<(chance(30) ? Int.random(in: 1...2, using: &rng) : 0) {
            moves.append(
                (pick(0..<(before.count + (chance(5) ? 1 : 0))), pick(0..<(afterSectionCount + (chance(5) ? 1 : 0)))))
        }
        let mapping = SimpleSectionMapping(
            beforeCount: before.count, afterCount: afterSectionCount, deleted: deleted, inserted: inserted, moves: moves
        )

        // Items: before-side changes in existing sections, after-side in sections after.
        var deletes: [IndexPath] = []
        var reloads: [IndexPath] = []
        var moveSources: [IndexPath] = []
        for _ in 0..<Int.random(in: 0...4, using: &rng) where !before.isEmpty {
            let section = pick(0..<before.count)
            let path = IndexPath(item: pick(0..<(before[section] + (chance(8) ? 1 : 0))), section: section)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: deletes.append(path)
            case 1: reloads.append(path)
            default: moveSources.append(path)
            }
        }
        var insertSections = (0..<Int.random(in: 0...3, using: &rng)).compactMap { _ in
            afterSectionCount > 0 ? pick(0..<afterSectionCount) : nil
        }
        var moveTargetSections = moveSources.map { source in
            // Mostly within the same section (followed through section moves), else anywhere.
            if chance(60), let same = mapping?.after(source[0]) { return same }
            return pick(0..<max(1, afterSectionCount))
        }
        if afterSectionCount == 0 {
            insertSections = []
            moveTargetSections = moveSources.map { _ in 0 }
        }

        // Counts after: what the calls imply where a section lives through the batch;
        // anything small elsewhere; sometimes off by one.
        var after = (0..<afterSectionCount).map { _ in Int.random(in: 0...4, using: &rng) }
        if let mapping {
            for section in after.indices {
                guard let old = mapping.before(section), !reloaded.contains(old) else { continue }
                let pairs = zip(moveSources, moveTargetSections)
                let movedOut = pairs.filter { $0.0[0] == old && $0.1 != section }.count
                let movedIn = pairs.filter { $0.1 == section && mapping.after($0.0[0]) != section }.count
                after[section] = max(
                    0,
                    before[old] - deletes.filter { $0[0] == old }.count + insertSections.filter { $0 == section }.count
                        + movedIn - movedOut)
            }
        }
        if !after.isEmpty, chance(5) {
            let section = pick(0..<after.count)
            after[section] = max(0, after[section] + (chance(50) ? 1 : -1))
        }
        let inserts = insertSections.map { IndexPath(item: pick(0..<(after[$0] + (chance(8) ? 1 : 0))), section: $0) }
        let elementMoved = zip(moveSources, moveTargetSections).map { source, section in
            (
                source,
                IndexPath(
                    item: afterSectionCount == 0 ? 0 : pick(0..<(after[section] + (chance(8) ? 1 : 0))),
                    section: section)
            )
        }

        // The calls, in a random order, items one or two to a call.
        for section in deleted { calls.append(.deleteSections(IndexSet(integer: section))) }
        for section in reloaded { calls.append(.reloadSections(IndexSet(integer: section))) }
        for section in inserted { calls.append(.insertSections(IndexSet(integer: section))) }
        for (from, to) in moves { calls.append(.moveSection(from, toSection: to)) }
        calls += chunks(deletes, using: &rng).map(BatchUpdateCall.deleteItems)
        calls += chunks(reloads, using: &rng).map(BatchUpdateCall.reloadItems)
        calls += chunks(inserts, using: &rng).map(BatchUpdateCall.insertItems)
        calls += elementMoved.map { BatchUpdateCall.moveItem($0.0, to: $0.1) }
        calls.shuffle(using: &rng)
        return RandomBatch(before: before, calls: calls, after: after)
    }

    private static func chunks(_ paths: [IndexPath], using rng: inout SplitMix64) -> [[IndexPath]] {
        var result: [[IndexPath]] = []
        var rest = paths[...]
        while !rest.isEmpty {
            let size = min(rest.count, Int.random(in: 1...2, using: &rng))
            result.append(Array(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return result
    }
}

/// The generator's own guess at which section becomes which (nil when the section changes
/// are out of range or collide): only used to make after counts likely to add up.
struct SimpleSectionMapping {
    private var afterOf: [Int: Int] = [:]
    private var beforeOf: [Int: Int] = [:]

    init?(beforeCount: Int, afterCount: Int, deleted: [Int], inserted: [Int], moves: [(Int, Int)]) {
        let sources = moves.map(\.0)
        let targets = moves.map(\.1)
        guard Set(deleted).count == deleted.count, Set(inserted).count == inserted.count,
            Set(sources).count == sources.count, Set(targets).count == targets.count,
            (deleted + sources).allSatisfy({ $0 < beforeCount }), (inserted + targets).allSatisfy({ $0 < afterCount }),
            Set(deleted).isDisjoint(with: sources), Set(inserted).isDisjoint(with: targets),
            beforeCount - deleted.count + inserted.count == afterCount
        else { return nil }
        for (source, target) in moves {
            afterOf[source] = target
            beforeOf[target] = source
        }
        let staying = (0..<beforeCount).filter { !deleted.contains($0) && afterOf[$0] == nil }
        let free = (0..<afterCount).filter { !inserted.contains($0) && beforeOf[$0] == nil }
        for (old, new) in zip(staying, free) {
            afterOf[old] = new
            beforeOf[new] = old
        }
    }

    func after(_ section: Int) -> Int? { afterOf[section] }
    func before(_ section: Int) -> Int? { beforeOf[section] }
}
