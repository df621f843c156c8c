import Foundation
@_spi(TabulaInternal) import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which cell shows which item on one list host, and how: the reuse identifier and host
/// cell type of each item, how a dequeued cell is filled, the item's size at a width, and
/// the section headers and footers. A ``ListAssembly`` is fed with one.
///
/// The catalog is data: it registers nothing itself. The assembly registers each cell type
/// with the host the first time an item needs its identifier, so a dequeue never fails and a
/// cell type never shown is never registered. Catalog constructors exist for widgets
/// (``widgets(fallbackCellType:measurer:configure:)``) and static tables
/// (`staticTable(_:measurer:cellType:staticCell:…)`);
/// TabulaHeadless adds the headless host's.
///
/// ```swift
/// let catalog = HostCellCatalog<Contact, HeadlessListView>(
///     reuseIdentifier: { _ in "contact" }, cellType: { _ in HeadlessCell.self },
///     configure: { cell, contact, _ in cell.contentDescription = contact.name },
///     measure: .byWidth { _, width in CGSize(width: width, height: 44) })
/// ```
///
/// Pure sizes (``/Tabula/ListItemSizer/Measure/byWidth(_:)``, ``/Tabula/ListItemSizer/Measure/pure(_:)``:
/// `@Sendable`, any thread) are measured off the main actor when asked to
/// (``ListAssembly/precomputeSizes(of:)``). Sizes that need the main actor
/// (``/Tabula/ListItemSizer/Measure/onMainActorByWidth(_:)``,
/// ``/Tabula/ListItemSizer/Measure/onMainActor(_:)``) are measured there.
@MainActor
public struct HostCellCatalog<Item: Sendable, Host: ListHost> {
    /// How section headers and footers are shown.
    struct Supplementaries {
        let reuseIdentifier: String
        let viewType: Host.SupplementaryView.Type
        let configure: @MainActor (Host.SupplementaryView, SupplementaryModel, ListSupplementaryPlacement) -> Void
        let height: @MainActor (SupplementaryModel, ListSupplementaryPlacement, CGFloat) -> CGFloat
    }

    /// Which cell shows which item: the default cell is the fallback, each registered
    /// identifier a rule reached by that identifier.
    private var rules: ListCellRules<Item, Host.Cell, Host.Cell.Type>
    private(set) var supplementaries: Supplementaries?
    /// A static table's row cell types, recorded as ``ListAssembly/show(_:)`` reads the
    /// constructor (`nil` for other catalogs).
    var staticRowCellTypes: AnyObject?

    /// A catalog of items measured by `measure`.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: the identifier of the cell that shows an item; items of one
    ///     identifier share one registered cell type.
    ///   - cellType: the host cell type to register for an item's identifier (asked once per
    ///     identifier, with the first item that needs it).
    ///   - configure: fills a dequeued (or reused, or reconfigured) cell with an item.
    ///   - measure: the item's size, in a measuring context whose width is the item's:
    ///     ``/Tabula/ListItemSizer/Measure/byWidth(_:)`` or ``/Tabula/ListItemSizer/Measure/pure(_:)`` for a
    ///     pure, thread-safe function (measured off the main actor when asked to);
    ///     ``/Tabula/ListItemSizer/Measure/onMainActorByWidth(_:)`` or
    ///     ``/Tabula/ListItemSizer/Measure/onMainActor(_:)`` for one that needs the main actor (a
    ///     size that depends on main-actor state, such as a static table's cell type per row).
    public init(
        reuseIdentifier: @escaping @MainActor (Item) -> String,
        cellType: @escaping @MainActor (Item) -> Host.Cell.Type,
        configure: @escaping @MainActor (Host.Cell, Item, ListIndexPath) -> Void,
        measure: ListItemSizer<Item>.Measure
    ) {
        let rules = ListCellRules<Item, Host.Cell, Host.Cell.Type>(
            fallback: .init(
                reuseIdentifier: reuseIdentifier, source: cellType, measure: measure,
                configure: configure))
        self.rules = rules
        sizer = rules.sizer()
    }

    /// How the items are measured (kept, not rebuilt per question: registering a cell
    /// rebuilds it).
    private(set) var sizer: ListItemSizer<Item>

    /// Shows the items whose identifier is `reuseIdentifier` in `cellType`, filled by
    /// `configure`, instead of the catalog's default cell (replacing an earlier
    /// registration of the identifier).
    public mutating func register(
        reuseIdentifier: String, cellType: Host.Cell.Type,
        configure: @escaping @MainActor (Host.Cell, Item, ListIndexPath) -> Void
    ) {
        rules.add(
            .init(
                reuseIdentifier: reuseIdentifier, source: cellType, matches: nil, measure: nil,
                configure: configure))
        sizer = rules.sizer()
    }

    /// Shows section headers and footers (``/Tabula/ListSection/header`` and ``/Tabula/ListSection/footer``)
    /// in `viewType`, registered under `reuseIdentifier`, filled by `configure`, `height`
    /// high at a container width. Without it sections have no headers and no footers.
    public mutating func showSupplementaries(
        reuseIdentifier: String, viewType: Host.SupplementaryView.Type,
        configure:
            @escaping @MainActor (Host.SupplementaryView, SupplementaryModel, ListSupplementaryPlacement) -> Void,
        height: @escaping @MainActor (SupplementaryModel, ListSupplementaryPlacement, _ width: CGFloat) -> CGFloat
    ) {
        supplementaries = Supplementaries(
            reuseIdentifier: reuseIdentifier, viewType: viewType, configure: configure, height: height)
    }

    // MARK: Answers

    /// The reuse identifier of the cell that shows `item`.
    public func reuseIdentifier(for item: Item) -> String {
        rules.reuseIdentifier(for: item)
    }

    /// The host cell type registered for the identifier of `item`.
    public func cellType(for item: Item) -> Host.Cell.Type {
        rules.source(for: item)
    }

    /// Fills `cell`, dequeued with ``reuseIdentifier(for:)``, with `item`.
    public func configure(_ cell: Host.Cell, with item: Item, at path: ListIndexPath) {
        rules.configure(cell, with: item, at: path)
    }

    /// The size of `item` when it may use `width` (in the default context of that width),
    /// on the main actor whatever the catalog's size function.
    public func size(of item: Item, width: CGFloat) -> CGSize {
        size(of: item, in: ListMeasuringContext(width: width))
    }

    /// The size of `item` in `context` (whose width is the item's), on the main actor
    /// whatever the catalog's size function.
    public func size(of item: Item, in context: ListMeasuringContext) -> CGSize {
        sizer.size(of: item, in: context)
    }

    /// The catalog's pure size function at a width (the default context of that width),
    /// usable off the main actor; `nil` when sizes are measured on the main actor.
    public var pureSize: (@Sendable (Item, CGFloat) -> CGSize)? {
        guard let size = pureContextSize else { return nil }
        return { item, width in size(item, ListMeasuringContext(width: width)) }
    }

    /// The catalog's pure size function in a measuring context, usable off the main actor;
    /// `nil` when sizes are measured on the main actor.
    public var pureContextSize: (@Sendable (Item, ListMeasuringContext) -> CGSize)? {
        guard sizer.isPure else { return nil }
        let sizer = self.sizer
        return { item, context in sizer.pureSize(of: item, in: context) ?? .zero }
    }
}
