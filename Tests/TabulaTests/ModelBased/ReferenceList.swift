import Tabula

/// A plain reference model of `ListStorage`'s documented behaviour: arrays and loops, no
/// diff, no sharing. `apply` either throws the exact error the storage must throw (and
/// changes nothing) or changes the data; `version` counts transactions that wrote.
struct ReferenceList {
    var sections: [ModelSection]
    var version: UInt64 = 0

    /// Applies one transaction; returns whether it wrote anything (then the version grows).
    mutating func apply(_ call: ModelCall) throws(ListStorageError) -> Bool {
        var copy = self
        let wrote = try copy.mutate(call)
        if wrote { copy.version += 1 }
        self = copy
        return wrote
    }

    /// `ListStorage.reload`: any unique sections, always a write.
    mutating func reload(_ newSections: [ModelSection]) throws(ListStorageError) {
        try Self.checkUnique(newSections, "reload")
        sections = newSections
        version += 1
    }

    static func checkUnique(_ sections: [ModelSection], _ operation: String) throws(ListStorageError) {
        var seen = Set<Int>()
        for section in sections where !seen.insert(section.id).inserted {
            throw .duplicateSection(operation: operation, identifier: "\(section.id)")
        }
    }

    private func checkSection(_ operation: String, _ section: Int, allowEnd: Bool = false) throws(ListStorageError) {
        let limit = allowEnd ? sections.count + 1 : sections.count
        guard section >= 0, section < limit else {
            throw .sectionOutOfRange(operation: operation, section: section, count: sections.count)
        }
    }

    private func checkItem(_ operation: String, _ path: ListIndexPath, allowEnd: Bool = false) throws(ListStorageError)
    {
        try checkSection(operation, path.section)
        let count = sections[path.section].items.count
        guard path.item >= 0, path.item < (allowEnd ? count + 1 : count) else {
            throw .itemOutOfRange(operation: operation, path: path, count: count)
        }
    }

    func path(of id: Int) -> ListIndexPath? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(where: { $0.id == id }) { return ListIndexPath(item: i, section: s) }
        }
        return nil
    }

    /// The mutation itself, on a copy (the caller keeps it only on success).
    private mutating func mutate(_ call: ModelCall) throws(ListStorageError) -> Bool {
        switch call {
        case let .insertItems(items, path):
            try checkItem("insertItems", path, allowEnd: true)
            guard !items.isEmpty else { return false }
            sections[path.section].items.insert(contentsOf: items, at: path.item)
            return true
        case let .removeItems(paths):
            return try remove(paths, "removeItems")
        case let .removeItemsWithIdentifiers(ids):
            var paths: [ListIndexPath] = []
            for id in ids {
                guard let path = path(of: id) else {
                    throw .itemNotFound(operation: "removeItems", identifier: "\(id)")
                }
                paths.append(path)
            }
            return try remove(paths, "removeItems")
        case let .moveItem(source, destination):
            try checkItem("moveItem", source)
            try checkSection("moveItem", destination.section)
            let same = source.section == destination.section
            let count = sections[destination.section].items.count - (same ? 1 : 0)
            guard destination.item >= 0, destination.item <= count else {
                throw .itemOutOfRange(operation: "moveItem", path: destination, count: count)
            }
            guard source != destination else { return false }
            let item = sections[source.section].items.remove(at: source.item)
            sections[destination.section].items.insert(item, at: destination.item)
            return true
        case let .replaceItem(note):
            guard let path = path(of: note.id) else {
                throw .itemNotFound(operation: "replaceItem", identifier: "\(note.id)")
            }
            sections[path.section].items[path.item] = note
            return true
        case let .replaceItemAt(path, note):
            try checkItem("replaceItem", path)
            sections[path.section].items[path.item] = note
            return true
        case let .reloadItems(paths):
            for path in paths { try checkItem("reloadItems", path) }
            return !paths.isEmpty
        case let .insertSection(section, index):
            try checkSection("insertSection", index, allowEnd: true)
            if sections.contains(where: { $0.id == section.id }) {
                throw .duplicateSection(operation: "insertSection", identifier: "\(section.id)")
            }
            sections.insert(section, at: index)
            return true
        case let .removeSections(indexes):
            for index in indexes { try checkSection("removeSections", index) }
            let unique = Set(indexes).sorted()
            for index in unique.reversed() { sections.remove(at: index) }
            return !unique.isEmpty
        case let .moveSection(source, destination):
            try checkSection("moveSection", source)
            try checkSection("moveSection", destination)
            guard source != destination else { return false }
            let section = sections.remove(at: source)
            sections.insert(section, at: destination)
            return true
        case let .reloadSections(indexes):
            for index in indexes { try checkSection("reloadSections", index) }
            return !indexes.isEmpty
        case let .setItems(items, section):
            try checkSection("setItems", section)
            sections[section].items = items
            return true
        case let .setHeader(header, section):
            try checkSection("setHeader", section)
            guard sections[section].header != header else { return false }
            sections[section].header = header
            return true
        case let .setSectionModel(id, index):
            try checkSection("setSectionModel", index)
            if let other = sections.firstIndex(where: { $0.id == id }), other != index {
                throw .duplicateSection(operation: "setSectionModel", identifier: "\(id)")
            }
            sections[index].id = id
            return true
        case let .setSections(newSections):
            try Self.checkUnique(newSections, "setSections")
            sections = newSections
            return true
        case .removeAll:
            guard !sections.isEmpty else { return false }
            sections.removeAll()
            return true
        case let .transaction(calls):
            var wrote = false
            for call in calls {
                if try mutate(call) { wrote = true }
            }
            return wrote
        case .storageReload, .applySections, .updaterReload, .rebind, .drag, .dropUnsettled, .yieldToMainActor,
            .finishAnimations, .scroll:
            return false
        }
    }

    /// The storage's side of a drop made on a screen that did not show the storage's
    /// newest data, as `ListUpdater.userMovedItem` documents it: the first item with the
    /// dragged identity goes after the first item with the neighbour's identity, in the
    /// section with the drop's section identity (at the top without a neighbour there),
    /// never past the section's end; nothing happens when either is gone.
    mutating func recordDrop(movedID: Int, neighbourID: Int?, sectionID: Int) -> Bool {
        guard let from = path(of: movedID), let section = sections.firstIndex(where: { $0.id == sectionID }) else {
            return false
        }
        var item = 0
        if let neighbourID, let after = path(of: neighbourID), after.section == section {
            item = after.item + 1
            if from.section == section && from.item < after.item { item -= 1 }
        }
        let limit = sections[section].items.count - (from.section == section ? 1 : 0)
        let destination = ListIndexPath(item: min(item, limit), section: section)
        return (try? apply(.moveItem(from: from, to: destination))) ?? false
    }

    private mutating func remove(_ paths: [ListIndexPath], _ operation: String) throws(ListStorageError) -> Bool {
        for path in paths { try checkItem(operation, path) }
        let unique = Set(paths).sorted()
        for path in unique.reversed() { sections[path.section].items.remove(at: path.item) }
        return !unique.isEmpty
    }
}
