@_spi(TabulaInternal) import Tabula

// The selection kept by identity, as the UIKit adapters keep it: the updater holds it beside
// its identity index, so both hosts share one bookkeeping and its look-ups cost O(selected),
// never a pass over the list.
extension ListAssembly {
    /// Selects the item with `identifier` (with `replacing`, instead of the ones selected
    /// before) and keeps it selected through later updates, wherever they move it, until
    /// an update removes it.
    ///
    /// - Throws: ``/Tabula/ListHostError/itemNotPresented(operation:identifier:)`` when no presented
    ///   item has that identity (nothing changes).
    public func selectItem(withIdentifier identifier: Item.DifferenceIdentifier, replacing: Bool = true)
        throws(ListHostError)
    {
        guard let updater, updater.indexPath(ofPresented: identifier) != nil else {
            throw ListHostError.itemNotPresented(operation: "selectItem", identifier: "\(identifier)")
        }
        updater.select(identifier, replacing: replacing)
    }

    /// Deselects the item with `identifier`; returns whether it was selected.
    @discardableResult
    public func deselectItem(withIdentifier identifier: Item.DifferenceIdentifier) -> Bool {
        updater?.deselect(identifier) ?? false
    }

    /// The selected items as presented now, in the order they were selected.
    public var selectedItems: [Item] {
        updater?.presentedSelection().map(\.item) ?? []
    }

    /// Where the selected items are presented now, in the order they were selected; the
    /// selected items no longer presented are forgotten (as a UIKit adapter forgets them
    /// after a batch).
    public func selectedIndexPaths() -> [ListIndexPath] {
        updater?.restoreSelection().paths ?? []
    }
}
