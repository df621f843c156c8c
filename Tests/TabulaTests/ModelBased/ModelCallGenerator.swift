import Foundation
import Tabula
import TabulaHeadless
import TabulaTestSupport

/// Draws random calls from the current reference state: mostly valid (indices in range),
/// often invalid (out of range, unknown identities, duplicate sections), with a small pool
/// of identities so moves, duplicates and content-equal replacements are common.
///
/// About one new item in ten reuses a recent identity, so duplicate item identities reach
/// the storage, the diff, the updater and the host (the diff matches them best effort; the
/// screen must still end equal to the storage).
struct ModelCallGenerator {
    var random: SplitMix64
    private var nextID = 1_000
    /// The last identities handed out, for duplicates.
    private var recentIDs: [Int] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }

    mutating func newNote() -> Note {
        if !recentIDs.isEmpty, chance(10) {
            return Note(id: recentIDs[int(0..<recentIDs.count)], content: "c\(int(0..<3))", extra: int(0..<3))
        }
        nextID += 1
        recentIDs.append(nextID)
        if recentIDs.count > 8 { recentIDs.removeFirst() }
        return Note(id: nextID, content: "c\(int(0..<3))", extra: int(0..<3))
    }

    mutating func notes(_ count: Int) -> [Note] { (0..<count).map { _ in newNote() } }

    mutating func sections(maxCount: Int = 4) -> [ModelSection] {
        var ids = Array(0..<6).shuffled(using: &random).prefix(int(0..<(maxCount + 1)))
        if chance(5), let first = ids.first { ids.append(first) }  // a duplicate identity
        return ids.map { ModelSection(id: $0, items: notes(int(0..<6)), header: chance(50) ? "h\(int(0..<2))" : nil) }
    }

    /// A path that is valid in `list` most of the time.
    private mutating func path(in list: [ModelSection], allowEnd: Bool = false) -> ListIndexPath {
        guard !list.isEmpty, !chance(8) else {
            return ListIndexPath(item: int(-1..<4), section: int(-1..<(list.count + 2)))
        }
        let section = int(0..<list.count)
        let count = list[section].items.count + (allowEnd ? 1 : 0)
        guard count > 0, !chance(8) else { return ListIndexPath(item: int(-1..<(count + 2)), section: section) }
        return ListIndexPath(item: int(0..<count), section: section)
    }

    private mutating func sectionIndex(in list: [ModelSection], allowEnd: Bool = false) -> Int {
        let count = list.count + (allowEnd ? 1 : 0)
        guard count > 0, !chance(8) else { return int(-1..<(count + 2)) }
        return int(0..<count)
    }

    private mutating func existingNote(in list: [ModelSection]) -> Note? {
        let all = list.flatMap(\.items)
        return all.isEmpty ? nil : all[int(0..<all.count)]
    }

    /// One storage mutation (no nested transactions).
    mutating func storageMutation(_ list: [ModelSection]) -> ModelCall {
        switch int(0..<100) {
        case 0..<14: return .insertItems(notes(int(0..<3)), at: path(in: list, allowEnd: true))
        case 14..<22: return .removeItems(at: (0..<int(0..<3)).map { _ in path(in: list) })
        case 22..<28:
            let ids = (0..<int(1..<3)).map { _ in existingNote(in: list)?.id ?? int(0..<5) }
            return .removeItemsWithIdentifiers(chance(10) ? ids + [99_999] : ids)
        case 28..<38: return .moveItem(from: path(in: list), to: path(in: list, allowEnd: true))
        case 38..<50:
            // Same identity: new content, or the same content with another `extra` (a change
            // the diff cannot see, which must still be stored).
            guard var note = existingNote(in: list), !chance(5) else {
                return .replaceItem(Note(id: 77_777, content: "x"))
            }
            if chance(50) { note.extra += 1 } else { note.content = "c\(int(0..<3))" }
            return .replaceItem(note)
        case 50..<54: return .replaceItemAt(path(in: list), with: newNote())
        case 54..<62: return .reloadItems(at: (0..<int(1..<3)).map { _ in path(in: list) })
        case 62..<68:
            let id = chance(20) ? (list.first?.id ?? 0) : int(0..<8)
            return .insertSection(
                ModelSection(id: id, items: notes(int(0..<4)), header: chance(50) ? "h0" : nil),
                at: sectionIndex(in: list, allowEnd: true))
        case 68..<71: return .removeSections(at: [sectionIndex(in: list)])
        case 71..<76: return .moveSection(from: sectionIndex(in: list), to: sectionIndex(in: list))
        case 76..<81: return .reloadSections(at: [sectionIndex(in: list)])
        case 81..<87:
            let index = sectionIndex(in: list)
            var items = list.indices.contains(index) ? list[index].items.shuffled(using: &random) : []
            if chance(50), !items.isEmpty { items.removeLast() }
            if chance(50) { items.append(newNote()) }
            return .setItems(items, inSectionAt: index)
        case 87..<91: return .setHeader(chance(30) ? nil : "h\(int(0..<3))", inSectionAt: sectionIndex(in: list))
        case 91..<95: return .setSectionModel(int(0..<8), at: sectionIndex(in: list))
        case 95..<97: return .setSections(sections())
        default: return .removeAll
        }
    }

    /// Any call, given the storage's data, the data expected on screen, the data on screen
    /// right now (`presented`, mid-update) and whether the screen is settled. On a settled
    /// screen a drag is checked against the model; on an unsettled one it is a drop in the
    /// middle of updates, recorded in the storage the screen follows.
    mutating func call(
        storage: [ModelSection], screen: [ModelSection], presented: [ModelSection], screenIsStorage: Bool, settled: Bool
    ) -> ModelCall {
        switch int(0..<100) {
        case 0..<58: return storageMutation(storage)
        case 58..<70:
            // Several mutations in one transaction; later ones see the earlier ones' data.
            var reference = ReferenceList(sections: storage)
            var calls: [ModelCall] = []
            for _ in 0..<int(2..<5) {
                let call = storageMutation(reference.sections)
                calls.append(call)
                _ = try? reference.apply(call)
            }
            return .transaction(calls)
        case 70..<73: return .storageReload(sections())
        case 73..<77: return .applySections(sections())
        case 77..<79: return .updaterReload(sections())
        case 79..<81: return .rebind(sections())
        case 81..<90:
            if settled {
                return .drag(from: path(in: screen), to: path(in: screen), withStorage: screenIsStorage && chance(80))
            }
            guard screenIsStorage else { return .finishAnimations }
            return .dropUnsettled(from: path(in: presented), to: path(in: presented, allowEnd: chance(20)))
        case 90..<93: return .finishAnimations
        case 93..<96: return .yieldToMainActor
        default: return .scroll(toY: Double(int(0..<400)))
        }
    }
}
