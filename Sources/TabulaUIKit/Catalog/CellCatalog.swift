#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula
import UIKit

/// Which cell type shows which item, and how: for every cell type,
/// its reuse identifier, where new cells come from (a class or a nib), which items it shows,
/// how it is filled, and its size for a container width.
///
/// Build it once with the `register` methods (``TableCellCatalog`` for tables,
/// ``CollectionCellCatalog`` for collections), hand it to an adapter; the adapter registers
/// each cell type with the list view when an item first needs it. The first registration
/// whose predicate accepts an item wins. An item that no registration accepts is shown in an
/// empty cell (``unmatchedReuseIdentifier``) with the catalog's unmatched item size and
/// counted in ``unmatchedItemCount``: never a crash.
@MainActor
public struct CellCatalog<Item: Sendable, BaseCell: UIView> {
    /// Which cell shows which item: the list core's rules, each registration a rule with a
    /// predicate, the empty cell the fallback.
    private var rules: ListCellRules<Item, BaseCell, ReusableViewSource>
    /// Items that no registration matched, counted when they were configured.
    public private(set) var unmatchedItemCount = 0

    /// The reuse identifier of the empty cell shown for an item nothing matches.
    public static var unmatchedReuseIdentifier: String {
        "Tabula.UnmatchedItem"
    }

    /// The empty cell's source (internal: an adapter registers it for unmatched items).
    let unmatchedSource: ReusableViewSource

    init(unmatchedCell: AnyClass, unmatchedItemSize: CGSize) {
        let source = ReusableViewSource.type(unmatchedCell)
        unmatchedSource = source
        rules = ListCellRules(
            fallback: .init(
                reuseIdentifier: { _ in Self.unmatchedReuseIdentifier }, source: { _ in source },
                measure: nil, unmatchedItemSize: unmatchedItemSize, configure: { _, _, _ in }))
    }

    /// The size functions, in registration order, as a value usable off the main actor.
    @_spi(Testing) public var sizer: CellSizer<Item> {
        rules.sizer { $0.scalingText }
    }

    /// The number of registered cell types.
    public var count: Int {
        rules.rules.count
    }

    /// The reuse identifiers, in registration order.
    public var reuseIdentifiers: [String] {
        rules.rules.map(\.reuseIdentifier)
    }

    mutating func add(
        reuseIdentifier: String, source: ReusableViewSource,
        matches: @escaping @Sendable (Item) -> Bool,
        measure: CellSizer<Item>.Measure,
        configure: @escaping @MainActor (BaseCell, Item, ListIndexPath) -> Void
    ) {
        // Registering an identifier again replaces that registration in place.
        rules.add(
            .init(
                reuseIdentifier: reuseIdentifier, source: source, matches: matches, measure: measure,
                configure: configure))
    }

    /// Adds `cellType`, filling dequeued cells of that type with `configure`.
    mutating func add<Cell: UIView>(
        _ cellType: Cell.Type, nib: UINib?, reuseIdentifier: String,
        matches: @escaping @Sendable (Item) -> Bool,
        size: @escaping @Sendable (Item, CGFloat) -> CGSize,
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) {
        add(
            cellType, nib: nib, reuseIdentifier: reuseIdentifier, matches: matches,
            measure: .pure { item, context in size(item, context.width) }, configure: configure)
    }

    /// Adds `cellType` measured by `measure`, filling dequeued cells of that type with `configure`.
    mutating func add<Cell: UIView>(
        _ cellType: Cell.Type, nib: UINib?, reuseIdentifier: String,
        matches: @escaping @Sendable (Item) -> Bool,
        measure: CellSizer<Item>.Measure,
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) {
        add(
            reuseIdentifier: reuseIdentifier, source: .of(cellType, nib: nib), matches: matches, measure: measure,
            configure: { cell, item, _ in
                if let cell = cell as? Cell { configure(cell, item) }
            })
    }

    /// The reuse identifier of the cell that shows `item`.
    public func reuseIdentifier(for item: Item) -> String {
        rules.reuseIdentifier(for: item)
    }

    /// ``reuseIdentifier(for:)`` as a value any thread may call (the registrations'
    /// predicates are `Sendable`).
    var reuseIdentifierOf: @Sendable (Item) -> String {
        let rules = rules.rules.compactMap { rule in
            rule.matches.map { (matches: $0, identifier: rule.reuseIdentifier) }
        }
        let unmatched = Self.unmatchedReuseIdentifier
        return { item in rules.first { $0.matches(item) }?.identifier ?? unmatched }
    }

    /// Where new cells for `identifier` come from; `nil` for an identifier never registered.
    package func source(forReuseIdentifier identifier: String) -> ReusableViewSource? {
        if identifier == Self.unmatchedReuseIdentifier { return unmatchedSource }
        return rules.source(forReuseIdentifier: identifier)
    }

    /// Fills `cell` (dequeued with ``reuseIdentifier(for:)``) with `item`.
    public mutating func configure(_ cell: any ListReusableView, with item: Item, at path: ListIndexPath) {
        // One scan of the rules per filled cell: the rules fill it and say whether one matched.
        guard let cell = cell as? BaseCell else {
            if rules.choice(for: item).rule == nil { unmatchedItemCount += 1 }
            return
        }
        if !rules.configure(cell, with: item, at: path) { unmatchedItemCount += 1 }
    }
}

extension CellCatalog {
    /// Fills an off-screen `cell` with `item` as a shown cell is filled (to read what the
    /// filling does to its layout, as ``TableRowContentWidths`` does); counts nothing.
    func configureProbe(_ cell: BaseCell, with item: Item, at path: ListIndexPath) {
        rules.configure(cell, with: item, at: path)
    }
}

/// A catalog of `UITableViewCell` types.
public typealias TableCellCatalog<Item: Sendable> = CellCatalog<Item, UITableViewCell>

/// A catalog of `UICollectionViewCell` types.
public typealias CollectionCellCatalog<Item: Sendable> = CellCatalog<Item, UICollectionViewCell>
#endif
