import Foundation
import Tabula
import TabulaTestSupport

/// How a random item change touches an item's content.
enum RandomContentChange {
    /// The name changes (`replaceItem`): the updater reconfigures the row in place.
    case rename
    /// The same value is reloaded (`reloadItems`): the view reloads the row.
    case reload
}

extension ListTransaction where Section == String, Item == Contact {
    /// One random item change in a random section: insert a fresh contact (numbered after
    /// `nextID`), remove one, move one within its section, or change one's content as
    /// `content` says. The random adapter tests run these through the adapters' batches.
    mutating func randomItemChange(
        using rng: inout SplitMix64, nextID: inout Int, content: RandomContentChange
    ) throws {
        let sections = self.sections
        let section = Int.random(in: 0..<sections.count, using: &rng)
        let count = sections[section].items.count
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            nextID += 1
            try insertItems(
                [Contact(nextID)], at: ListIndexPath(item: Int.random(in: 0...count, using: &rng), section: section))
        case 1 where count > 0:
            try removeItems(at: [ListIndexPath(item: Int.random(in: 0..<count, using: &rng), section: section)])
        case 2 where count > 1:
            try moveItem(
                from: ListIndexPath(item: Int.random(in: 0..<count, using: &rng), section: section),
                to: ListIndexPath(item: Int.random(in: 0..<count, using: &rng), section: section))
        case 3 where count > 0:
            let path = ListIndexPath(item: Int.random(in: 0..<count, using: &rng), section: section)
            switch content {
            case .reload:
                try reloadItems(at: [path])
            case .rename:
                var contact = sections[section].items[path.item]
                contact.name += "!"
                try replaceItem(at: path, with: contact)
            }
        default:
            break
        }
    }
}
