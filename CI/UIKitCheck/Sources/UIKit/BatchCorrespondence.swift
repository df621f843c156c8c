import Foundation

// Sources: the batch calls are UITableView.h:421-429 and UICollectionView.h:462-470, run
// together inside performBatchUpdates (UITableView.h:415, UICollectionView.h:475). Apple's
// performBatchUpdates page (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)) says "deletes are processed before inserts in batch
// operations": deletion indexes are relative to the state before the batch, insertion
// indexes to the state after all deletions. That ordering is what this file follows.

/// Where each item shown before an accepted batch is afterwards, so the view keeps the
/// cells of items that stay (UIKit animates them to their new places rather than asking
/// for new cells). Worked out per path from the calls, as UIKit processes them: deletes
/// (and move sources) leave gaps that close up, inserts (and move destinations) take their
/// after-indexes first, and the staying items fill the other places in order.
/// *Model internals.*
struct BatchCorrespondence {
    let sections: SectionCorrespondence
    private let deletedSections: Set<Int>
    private let reloadedSections: Set<Int>
    private let reloadedItems: Set<IndexPath>
    private let movedTo: [IndexPath: IndexPath]
    /// Items that leave each before-section other than by staying (deletes, move sources), sorted.
    private let leaving: [Int: [Int]]
    /// After-indexes each after-section gives to newcomers (inserts, move destinations), sorted.
    private let arriving: [Int: [Int]]

    init(_ judgement: BatchUpdateJudgement) {
        sections = judgement.sections
        deletedSections = Set(judgement.sectionDeletes)
        reloadedSections = Set(judgement.sectionReloads)
        reloadedItems = Set(judgement.itemReloads)
        movedTo = Dictionary(judgement.itemMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        var leaving: [Int: [Int]] = [:]
        for path in judgement.itemDeletes + judgement.itemMoves.map(\.from) {
            leaving[path[0], default: []].append(path[1])
        }
        var arriving: [Int: [Int]] = [:]
        for path in judgement.itemInserts + judgement.itemMoves.map(\.to) {
            arriving[path[0], default: []].append(path[1])
        }
        self.leaving = leaving.mapValues { $0.sorted() }
        self.arriving = arriving.mapValues { $0.sorted() }
    }

    /// Whether the batch reloads the item at before-path `path` (itself or its section).
    func isReloaded(_ path: IndexPath) -> Bool {
        reloadedSections.contains(path[0]) || reloadedItems.contains(path)
    }

    /// Whether the batch reloads before-section `section`.
    func isSectionReloaded(_ section: Int) -> Bool {
        reloadedSections.contains(section)
    }

    /// The after-path of the item at before-path `path`; `nil` when it is deleted (itself
    /// or with its section) or its section is reloaded (read again whole).
    func afterPath(_ path: IndexPath) -> IndexPath? {
        if let target = movedTo[path] { return target }
        let section = path[0]
        guard !deletedSections.contains(section), !reloadedSections.contains(section),
            let target = sections.after(section)
        else { return nil }
        let gone = leaving[section] ?? []
        if gone.contains(path[1]) { return nil }
        // Its rank among the items that stay, then the rank-th place no newcomer takes.
        var slot = path[1] - gone.prefix { $0 < path[1] }.count
        for taken in arriving[target] ?? [] {
            if taken <= slot { slot += 1 } else { break }
        }
        return IndexPath(item: slot, section: target)
    }
}

extension BatchUpdateOracle {
    /// Where items go in a batch the oracle accepts; `nil` for one it refuses.
    func correspondence(before: [Int], calls: [BatchUpdateCall], after: [Int]) -> BatchCorrespondence? {
        var judgement = BatchUpdateJudgement(kind: kind, before: before, after: after, calls: calls)
        do {
            try judgement.judge()
        } catch {
            return nil
        }
        return BatchCorrespondence(judgement)
    }
}
