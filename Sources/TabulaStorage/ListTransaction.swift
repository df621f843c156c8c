/// A set of mutations applied together as one update.
///
/// Get one from ``ListStorage/update(_:)``. Mutations work on a private copy; if any
/// throws, the storage keeps its previous data (transactions are atomic). When the
/// transaction ends, its changes become one ``ListUpdate``: a transaction made of one
/// simple mutation records its exact changes directly (no diff); several mutations are
/// turned into changes by diffing the data before and after, in expected linear time.
///
/// Every value written is stored, even one the diff cannot see (equal in content, different
/// elsewhere), and every explicit reload refreshes its rows, whatever else the transaction
/// does.
public struct ListTransaction<Section: Differentiable & Sendable, Item: Differentiable & Sendable> {
    /// The data as it was when the transaction began.
    public let original: [ListSection<Section, Item>]
    /// The data with the mutations made so far.
    public internal(set) var sections: [ListSection<Section, Item>]
    /// The operations made so far, for the debug log.
    package private(set) var operations: [ListOperation] = []

    /// What the mutations so far amount to.
    enum Recording {
        /// No mutation yet.
        case untouched
        /// One mutation whose exact changes are known.
        case direct(Changeset<Void>)
        /// Several mutations (or one without a direct form): diff at the end.
        case needsDiff
    }

    private(set) var recording: Recording = .untouched
    /// Whether a value was written that no recorded change describes (a replacement equal
    /// in content): the data must still be stored.
    private var hasUnrecordedWrites = false
    /// Identities of the items and sections reloaded explicitly, so the refresh survives a
    /// transaction whose changes are diffed (a diff cannot see a reload).
    private var reloadedItemIdentities = Set<Item.DifferenceIdentifier>()
    private var reloadedSectionIdentities = Set<Section.DifferenceIdentifier>()

    /// The storage's identity index, when the transaction runs in a storage: kept in step
    /// with `sections` while this transaction holds the only reference to it, dropped
    /// (look-ups scan again) as soon as a copy of the transaction shares it.
    private(set) var identityIndex: ListIdentityIndex<Item>?

    /// A transaction outside any storage (the updater replays a user's move on what it shows):
    /// look-ups scan, as there is no identity index to keep.
    package init(sections: [ListSection<Section, Item>]) {
        self.init(sections: sections, identityIndex: nil)
    }

    init(sections: [ListSection<Section, Item>], identityIndex: ListIdentityIndex<Item>?) {
        self.original = sections
        self.sections = sections
        self.identityIndex = identityIndex
    }

    /// Hands the index back to its storage when the transaction ends.
    mutating func takeIdentityIndex() -> ListIdentityIndex<Item>? {
        var index: ListIdentityIndex<Item>?
        swap(&index, &identityIndex)
        return index
    }

    /// The index to update before a write, or `nil`: a transaction copied by its caller
    /// shares the index with its copy, and a write to one would leave the other wrong, so
    /// the writer lets go of it.
    private mutating func indexForWrite() -> ListIdentityIndex<Item>? {
        guard identityIndex != nil else { return nil }
        // swift-format-ignore: NeverForceUnwrap
        // Not nil (checked above); `isKnownUniquelyReferenced` needs the stored property
        // itself, since a bound copy would always be a second reference.
        if !isKnownUniquelyReferenced(&identityIndex!) { identityIndex = nil }
        return identityIndex
    }

    /// The observer that keeps the index in step with the items of `section`.
    mutating func observer(forSection section: Int) -> ListIdentityIndex<Item>.Observer {
        indexForWrite()?.observer(forSection: section) ?? ListIdentityIndex.Observer(index: nil, key: 0)
    }

    mutating func record(_ operation: ListOperation, _ change: Changeset<Void>?) {
        operations.append(operation)
        switch recording {
        case .untouched:
            recording = change.map { .direct($0) } ?? .needsDiff
        case .direct, .needsDiff:
            recording = .needsDiff
        }
    }

    // MARK: Validation

    func checkSection(_ operation: String, _ section: Int, allowEnd: Bool = false) throws {
        let limit = allowEnd ? sections.count + 1 : sections.count
        guard section >= 0, section < limit else {
            throw ListStorageError.sectionOutOfRange(operation: operation, section: section, count: sections.count)
        }
    }

    func checkItem(_ operation: String, _ path: ListIndexPath, allowEnd: Bool = false) throws {
        try checkSection(operation, path.section)
        let count = sections[path.section].items.count
        let limit = allowEnd ? count + 1 : count
        guard path.item >= 0, path.item < limit else {
            throw ListStorageError.itemOutOfRange(operation: operation, path: path, count: count)
        }
    }

    /// The index of the section with `model`'s identity.
    public func sectionIndex(of model: Section) -> Int? {
        sections.firstIndex { $0.model.differenceIdentifier == model.differenceIdentifier }
    }

    /// The path of the first item with identity `identifier`: in O(log n) inside a
    /// storage's transaction (through its identity index), by a scan otherwise.
    public func indexPath(of identifier: Item.DifferenceIdentifier) -> ListIndexPath? {
        if let identityIndex {
            if !identityIndex.isBuilt { identityIndex.build(sections) }
            switch identityIndex.indexPath(of: identifier, in: sections) {
            case let .found(path): return path
            case .absent: return nil
            case .unavailable: break
            }
        }
        for (section, content) in sections.enumerated() {
            if let item = content.items.firstIndex(where: { $0.differenceIdentifier == identifier }) {
                return ListIndexPath(item: item, section: section)
            }
        }
        return nil
    }

    // MARK: Items

    /// Appends `items` to the section at `section`.
    public mutating func appendItems(_ items: [Item], toSectionAt section: Int) throws {
        try checkSection("appendItems", section)
        try insertItems(items, at: ListIndexPath(item: sections[section].items.count, section: section))
    }

    /// Appends `items` to the section with `model`'s identity; when there is none, a new
    /// section with `model` is appended in the same update.
    public mutating func appendItems(_ items: [Item], to model: Section) throws {
        if let section = sectionIndex(of: model) {
            try appendItems(items, toSectionAt: section)
        } else {
            let section = ListSection(model, items: items)
            indexForWrite()?.insertSection(section.items, at: sections.count)
            sections.append(section)
            record(
                .section("appendItems creating", sections.count - 1, count: items.count),
                Changeset(data: (), sectionInserted: [sections.count - 1]))
        }
    }

    /// Inserts `items` one after another starting at `path` (`path.item` may equal the
    /// section's count to append).
    public mutating func insertItems(_ items: [Item], at path: ListIndexPath) throws {
        try checkItem("insertItems", path, allowEnd: true)
        guard !items.isEmpty else { return }
        let observer = observer(forSection: path.section)
        sections[path.section].items.replaceSubrange(path.item..<path.item, with: items, observer)
        let paths = (0..<items.count).map { ListIndexPath(item: path.item + $0, section: path.section) }
        record(ListOperation("insertItems", count: items.count, at: path), Changeset(data: (), elementInserted: paths))
    }

    /// Removes the items at `paths` (before-paths; duplicates ignored).
    public mutating func removeItems(at paths: [ListIndexPath]) throws {
        for path in paths { try checkItem("removeItems", path) }
        let unique = Array(Set(paths)).sorted()
        guard !unique.isEmpty else { return }
        for path in unique.reversed() {
            let observer = observer(forSection: path.section)
            sections[path.section].items.remove(at: path.item, observer)
        }
        record(ListOperation("removeItems", count: unique.count), Changeset(data: (), elementDeleted: unique))
    }

    /// Removes the items with these identities; throws if one is not stored.
    public mutating func removeItems(withIdentifiers identifiers: [Item.DifferenceIdentifier]) throws {
        let paths = try identifiers.map { identifier in
            guard let path = indexPath(of: identifier) else {
                throw ListStorageError.itemNotFound(operation: "removeItems", identifier: "\(identifier)")
            }
            return path
        }
        try removeItems(at: paths)
    }

    /// Removes every item matching `predicate`.
    public mutating func removeItems(where predicate: (Item) throws -> Bool) rethrows {
        var paths: [ListIndexPath] = []
        for (section, content) in sections.enumerated() {
            for (item, value) in content.items.enumerated() where try predicate(value) {
                paths.append(ListIndexPath(item: item, section: section))
            }
        }
        // The paths come from the data itself, so they are in range.
        try? removeItems(at: paths)
    }

    /// Moves the item at `source` (before-path) to `destination` (its path afterwards).
    public mutating func moveItem(from source: ListIndexPath, to destination: ListIndexPath) throws {
        try checkItem("moveItem", source)
        try checkSection("moveItem", destination.section)
        let sameSection = source.section == destination.section
        let count = sections[destination.section].items.count - (sameSection ? 1 : 0)
        guard destination.item >= 0, destination.item <= count else {
            throw ListStorageError.itemOutOfRange(operation: "moveItem", path: destination, count: count)
        }
        guard source != destination else { return }
        let sourceObserver = observer(forSection: source.section)
        let item = sections[source.section].items.remove(at: source.item, sourceObserver)
        let destinationObserver = observer(forSection: destination.section)
        sections[destination.section].items.insert(item, at: destination.item, destinationObserver)
        record(
            ListOperation("moveItem", at: source, to: destination),
            Changeset(data: (), elementMoved: [(source: source, target: destination)]))
    }

    /// Replaces the item at `path`. With the same identity this is a content update; with
    /// another identity the old item is deleted and the new one inserted in its place.
    public mutating func replaceItem(at path: ListIndexPath, with item: Item) throws {
        try checkItem("replaceItem", path)
        let old = sections[path.section].items[path.item]
        let observer = observer(forSection: path.section)
        sections[path.section].items.set(item, at: path.item, observer)
        if old.differenceIdentifier == item.differenceIdentifier {
            if item.isContentEqual(to: old) {
                // Nothing visible changes, but the new value is kept: it is stored (and
                // presented) without a batch.
                operations.append(ListOperation("replaceItem (same content)", at: path))
                hasUnrecordedWrites = true
                return
            }
            record(ListOperation("replaceItem", at: path), Changeset(data: (), elementUpdated: [path]))
        } else {
            record(
                ListOperation("replaceItem with a new identity", at: path),
                Changeset(data: (), elementDeleted: [path], elementInserted: [path]))
        }
    }

    /// Replaces the stored item that has `item`'s identity.
    public mutating func replaceItem(_ item: Item) throws {
        guard let path = indexPath(of: item.differenceIdentifier) else {
            throw ListStorageError.itemNotFound(operation: "replaceItem", identifier: "\(item.differenceIdentifier)")
        }
        try replaceItem(at: path, with: item)
    }

    /// Marks the items at `paths` as changed so their cells are refreshed, even if their
    /// values compare equal (for content that lives outside the value, like an image cache).
    public mutating func reloadItems(at paths: [ListIndexPath]) throws {
        for path in paths { try checkItem("reloadItems", path) }
        let unique = Array(Set(paths)).sorted()
        guard !unique.isEmpty else { return }
        for path in unique {
            reloadedItemIdentities.insert(sections[path.section].items[path.item].differenceIdentifier)
        }
        record(ListOperation("reloadItems", count: unique.count), Changeset(data: (), elementUpdated: unique))
    }

    // MARK: Sections

    /// Inserts `section` at `index` (`index` may equal the count to append).
    public mutating func insertSection(_ section: ListSection<Section, Item>, at index: Int) throws {
        try checkSection("insertSection", index, allowEnd: true)
        if sectionIndex(of: section.model) != nil {
            throw ListStorageError.duplicateSection(
                operation: "insertSection", identifier: "\(section.model.differenceIdentifier)")
        }
        indexForWrite()?.insertSection(section.items, at: index)
        sections.insert(section, at: index)
        record(.section("insertSection", index), Changeset(data: (), sectionInserted: [index]))
    }

    /// Appends `section`.
    public mutating func appendSection(_ section: ListSection<Section, Item>) throws {
        try insertSection(section, at: sections.count)
    }

    /// Removes the sections at `indexes` (before-indexes; duplicates ignored).
    public mutating func removeSections(at indexes: [Int]) throws {
        for index in indexes { try checkSection("removeSections", index) }
        let unique = Array(Set(indexes)).sorted()
        guard !unique.isEmpty else { return }
        let identityIndex = indexForWrite()
        for index in unique.reversed() {
            identityIndex?.removeSection(sections[index].items, at: index)
            sections.remove(at: index)
        }
        record(ListOperation("removeSections", count: unique.count), Changeset(data: (), sectionDeleted: unique))
    }

    /// Moves the section at `source` to `destination` (its index afterwards).
    public mutating func moveSection(from source: Int, to destination: Int) throws {
        try checkSection("moveSection", source)
        try checkSection("moveSection", destination)
        guard source != destination else { return }
        indexForWrite()?.moveSection(from: source, to: destination)
        let section = sections.remove(at: source)
        sections.insert(section, at: destination)
        record(
            .section("moveSection", source, to: destination),
            Changeset(data: (), sectionMoved: [(source: source, target: destination)]))
    }

    /// Marks the sections at `indexes` as changed (headers, footers and items refreshed).
    public mutating func reloadSections(at indexes: [Int]) throws {
        for index in indexes { try checkSection("reloadSections", index) }
        let unique = Array(Set(indexes)).sorted()
        guard !unique.isEmpty else { return }
        for index in unique { reloadedSectionIdentities.insert(sections[index].model.differenceIdentifier) }
        record(ListOperation("reloadSections", count: unique.count), Changeset(data: (), sectionUpdated: unique))
    }

    /// Replaces the items of the section at `section`; the change is diffed.
    public mutating func setItems(_ items: [Item], inSectionAt section: Int) throws {
        try checkSection("setItems", section)
        let newItems = ListItems(items)
        indexForWrite()?.replaceItems(of: section, old: sections[section].items, new: newItems)
        sections[section].items = newItems
        record(.section("setItems", section, count: items.count), nil)
    }

    /// Replaces the header model of the section at `section` (`nil` removes it).
    public mutating func setHeader(_ header: SupplementaryModel?, inSectionAt section: Int) throws {
        try checkSection("setHeader", section)
        guard sections[section].header != header else { return }
        sections[section].header = header
        record(.section("setHeader", section), Changeset(data: (), sectionUpdated: [section]))
    }

    /// Replaces the footer model of the section at `section` (`nil` removes it).
    public mutating func setFooter(_ footer: SupplementaryModel?, inSectionAt section: Int) throws {
        try checkSection("setFooter", section)
        guard sections[section].footer != footer else { return }
        sections[section].footer = footer
        record(.section("setFooter", section), Changeset(data: (), sectionUpdated: [section]))
    }

    /// Replaces the model of the section at `section` (same identity: an update; another
    /// identity: the section is replaced).
    ///
    /// - Throws: ``ListStorageError/duplicateSection(operation:identifier:)`` when another
    ///   section already has `model`'s identity.
    public mutating func setSectionModel(_ model: Section, at section: Int) throws {
        try checkSection("setSectionModel", section)
        if let other = sectionIndex(of: model), other != section {
            throw ListStorageError.duplicateSection(
                operation: "setSectionModel", identifier: "\(model.differenceIdentifier)")
        }
        sections[section].model = model
        record(.section("setSectionModel", section), nil)
    }

    /// Replaces all sections; the change is diffed.
    ///
    /// - Throws: ``ListStorageError/duplicateSection(operation:identifier:)`` when two of
    ///   `newSections` share an identity; nothing changes then.
    public mutating func setSections(_ newSections: [ListSection<Section, Item>]) throws {
        try Self.checkUniqueSections(newSections, operation: "setSections")
        indexForWrite()?.reset()
        sections = newSections
        record(ListOperation("setSections", count: newSections.count), nil)
    }

    /// Removes every section and item.
    public mutating func removeAll() {
        guard !sections.isEmpty else { return }
        let all = Array(sections.indices)
        indexForWrite()?.reset()
        sections.removeAll()
        record(ListOperation("removeAll"), Changeset(data: (), sectionDeleted: all))
    }

    /// Throws when two of `sections` share a section identity.
    static func checkUniqueSections(_ sections: [ListSection<Section, Item>], operation: String) throws {
        var seen = Set<Section.DifferenceIdentifier>()
        seen.reserveCapacity(sections.count)
        for section in sections where !seen.insert(section.model.differenceIdentifier).inserted {
            throw ListStorageError.duplicateSection(
                operation: operation, identifier: "\(section.model.differenceIdentifier)")
        }
    }

    // MARK: Commit

    /// Whether the transaction wrote anything (then its data is stored, even when no
    /// change is visible).
    var hasWrites: Bool {
        if case .untouched = recording { return hasUnrecordedWrites }
        return true
    }

    /// The staged changes from `original` to `sections` (empty when the writes change
    /// nothing visible), or `nil` when the transaction wrote nothing.
    package func changes() -> StagedChangeset<[ListSection<Section, Item>]>? {
        switch recording {
        case .untouched:
            return hasUnrecordedWrites ? StagedChangeset() : nil
        case let .direct(change):
            let stage = Changeset(
                data: sections,
                sectionDeleted: change.sectionDeleted, sectionInserted: change.sectionInserted,
                sectionUpdated: change.sectionUpdated, sectionMoved: change.sectionMoved,
                elementDeleted: change.elementDeleted, elementInserted: change.elementInserted,
                elementUpdated: change.elementUpdated, elementMoved: change.elementMoved)
            return StagedChangeset(stages: [stage])
        case .needsDiff:
            var changeset = StagedChangeset(source: original, target: sections)
            changeset.stages += explicitReloadStages()
            return changeset
        }
    }

    /// The last stages, refreshing what the transaction reloaded explicitly and still holds
    /// at its end, by position in the final data: item reloads, then section reloads in a
    /// stage of their own (a collection view accepts section reloads only alone). Needed
    /// because a diff sees values, not reloads.
    private func explicitReloadStages() -> [Changeset<[ListSection<Section, Item>]>] {
        guard !reloadedItemIdentities.isEmpty || !reloadedSectionIdentities.isEmpty else { return [] }
        var sectionUpdated: [Int] = []
        var elementUpdated: [ListIndexPath] = []
        for (index, section) in sections.enumerated() {
            if reloadedSectionIdentities.contains(section.model.differenceIdentifier) {
                sectionUpdated.append(index)
                continue
            }
            guard !reloadedItemIdentities.isEmpty else { continue }
            for (item, value) in section.items.enumerated()
            where reloadedItemIdentities.contains(value.differenceIdentifier) {
                elementUpdated.append(ListIndexPath(item: item, section: index))
            }
        }
        var stages: [Changeset<[ListSection<Section, Item>]>] = []
        if !elementUpdated.isEmpty { stages.append(Changeset(data: sections, elementUpdated: elementUpdated)) }
        if !sectionUpdated.isEmpty { stages.append(Changeset(data: sections, sectionUpdated: sectionUpdated)) }
        return stages
    }
}
