/// An immutable view of a list's data at one moment: ordered sections with their items and
/// header/footer models. Storages hand out snapshots; updaters present them.
public struct ListSnapshot<Section: Differentiable & Sendable, Item: Differentiable & Sendable>: Sendable {
    /// The sections, in order.
    public internal(set) var sections: [ListSection<Section, Item>]
    /// Increases with every change; equal versions of one storage hold equal data.
    public internal(set) var version: UInt64
    /// Which storage made the snapshot (none for one made by hand):
    /// versions of different storages are unrelated, so an updater compares both.
    package internal(set) var storageIdentity: StorageIdentity

    /// Creates a snapshot of `sections`, made by hand (not by a storage).
    public init(sections: [ListSection<Section, Item>] = [], version: UInt64 = 0) {
        self.init(sections: sections, version: version, storageIdentity: .none)
    }

    package init(sections: [ListSection<Section, Item>], version: UInt64, storageIdentity: StorageIdentity) {
        self.sections = sections
        self.version = version
        self.storageIdentity = storageIdentity
    }

    /// The number of sections.
    public var numberOfSections: Int {
        sections.count
    }

    /// The number of items in `section`, or 0 when there is no such section.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// The number of items in every section.
    public var sectionCounts: [Int] {
        sections.map(\.items.count)
    }

    /// The number of items in all sections.
    public var totalItemCount: Int {
        sections.reduce(0) { $0 + $1.items.count }
    }

    /// The item at `path`, or `nil` when the path is out of range.
    public func item(at path: ListIndexPath) -> Item? {
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item)
        else { return nil }
        return sections[path.section].items[path.item]
    }

    /// The section model at `index`, or `nil` when out of range.
    public func section(at index: Int) -> Section? {
        sections.indices.contains(index) ? sections[index].model : nil
    }

    /// The index of the section with identity `identifier`.
    public func sectionIndex(of identifier: Section.DifferenceIdentifier) -> Int? {
        sections.firstIndex { $0.model.differenceIdentifier == identifier }
    }

    /// The header model of `section`.
    public func header(inSection section: Int) -> SupplementaryModel? {
        sections.indices.contains(section) ? sections[section].header : nil
    }

    /// The footer model of `section`.
    public func footer(inSection section: Int) -> SupplementaryModel? {
        sections.indices.contains(section) ? sections[section].footer : nil
    }

    /// The path of the first item with identity `identifier`.
    public func indexPath(of identifier: Item.DifferenceIdentifier) -> ListIndexPath? {
        for (section, content) in sections.enumerated() {
            if let item = content.items.firstIndex(where: { $0.differenceIdentifier == identifier }) {
                return ListIndexPath(item: item, section: section)
            }
        }
        return nil
    }

    /// The paths of every item matching `predicate`, in list order.
    public func indexPaths(where predicate: (Item) throws -> Bool) rethrows -> [ListIndexPath] {
        var result: [ListIndexPath] = []
        for (section, content) in sections.enumerated() {
            for (item, value) in content.items.enumerated() where try predicate(value) {
                result.append(ListIndexPath(item: item, section: section))
            }
        }
        return result
    }

    /// Every item matching `predicate`, in list order.
    public func items(where predicate: (Item) throws -> Bool) rethrows -> [Item] {
        try sections.flatMap { try $0.items.filter(predicate) }
    }

    /// Every item, in list order.
    public var allItems: [Item] {
        sections.flatMap(\.items)
    }
}
