import Foundation

// Sources: the calls judged are UITableView.h:421-429 and UICollectionView.h:462-470 inside
// performBatchUpdates (UITableView.h:415, UICollectionView.h:475); the counts compared come
// from the data source (UITableView.h:543, :552; UICollectionView.h:76, :83). The index
// spaces (deletes before, inserts after) are from Apple's performBatchUpdates page
// (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)). The rules themselves are not stated in the headers; their messages are UIKit's
// as seen in public crash reports (../shared/ANCHORS.md), as BatchUpdateOracle.swift says.

/// One run of ``BatchUpdateOracle`` over one batch: the calls sorted by kind (in call
/// order), and what the checks learn on the way. Each check throws UIKit's exception for
/// the first violation it finds, as UIKit stops at the first. *Model internals.*
struct BatchUpdateJudgement {
    let kind: BatchUpdateOracle.ViewKind
    let words: BatchUpdateWords
    let before: [Int]
    let after: [Int]
    /// Single changes in the whole batch (for the collection rule on section reloads).
    let changeCount: Int

    // The calls, one entry per single change, in call order (duplicates kept).
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionReloads: [Int] = []
    var sectionMoves: [(from: Int, to: Int)] = []
    var itemDeletes: [IndexPath] = []
    var itemInserts: [IndexPath] = []
    var itemReloads: [IndexPath] = []
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []

    /// Where each section goes, known once the section changes are consistent (step 4).
    var sections = SectionCorrespondence()

    init(kind: BatchUpdateOracle.ViewKind, before: [Int], after: [Int], calls: [BatchUpdateCall]) {
        self.kind = kind
        words = BatchUpdateWords(kind: kind)
        self.before = before
        self.after = after
        changeCount = calls.reduce(0) { $0 + $1.changeCount }
        for call in calls {
            switch call {
            case let .insertSections(set): sectionInserts += set
            case let .deleteSections(set): sectionDeletes += set
            case let .reloadSections(set): sectionReloads += set
            case let .moveSection(from, to): sectionMoves.append((from, to))
            case let .insertItems(paths): itemInserts += paths
            case let .deleteItems(paths): itemDeletes += paths
            case let .reloadItems(paths): itemReloads += paths
            case let .moveItem(from, to): itemMoves.append((from, to))
            }
        }
    }

    /// The checks of ``BatchUpdateOracle``'s rules 1–9, in that order.
    mutating func judge() throws(UIKitModelException) {
        try checkPathLengths()
        try checkSectionIndexes()
        try checkSectionConflicts()
        try checkSectionCount()
        sections = SectionCorrespondence(
            beforeCount: before.count, afterCount: after.count, deleted: Set(sectionDeletes),
            inserted: Set(sectionInserts), moves: sectionMoves)
        try checkItemIndexes()
        try checkItemConflicts()
        try checkItemsInChangedSections()
        try checkSectionReloadsAmongOtherChanges()
        try checkItemCounts()
    }

    /// Rule 1. UIKit's Swift overlay traps on any other length; the message is its text.
    func checkPathLengths() throws(UIKitModelException) {
        let paths = itemDeletes + itemInserts + itemReloads + itemMoves.flatMap { [$0.from, $0.to] }
        if paths.contains(where: { $0.count != 2 }) {
            throw UIKitModelException(words.pathLengthMessage, name: "NSInvalidArgumentException")
        }
    }

    /// UIKit's exception with `reason` (`NSInternalInconsistencyException`).
    func fail(_ reason: String) -> UIKitModelException {
        UIKitModelException(reason)
    }
}
