#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

/// The catalogs of one adapter, shared by reference with the updater's cell provider (so
/// the provider needs no reference back to the adapter).
@MainActor
final class AdapterCatalogs<
    Section: Differentiable & Sendable, Item: Differentiable & Sendable, BaseCell: UIView, BaseView: UIView
> {
    var cells: CellCatalog<Item, BaseCell>
    var supplementaries: SupplementaryCatalog<BaseView>
    /// Called after the catalog filled a cell (the adapter's VoiceOver description and moves).
    var didConfigure: (@MainActor (any ListReusableView, Item, ListIndexPath) -> Void)?
    /// The text size of the list's measuring context: cells are filled with it bound, so text
    /// drawn with ``UIKitTextScaling/followingLists`` while a cell is filled is drawn at the
    /// size its row was measured at.
    var textSize: @MainActor () -> ListTextSize = { .large }
    private var registeredCells: Set<String> = []
    /// Placement and identifier pairs registered: a collection view registers a view per
    /// element kind and identifier (UICollectionView.h:401), so a footer whose model type a
    /// header already registered needs its own registration.
    private var registeredSupplementaries: Set<String> = []

    init(cells: CellCatalog<Item, BaseCell>, supplementaries: SupplementaryCatalog<BaseView>) {
        self.cells = cells
        self.supplementaries = supplementaries
    }

    /// The updater's provider: identifiers and configuration from the catalogs.
    ///
    /// It holds the catalogs weakly: an updater kept after its adapter (an app that keeps a
    /// reference to it) does not keep the catalogs, and once they are gone a cell gets the
    /// empty cell's identifier and is left unfilled rather than trapping on a released
    /// reference. (Today the updater happens to keep them alive through its host's layout;
    /// this does not rely on that.)
    var cellProvider: ListCellProvider<Section, Item> {
        ListCellProvider(
            reuseIdentifier: { [weak self] item, _ in
                self?.cells.reuseIdentifier(for: item) ?? CellCatalog<Item, BaseCell>.unmatchedReuseIdentifier
            },
            configure: { [weak self] cell, item, path in
                guard let self else { return }
                UIKitTextScaling.measuring(at: textSize()) { cells.configure(cell, with: item, at: path) }
                didConfigure?(cell, item, path)
            },
            supplementaryReuseIdentifier: { model, _ in SupplementaryCatalog<BaseView>.reuseIdentifier(for: model) },
            configureSupplementary: { [weak self] view, model, placement, _ in
                guard let self else { return }
                UIKitTextScaling.measuring(at: textSize()) { supplementaries.configure(view, with: model, placement) }
            })
    }

    /// The source to register for a cell identifier the first time it is used, or `nil`
    /// when it is registered already. An identifier nobody registered falls back to the
    /// empty cell, so a dequeue never fails.
    func cellSourceToRegister(_ identifier: String) -> (String, ReusableViewSource)? {
        let (identifier, source) =
            cells.source(forReuseIdentifier: identifier).map { (identifier, $0) }
            ?? (CellCatalog<Item, BaseCell>.unmatchedReuseIdentifier, cells.unmatchedSource)
        guard registeredCells.insert(identifier).inserted else { return nil }
        return (identifier, source)
    }

    /// The identifier to dequeue a cell with: the catalog's, or the empty cell's.
    func dequeueIdentifier(_ identifier: String) -> String {
        cells.source(forReuseIdentifier: identifier) == nil
            ? CellCatalog<Item, BaseCell>.unmatchedReuseIdentifier : identifier
    }

    /// The source to register for a header/footer identifier the first time it is used
    /// (`fallback` for a model type nobody registered: an empty view, never a failed
    /// dequeue); `nil` when registered already.
    func supplementarySourceToRegister(
        _ identifier: String, for placement: ListSupplementaryPlacement, fallback: AnyClass
    ) -> ReusableViewSource? {
        guard registeredSupplementaries.insert("\(placement)|\(identifier)").inserted else { return nil }
        return supplementaries.source(forReuseIdentifier: identifier) ?? .type(fallback)
    }
}
#endif
