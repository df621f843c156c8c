@_spi(TabulaInternal) import TabulaBatches

// Look-ups by identity in the presented data, and the selection kept by identity, for every
// host (the UIKit adapters, ListAssembly): through the updater's `PresentedIdentityIndex`,
// never by scanning the list.
extension ListUpdater {
    /// Where the presented item with `identifier` is, if it is presented (the first in
    /// list order when the data holds the identity twice).
    ///
    /// - Complexity: no pass over the list, except the first look-up after a reload (which
    ///   indexes the presented data once); then O(batches since) × their changes.
    public func indexPath(ofPresented identifier: Item.DifferenceIdentifier) -> ListIndexPath? {
        presentedIdentities.indexPath(of: identifier, in: presentedSections)
    }

    /// From this many presented items, the identity index of newly presented data (a first
    /// load, a reload) is built off the main actor right away, so the first look-up by
    /// identity (a selection, a drop, a scroll to an item) does not build it there. A
    /// look-up before that build is done builds it itself; the batches presented meanwhile
    /// are replayed onto the one built elsewhere.
    @_spi(Testing) public static var backgroundIndexItemCount: Int { 10_000 }

    /// How many times the presented identity index was built on the main actor and off it
    /// (each build on the main actor is a pass over the presented list there).
    @_spi(Testing) public var presentedIndexBuilds: (onMainActor: Int, offMainActor: Int) {
        (presentedIdentities.buildCount, presentedIdentities.installedBuildCount)
    }

    /// Waits for the build of the presented identity index under way off the main actor, if any.
    @_spi(Testing) public func waitForPresentedIndexBuild() async {
        await presentedIndexBuild?.value
    }

    /// After a reload of many items: builds the presented identity index of the data off the
    /// main actor and installs it (with the batches presented since replayed) on it.
    func buildPresentedIndexElsewhere() {
        guard presentedSections.reduce(0, { $0 + $1.items.count }) >= Self.backgroundIndexItemCount,
            let token = presentedIdentities.beginBackgroundBuild()
        else { return }
        let sections = presentedSections
        let gate = presentedIndexBuildGate
        presentedIndexBuild = Task.detached(priority: .utility) { [weak self] in
            let built = PresentedIdentityIndex<Section, Item>.makeBase(sections)
            await gate?()
            await self?.installPresentedIndex(built, token: token)
        }
    }

    private func installPresentedIndex(_ built: PresentedIdentityIndex<Section, Item>.Base, token: Int) {
        presentedIdentities.finishBackgroundBuild(built, token: token)
    }

    /// Installs `sections` as the presented data, telling the identity index how they
    /// follow from the data before.
    func present(_ sections: [ListSection<Section, Item>], as change: PresentedIdentityIndex<Section, Item>.Change) {
        nextPresentedChange = change
        presentedSections = sections
    }

    // MARK: Selection

    /// The selected items' identities, in the order they were selected (presented or not:
    /// ``restoreSelection()`` forgets the ones gone).
    @_spi(TabulaInternal) public var selectedIdentifiers: [Item.DifferenceIdentifier] {
        selection.identifiers
    }

    /// Whether the item with `identifier` is selected.
    @_spi(TabulaInternal) public func isSelected(_ identifier: Item.DifferenceIdentifier) -> Bool {
        selection.contains(identifier)
    }

    /// Adds `identifier` to the selection; with `replacing`, it becomes the only one.
    @_spi(TabulaInternal) public func select(_ identifier: Item.DifferenceIdentifier, replacing: Bool) {
        if replacing { selection.removeAll() }
        selection.add(identifier)
    }

    /// Removes `identifier` from the selection; returns whether it was selected.
    @_spi(TabulaInternal) @discardableResult
    public func deselect(_ identifier: Item.DifferenceIdentifier) -> Bool {
        selection.remove(identifier)
    }

    /// Empties the selection.
    @_spi(TabulaInternal) public func clearSelection() {
        selection.removeAll()
    }

    /// The selected items that are presented, with their paths, in selection order.
    ///
    /// - Complexity: O(selected) look-ups (see ``indexPath(ofPresented:)``).
    @_spi(TabulaInternal) public func presentedSelection() -> [(item: Item, path: ListIndexPath)] {
        selection.identifiers.compactMap { identifier in
            guard let path = indexPath(ofPresented: identifier), let item = item(at: path) else { return nil }
            return (item, path)
        }
    }

    /// After a batch or a reload: forgets the selected identities no longer presented and
    /// returns the paths of the rest, in selection order, and whether any was forgotten.
    ///
    /// - Complexity: O(selected) look-ups, whatever the list's length.
    @_spi(TabulaInternal) public func restoreSelection() -> (paths: [ListIndexPath], changed: Bool) {
        guard !selection.isEmpty else { return ([], false) }
        var paths: [Item.DifferenceIdentifier: ListIndexPath] = [:]
        for identifier in selection.identifiers {
            if let path = indexPath(ofPresented: identifier) { paths[identifier] = path }
        }
        let changed = selection.keep { paths[$0] != nil }
        return (selection.identifiers.compactMap { paths[$0] }, changed)
    }

    /// How many times the identity index indexed the whole presented data (each is one
    /// pass over the list).
    @_spi(Testing) public var identityIndexBuildCount: Int {
        presentedIdentities.buildCount
    }
}
