/// Where each item identity of a ``ListStorage`` lives, so that `replaceItem(_:)`,
/// `removeItems(withIdentifiers:)` and `indexPath(of:)` find an item in O(log n) instead of
/// scanning the list.
///
/// An identity maps to its section (by a key the index gives each section, kept in section
/// order) and to the label of the leaf of that section's ``ListItems`` tree that holds it;
/// the leaf is found again by label and scanned for the identity. Leaf labels stay put when
/// items are inserted or removed elsewhere, so a change updates only the entries of the
/// items it moved between leaves (O(leaf size) at worst).
///
/// The index belongs to the storage's current data only (snapshots never need it) and is
/// built on the first identity look-up: a storage that never looks items up by identity
/// pays no memory for it. A load of many items builds it right away, off the main thread
/// (`ListStorage.eagerIdentityIndexItemCount`), so that first look-up does not land on the
/// main thread. A transaction that throws after changing it drops it (it is built again
/// when next needed), so it never describes data that was not committed.
///
/// Duplicate identities (allowed in items, as the diff allows them) are all recorded; a
/// look-up answers the first in list order, as a scan would.
final class ListIdentityIndex<Item: Differentiable> {
    typealias Identifier = Item.DifferenceIdentifier

    /// Packed locations: `sectionKey << 40 | leafLabel`, or ``duplicated``.
    private var locations: [Identifier: UInt64] = [:]
    /// Every location of the identities that occur more than once.
    private var duplicates: [Identifier: [UInt64]] = [:]
    /// One key per section, in section order.
    private(set) var sectionKeys: [UInt64] = []
    private var nextSectionKey: UInt64 = 1
    /// Whether the index describes the data; `false` until the first look-up builds it.
    private(set) var isBuilt = false
    /// Counts changes (every write bumps it, even one that adds no entry, like an empty
    /// section), so a rejected transaction can tell whether it changed the index.
    private(set) var version: UInt64 = 0

    private static var duplicated: UInt64 { .max }
    private static var labelBits: UInt64 { 40 }
    /// Section keys stay below this (24 bits beside the 40 of a leaf label).
    private static var sectionKeyLimit: UInt64 { (1 << 24) - 1 }

    init() {}

    private static func pack(_ key: UInt64, _ label: UInt64) -> UInt64 {
        key << labelBits | label
    }

    // MARK: Building

    /// Indexes every item of `sections`.
    func build<Section>(_ sections: [ListSection<Section, Item>]) {
        clear()
        isBuilt = true
        sectionKeys.reserveCapacity(sections.count)
        locations.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
        for section in sections {
            let key = newSectionKey()
            sectionKeys.append(key)
            add(section.items, key: key)
        }
    }

    /// Forgets everything: the next look-up builds the index again.
    func reset() {
        clear()
        isBuilt = false
    }

    private func clear() {
        version &+= 1
        locations = [:]
        duplicates = [:]
        sectionKeys = []
        nextSectionKey = 1
    }

    private func newSectionKey() -> UInt64 {
        if nextSectionKey >= Self.sectionKeyLimit {
            // Keys ran out after 16 million section inserts: renumber on the next look-up.
            reset()
        }
        defer { nextSectionKey += 1 }
        return nextSectionKey
    }

    private func add(_ items: ListItems<Item>, key: UInt64) {
        items.forEachLeaf { label, elements in
            let packed = Self.pack(key, label)
            for element in elements { add(element.differenceIdentifier, packed) }
        }
    }

    private func remove(_ items: ListItems<Item>, key: UInt64) {
        items.forEachLeaf { label, elements in
            let packed = Self.pack(key, label)
            for element in elements { remove(element.differenceIdentifier, packed) }
        }
    }

    // MARK: Entries

    private func add(_ identifier: Identifier, _ packed: UInt64) {
        guard isBuilt else { return }
        version &+= 1
        // One hash for the common case, a new identity.
        guard let current = locations.updateValue(packed, forKey: identifier) else { return }
        if current == Self.duplicated {
            locations[identifier] = Self.duplicated
            duplicates[identifier, default: []].append(packed)
        } else {
            locations[identifier] = Self.duplicated
            duplicates[identifier] = [current, packed]
        }
    }

    private func remove(_ identifier: Identifier, _ packed: UInt64) {
        replace(identifier, packed, with: nil)
    }

    private func relocate(_ identifier: Identifier, from old: UInt64, to new: UInt64) {
        replace(identifier, old, with: new)
    }

    /// Replaces `identifier`'s entry `old` with `new`, or removes it (`nil`); an identifier
    /// left with one entry is no longer a duplicate. An entry not where the index says
    /// invalidates the index.
    private func replace(_ identifier: Identifier, _ old: UInt64, with new: UInt64?) {
        guard isBuilt else { return }
        version &+= 1
        guard let current = locations[identifier] else { return invalidate() }
        guard current == Self.duplicated else {
            guard current == old else { return invalidate() }
            locations[identifier] = new
            return
        }
        guard let slot = duplicates[identifier]?.firstIndex(of: old) else { return invalidate() }
        guard let new else {
            // A removal: taken out of the dictionary first, so the array is not copied.
            var all = duplicates.removeValue(forKey: identifier) ?? []
            all.remove(at: slot)
            if all.count == 1 {
                locations[identifier] = all[0]
            } else {
                duplicates[identifier] = all
            }
            return
        }
        duplicates[identifier]?[slot] = new
    }

    /// An entry was not where the index said: a bug, never user input. The index stops
    /// answering until it is built again, so look-ups stay right.
    private func invalidate() {
        reset()
    }

    // MARK: Sections (called by a transaction on the index's own data)

    func insertSection(_ items: ListItems<Item>, at index: Int) {
        guard isBuilt else { return }
        version &+= 1
        let key = newSectionKey()
        guard isBuilt else { return }
        sectionKeys.insert(key, at: index)
        add(items, key: key)
    }

    func removeSection(_ items: ListItems<Item>, at index: Int) {
        guard isBuilt else { return }
        version &+= 1
        remove(items, key: sectionKeys[index])
        guard isBuilt else { return }
        sectionKeys.remove(at: index)
    }

    func moveSection(from source: Int, to destination: Int) {
        guard isBuilt else { return }
        version &+= 1
        sectionKeys.insert(sectionKeys.remove(at: source), at: destination)
    }

    func replaceItems(of index: Int, old: ListItems<Item>, new: ListItems<Item>) {
        guard isBuilt else { return }
        version &+= 1
        let key = sectionKeys[index]
        remove(old, key: key)
        guard isBuilt else { return }
        add(new, key: key)
    }

    /// The observer that keeps the entries of the section at `index` in step with its tree.
    func observer(forSection index: Int) -> Observer {
        Observer(index: isBuilt ? self : nil, key: isBuilt ? sectionKeys[index] : 0)
    }

    // MARK: Look-up

    /// What a look-up found.
    enum LookUp {
        case found(ListIndexPath)
        case absent
        /// The index is not built, or was found wrong and dropped: scan instead.
        case unavailable
    }

    /// The path of the first item with `identifier` in `sections` (the data the index
    /// describes).
    func indexPath<Section>(of identifier: Identifier, in sections: [ListSection<Section, Item>]) -> LookUp {
        guard isBuilt else { return .unavailable }
        guard let packed = locations[identifier] else { return .absent }
        guard packed == Self.duplicated else {
            return resolve(packed, identifier, sections).map(LookUp.found) ?? failed()
        }
        var first: ListIndexPath?
        for location in duplicates[identifier] ?? [] {
            guard let path = resolve(location, identifier, sections) else { return failed() }
            if first.map({ path < $0 }) ?? true { first = path }
        }
        return first.map(LookUp.found) ?? failed()
    }

    private func failed() -> LookUp {
        invalidate()
        return .unavailable
    }

    private func resolve<Section>(
        _ packed: UInt64, _ identifier: Identifier, _ sections: [ListSection<Section, Item>]
    ) -> ListIndexPath? {
        let key = packed >> Self.labelBits
        let label = packed & ((1 << Self.labelBits) - 1)
        guard let section = sectionKeys.firstIndex(of: key), sections.indices.contains(section),
            let item = sections[section].items.root?.position(
                inLeaf: label, where: { $0.differenceIdentifier == identifier })
        else { return nil }
        return ListIndexPath(item: item, section: section)
    }

    /// Forwards a tree's changes to the index, for one section; does nothing for a
    /// transaction without a built index.
    struct Observer: ListItemsObserver {
        typealias Element = Item
        let index: ListIdentityIndex<Item>?
        let key: UInt64

        func inserted(_ element: Item, inLeaf label: UInt64) {
            index?.add(element.differenceIdentifier, ListIdentityIndex.pack(key, label))
        }

        func removed(_ element: Item, fromLeaf label: UInt64) {
            index?.remove(element.differenceIdentifier, ListIdentityIndex.pack(key, label))
        }

        func replaced(_ old: Item, with new: Item, inLeaf label: UInt64) {
            guard let index, old.differenceIdentifier != new.differenceIdentifier else { return }
            let packed = ListIdentityIndex.pack(key, label)
            index.remove(old.differenceIdentifier, packed)
            index.add(new.differenceIdentifier, packed)
        }

        func relocated(_ elements: ArraySlice<Item>, fromLeaf old: UInt64, toLeaf new: UInt64) {
            guard let index else { return }
            let from = ListIdentityIndex.pack(key, old)
            let to = ListIdentityIndex.pack(key, new)
            for element in elements { index.relocate(element.differenceIdentifier, from: from, to: to) }
        }

        func rebuilt(old: ListItems<Item>, new: ListItems<Item>) {
            guard let index else { return }
            index.remove(old, key: key)
            index.add(new, key: key)
        }
    }
}
