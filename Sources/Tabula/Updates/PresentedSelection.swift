/// The selected items, kept by identity in the order they were selected, so a selection
/// survives batches and reloads that move its items (a list view keeps index paths, and a
/// reload forgets them).
///
/// Membership is a set, so selecting, deselecting and asking cost O(1) whatever the
/// selection's size; where the items are now is the ``PresentedIdentityIndex``'s to say.
struct PresentedSelection<Identifier: Hashable> {
    /// The selected identities, in the order they were selected.
    private(set) var identifiers: [Identifier] = []
    private var members: Set<Identifier> = []

    var isEmpty: Bool { identifiers.isEmpty }

    func contains(_ identifier: Identifier) -> Bool {
        members.contains(identifier)
    }

    /// Adds `identifier` at the end (nothing happens when it is selected already).
    mutating func add(_ identifier: Identifier) {
        guard members.insert(identifier).inserted else { return }
        identifiers.append(identifier)
    }

    /// Removes `identifier`; returns whether it was selected.
    @discardableResult
    mutating func remove(_ identifier: Identifier) -> Bool {
        guard members.remove(identifier) != nil else { return false }
        identifiers.removeAll { $0 == identifier }
        return true
    }

    mutating func removeAll() {
        identifiers.removeAll()
        members.removeAll()
    }

    /// Keeps only the identities `keep` accepts, in order; returns whether any was removed.
    mutating func keep(where keep: (Identifier) -> Bool) -> Bool {
        let kept = identifiers.filter(keep)
        guard kept.count != identifiers.count else { return false }
        identifiers = kept
        members = Set(kept)
        return true
    }
}
