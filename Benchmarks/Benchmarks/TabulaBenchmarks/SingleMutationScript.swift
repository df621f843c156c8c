import BenchmarkTestSupport
import Tabula
import TabulaHeadless

/// A seeded stream of single-item mutations on a sectioned list of ``IntItem``s, each made
/// in its own storage transaction: 40% content updates, 20% inserts, 20% removals, 20%
/// moves (to any section). Every mutation changes something, so each one becomes an update.
struct SingleMutationScript {
    private var random: SplitMix64
    private var nextID: Int

    /// - Parameter firstNewID: identities of inserted items start here (above every
    ///   stored identity).
    init(seed: UInt64, firstNewID: Int) {
        random = SplitMix64(seed: seed)
        nextID = firstNewID
    }

    /// Picks the next mutation and makes it in `list`.
    mutating func mutate(_ list: inout ListTransaction<Int, IntItem>) throws {
        let sections = list.sections
        let roll = Int.random(in: 0..<10, using: &random)
        let section = Int.random(in: 0..<sections.count, using: &random)
        let count = sections[section].items.count
        if count == 0 || roll < 2 {
            let item = Int.random(in: 0...count, using: &random)
            try list.insertItems([IntItem(id: nextID, value: 0)], at: ListIndexPath(item: item, section: section))
            nextID += 1
            return
        }
        let path = ListIndexPath(item: Int.random(in: 0..<count, using: &random), section: section)
        switch roll {
        case 2..<4:
            try list.removeItems(at: [path])
        case 4..<6:
            let target = Int.random(in: 0..<sections.count, using: &random)
            let limit = sections[target].items.count - (target == section ? 1 : 0)
            var destination = ListIndexPath(item: Int.random(in: 0...limit, using: &random), section: target)
            if destination == path {
                // A move onto itself changes nothing; move one step instead.
                destination = ListIndexPath(item: path.item == 0 ? min(1, limit) : path.item - 1, section: target)
            }
            if destination == path {
                // A one-item section: nowhere to go within it, so update the item instead.
                try update(path, in: &list)
            } else {
                try list.moveItem(from: path, to: destination)
            }
        default:
            try update(path, in: &list)
        }
    }

    private func update(_ path: ListIndexPath, in list: inout ListTransaction<Int, IntItem>) throws {
        var item = list.sections[path.section].items[path.item]
        item.value += 1
        try list.replaceItem(at: path, with: item)
    }
}
