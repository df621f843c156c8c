import Foundation
import Tabula
import TabulaHeadless
import TabulaTestSupport

/// An item of a random list: an identity and a version bumped on reload. Its size is a
/// function of both, so a stale size after a reload shows up as a wrong frame.
struct LayoutTestItem: Hashable, Sendable {
    var id: Int
    var version: Int

    func size(width: CGFloat) -> CGSize {
        CGSize(
            width: 20 + CGFloat((id * 7 + version * 5) % 30),
            height: 10 + CGFloat((id * 13 + version * 29) % 50) + width / 40)
    }
}

/// A sectioned list that changes at random and reports each change as a UIKit batch.
struct LayoutTestModel {
    struct Section {
        var id: Int
        var items: [LayoutTestItem]
    }

    var sections: [Section]
    private var nextID = 10_000
    private var nextSectionID = 1_000

    init(sections: Int, itemsPerSection: Int) {
        var id = 0
        self.sections = (0..<sections).map { section in
            Section(
                id: section,
                items: (0..<itemsPerSection).map { _ in
                    defer { id += 1 }
                    return LayoutTestItem(id: id, version: 0)
                })
        }
    }

    var counts: [Int] { sections.map(\.items.count) }

    func item(at path: ListIndexPath) -> LayoutTestItem {
        sections[path.section].items[path.item]
    }

    /// Changes the list at random and returns the batch that describes the change.
    mutating func randomChange(using rng: inout SplitMix64) -> ListBatch {
        let before = sections
        var beforePath: [Int: ListIndexPath] = [:]
        for (s, section) in before.enumerated() {
            for (i, item) in section.items.enumerated() { beforePath[item.id] = ListIndexPath(item: i, section: s) }
        }
        var batch = ListBatch()
        var working = before.enumerated().map { (index: $0.offset, section: $0.element) }

        // Section deletes and one possible section move.
        if working.count > 1, Int.random(in: 0..<4, using: &rng) == 0 {
            let removed = working.remove(at: Int.random(in: 0..<working.count, using: &rng))
            batch.sectionDeleted.append(removed.index)
        }
        var movedSection: (index: Int, section: Section)?
        if working.count > 1, Int.random(in: 0..<4, using: &rng) == 0 {
            movedSection = working.remove(at: Int.random(in: 0..<working.count, using: &rng))
        }
        // Item deletes and reloads, then items picked up to move.
        var reloaded = Set<Int>()
        var pickedUp: [LayoutTestItem] = []
        func edit(_ section: inout Section) {
            section.items = section.items.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
            for i in section.items.indices where Int.random(in: 0..<10, using: &rng) == 0 {
                section.items[i].version += 1
                reloaded.insert(section.items[i].id)
            }
            var kept: [LayoutTestItem] = []
            for item in section.items {
                if !reloaded.contains(item.id), pickedUp.count < 3, Int.random(in: 0..<12, using: &rng) == 0 {
                    pickedUp.append(item)
                } else {
                    kept.append(item)
                }
            }
            section.items = kept
        }
        for index in working.indices { edit(&working[index].section) }
        if movedSection != nil { edit(&movedSection!.section) }

        // The after order of sections: survivors, the moved one, new ones.
        var after: [(index: Int?, section: Section)] = working.map { ($0.index, $0.section) }
        if let movedSection {
            after.insert((movedSection.index, movedSection.section), at: Int.random(in: 0...after.count, using: &rng))
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let fresh = Section(
                id: nextSectionID, items: (0..<Int.random(in: 0...4, using: &rng)).map { _ in newItem() })
            nextSectionID += 1
            after.insert((nil, fresh), at: Int.random(in: 0...after.count, using: &rng))
        }
        if after.isEmpty {
            after.append((nil, Section(id: nextSectionID, items: [newItem()])))
            nextSectionID += 1
        }
        // Moved items and new items land anywhere.
        var inserted = Set<Int>()
        for item in pickedUp {
            let s = Int.random(in: 0..<after.count, using: &rng)
            after[s].section.items.insert(item, at: Int.random(in: 0...after[s].section.items.count, using: &rng))
        }
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let s = Int.random(in: 0..<after.count, using: &rng)
            let item = newItem()
            inserted.insert(item.id)
            after[s].section.items.insert(item, at: Int.random(in: 0...after[s].section.items.count, using: &rng))
        }

        // Describe the change in UIKit's index spaces.
        for (afterIndex, entry) in after.enumerated() {
            guard let beforeIndex = entry.index else {
                batch.sectionInserted.append(afterIndex)
                continue
            }
            if beforeIndex == movedSection?.index {
                batch.sectionMoved.append(Move(source: beforeIndex, target: afterIndex))
            }
        }
        let deletedSections = Set(batch.sectionDeleted)
        var afterIDs = Set<Int>()
        for (afterIndex, entry) in after.enumerated() {
            for (i, item) in entry.section.items.enumerated() {
                afterIDs.insert(item.id)
                let path = ListIndexPath(item: i, section: afterIndex)
                if pickedUp.contains(where: { $0.id == item.id }), let source = beforePath[item.id] {
                    batch.elementMoved.append(Move(source: source, target: path))
                } else if inserted.contains(item.id), entry.index != nil {
                    batch.elementInserted.append(path)
                } else if reloaded.contains(item.id), let source = beforePath[item.id] {
                    batch.elementUpdated.append(source)
                }
            }
        }
        for (s, section) in before.enumerated() where !deletedSections.contains(s) {
            for (i, item) in section.items.enumerated() where !afterIDs.contains(item.id) {
                batch.elementDeleted.append(ListIndexPath(item: i, section: s))
            }
        }
        sections = after.map(\.section)
        return batch
    }

    private mutating func newItem() -> LayoutTestItem {
        defer { nextID += 1 }
        return LayoutTestItem(id: nextID, version: 0)
    }
}

/// A size source over a model that counts its calls.
final class CountingSizeSource: ListSizeSource {
    var model: LayoutTestModel
    private(set) var calls = 0
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0

    init(model: LayoutTestModel) {
        self.model = model
    }

    func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
        calls += 1
        return model.item(at: path).size(width: width)
    }

    func headerHeight(section: Int, width: CGFloat) -> CGFloat { headerHeight }

    func footerHeight(section: Int, width: CGFloat) -> CGFloat { footerHeight }
}
