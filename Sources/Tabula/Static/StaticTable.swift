import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Logging

// Used by TabulaUIKit until i25-fd-uikit lands: non-UIKit hosts show a constructor on a
// `ListAssembly<String, Model, Host>` with `HostCellCatalog.staticTable(...)` directly.
// Kept as a thin front over that one assembly (it owns no updater and no layout of its own),
// and deleted when TabulaUIKit no longer names it.

/// A static table on a list host: a ``ListAssembly`` fed with a constructor's sections and
/// the static catalog made from a ``StaticCellHosting``.
///
/// New code uses the assembly directly:
/// `ListAssembly<String, Model, Host>(catalog: .staticTable(constructor, measurer: …))`,
/// `list.show(constructor)`, `try list.selectItem(at: path, of: constructor)`.
@MainActor
public final class StaticTable<Constructor: StaticTableConstructor, Host: ListDataSourceHost> {
    /// The row model.
    public typealias Model = Constructor.Model

    /// The screen's description.
    public let constructor: Constructor
    /// How the host holds static cells.
    public let hosting: StaticCellHosting<Host>
    /// The layout to give the host as its frame provider (the assembly's).
    public var layout: ListLayout { list.layout }
    /// Which capabilities each cell type shares with the model.
    public let resolver: StaticCapabilityResolver<Model>
    /// What dynamic heights measure text with.
    public let measurer: any TextMeasuring
    /// The height of a section header that has a title (sections without one have none).
    public var headerHeight: CGFloat {
        get { settings.headerHeight }
        set { settings.headerHeight = newValue }
    }
    /// The height of a section footer that has a title.
    public var footerHeight: CGFloat {
        get { settings.footerHeight }
        set { settings.footerHeight = newValue }
    }
    /// The updater, once attached (the assembly's).
    public var updater: ListUpdater<String, Model>? { list.updater }
    /// The host registrations, once attached (the assembly's).
    public var cellRegistry: CellRegistry<Host>? { list.cellRegistry }
    /// A front end's own filling of every cell the table fills, with the row's model,
    /// before the capabilities and the constructor (TabulaUIKit shows ``accessory(of:)`` as
    /// UIKit's accessory view). A cell's own capabilities run after it, so they win.
    public var willConfigureCell: (@MainActor (_ cell: Host.Cell, _ model: Model) -> Void)? {
        get { settings.willConfigureCell }
        set { settings.willConfigureCell = newValue }
    }
    /// The width the content of the row at a path gets when the table is a given width
    /// wide; `nil`: the table's width (see ``ListAssembly/rowContentWidth``).
    public var rowContentWidth: (@MainActor (_ path: ListIndexPath, _ tableWidth: CGFloat) -> CGFloat)? {
        get { list.rowContentWidth }
        set { list.rowContentWidth = newValue }
    }

    /// The one list assembly that owns the updater, the layout and the registrations.
    let list: ListAssembly<String, Model, Host>
    /// What may change after the catalog is made, read by its closures.
    private let settings: StaticTableSettings<Host.Cell, Model>
    private let accessoryReader = StaticAccessoryReader<Model>()

    /// Creates a table for `constructor`.
    public init(
        constructor: Constructor, hosting: StaticCellHosting<Host>, measurer: any TextMeasuring,
        headerHeight: CGFloat = 28, footerHeight: CGFloat = 28,
        logger: Logger = Logger(label: "Tabula.StaticTable")
    ) {
        let settings = StaticTableSettings<Host.Cell, Model>(headerHeight: headerHeight, footerHeight: footerHeight)
        let resolver = StaticCapabilityResolver<Model>(capabilities: constructor.capabilities)
        self.constructor = constructor
        self.hosting = hosting
        self.measurer = measurer
        self.resolver = resolver
        self.settings = settings
        var catalog = HostCellCatalog<Model, Host>.staticTable(
            constructor, measurer: measurer, cellType: hosting.cellType, staticCell: hosting.staticCell,
            titleViewType: hosting.titleViewType, configureTitle: hosting.configureTitleView, resolver: resolver,
            willConfigure: { cell, model in settings.willConfigureCell?(cell, model) })
        // The heights are read when asked: a front end may change them after creating the table.
        catalog.showSupplementaries(
            reuseIdentifier: "Tabula.StaticTable.title", viewType: hosting.titleViewType,
            configure: { view, model, placement in
                if let title = model.model(as: String.self) { hosting.configureTitleView(view, title, placement) }
            },
            height: { _, placement, _ in placement == .header ? settings.headerHeight : settings.footerHeight })
        self.list = ListAssembly(catalog: catalog, logger: logger)
    }

    /// Becomes `host`'s data source and shows the constructor's rows. `host` should use
    /// ``layout`` as its frame provider.
    public func attach(to host: Host, reloadThreshold: Int = 300) {
        list.attach(to: host, reloadThreshold: reloadThreshold)
        list.show(constructor)
    }

    /// Reads the constructor's sections again and shows them, animated as a diff.
    public func update() {
        guard list.updater != nil else { return }
        list.show(constructor)
    }

    /// Returns once every update is on screen.
    public func waitUntilIdle() async {
        await list.waitUntilIdle()
    }

    // MARK: Rows by model

    /// The presented model at `path`.
    public func model(at path: ListIndexPath) throws(StaticTableError) -> Model {
        try list.model(at: path)
    }

    /// Where `model` is presented, if it is.
    public func indexPath(of model: Model) -> ListIndexPath? {
        list.indexPath(of: model)
    }

    /// The accessory `model` shows, or `nil` when the model type is not ``Accessorized``.
    public func accessory(of model: Model) -> StaticAccessory? {
        accessoryReader?.accessory(of: model)
    }

    /// The host selected the row at `path`: tells the constructor which model it shows.
    public func selectItem(at path: ListIndexPath) throws(StaticTableError) {
        try list.selectItem(at: path, of: constructor)
    }

    /// The switch of the row at `path` was turned to `isOn`: tells the constructor.
    public func setSwitch(_ isOn: Bool, at path: ListIndexPath) throws(StaticTableError) {
        try list.setSwitch(isOn, at: path, of: constructor)
    }

    /// The actions of the row at `path`.
    public func actions(at path: ListIndexPath) throws(StaticTableError) -> [StaticRowAction] {
        try list.actions(at: path, of: constructor)
    }

    /// Performs the action titled `title` of the row at `path`.
    public func performAction(_ title: String, at path: ListIndexPath) throws(StaticTableError) {
        try list.performAction(title, at: path, of: constructor)
    }

    // MARK: Heights

    /// The height of the presented row at `path` in a table of `width`, from its cell type.
    public func height(at path: ListIndexPath, width: CGFloat) -> CGFloat? {
        guard let model = list.item(at: path) else { return nil }
        return constructor.cellType(for: model).height(for: model, width: width, measurer: measurer)
    }

    /// The estimated height of the presented row at `path` (UIKit's
    /// `estimatedHeightForRowAt`): the cell type's estimate, or else its default height.
    public func estimatedHeight(at path: ListIndexPath) -> CGFloat? {
        try? list.estimatedHeight(at: path, of: constructor)
    }
}

/// The parts of a ``StaticTable`` a front end may change after the catalog is made.
@MainActor
final class StaticTableSettings<Cell, Model> {
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    var willConfigureCell: (@MainActor (Cell, Model) -> Void)?

    init(headerHeight: CGFloat, footerHeight: CGFloat) {
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}
