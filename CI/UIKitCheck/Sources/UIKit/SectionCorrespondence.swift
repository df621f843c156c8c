import Foundation

/// Which section before a batch is which section after it, for a batch whose section
/// changes are consistent. Deleted sections have no after-index, inserted ones no
/// before-index; a moved section goes where its move says; every other section (reloaded
/// ones included: a section reload keeps the section's place) keeps its order and fills
/// the after-indexes that no insert or move took. *Model internals.*
struct SectionCorrespondence {
    private var afterByBefore: [Int?] = []
    private var beforeByAfter: [Int?] = []

    init() {}

    init(beforeCount: Int, afterCount: Int, deleted: Set<Int>, inserted: Set<Int>, moves: [(from: Int, to: Int)]) {
        afterByBefore = Array(repeating: nil, count: beforeCount)
        beforeByAfter = Array(repeating: nil, count: afterCount)
        for move in moves {
            afterByBefore[move.from] = move.to
            beforeByAfter[move.to] = move.from
        }
        let movedFrom = Set(moves.map(\.from))
        let staying = (0..<beforeCount).filter { !deleted.contains($0) && !movedFrom.contains($0) }
        let free = (0..<afterCount).filter { !inserted.contains($0) && beforeByAfter[$0] == nil }
        // The section count adds up (checked before), so `staying` and `free` match one to one.
        for (section, slot) in zip(staying, free) {
            afterByBefore[section] = slot
            beforeByAfter[slot] = section
        }
    }

    /// The after-index of before-section `section`, or `nil` if it is deleted.
    func after(_ section: Int) -> Int? {
        afterByBefore.indices.contains(section) ? afterByBefore[section] : nil
    }

    /// The before-index of after-section `section`, or `nil` if it is inserted.
    func before(_ section: Int) -> Int? {
        beforeByAfter.indices.contains(section) ? beforeByAfter[section] : nil
    }
}
