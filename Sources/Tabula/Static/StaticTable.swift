import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Logging

/// A static table on a list host: the data source and delegate of a static screen, over
/// Tabula's updater and layout.
///
/// - Rows are the constructor's models; ``update()`` reads the constructor's sections
///   again and animates the difference (rows a condition shows or hides, reordered rows).
/// - Each row's cell type comes from the constructor; it is registered with the host on
///   first use, and filled from every capability the model and the cell share (resolved
///   once per cell type, see ``StaticCapabilityResolver``), then by the constructor's
///   ``StaticTableConstructor/configure(cell:by:)``.
/// - Heights come from the cell types (``StaticCell/height(for:width:measurer:)``), through
///   ``layout``; give it to the host as its frame provider.
/// - Selection, switches and row actions go to the constructor by model, never by index:
///   the host's index path is turned into the model presented there.
@MainActor
public final class StaticTable<Constructor: StaticTableConstructor, Host: ListDataSourceHost> {
    /// The row model.
    public typealias Model = Constructor.Model

    /// The screen's description.
    public let constructor: Constructor
    /// How the host holds static cells.
    public let hosting: StaticCellHosting<Host>
    /// The layout to give the host as its frame provider (row heights from cell types).
    public let layout: ListLayout
    /// Which capabilities each cell type shares with the model.
    public let resolver: StaticCapabilityResolver<Model>
    /// What dynamic heights measure text with.
    public let measurer: any TextMeasuring
    /// The height of a section header that has a title (sections without one have none).
    public var headerHeight: CGFloat
    /// The height of a section footer that has a title.
    public var footerHeight: CGFloat
    /// The updater, once attached.
    public private(set) var updater: ListUpdater<String, Model>?
    /// The host registrations, once attached.
    public private(set) var cellRegistry: CellRegistry<Host>?
    /// A front end's own filling of every cell the table fills (first load, reuse, and
    /// in-place reconfiguration after ``update()``), with the row's model, before the
    /// capabilities and the constructor: the place for what the host draws itself
    /// (TabulaUIKit shows ``accessory(of:)`` as UIKit's accessory view). Set it before
    /// ``attach(to:reloadThreshold:)``. A cell's own capabilities run after it, so they win.
    public var willConfigureCell: (@MainActor (_ cell: Host.Cell, _ model: Model) -> Void)?
    /// The width the content of the row at a path gets when the table is a given width
    /// wide; `nil`: the table's width. A front end whose rows lay out narrower than the
    /// table sets it (TabulaUIKit: a cell's content view, less the safe area and the
    /// accessory), so heights are measured at the width the text really wraps at.
    public var rowContentWidth: (@MainActor (_ path: ListIndexPath, _ tableWidth: CGFloat) -> CGFloat)?

    private let sizeSource = StaticSizeSource()
    private let accessoryReader = StaticAccessoryReader<Model>()
    private let logger: Logger

    /// Creates a table for `constructor`.
    public init(
        constructor: Constructor, hosting: StaticCellHosting<Host>, measurer: any TextMeasuring,
        headerHeight: CGFloat = 28, footerHeight: CGFloat = 28,
        logger: Logger = Logger(label: "Tabula.StaticTable")
    ) {
        self.constructor = constructor
        self.hosting = hosting
        self.measurer = measurer
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.logger = logger
        self.resolver = StaticCapabilityResolver(capabilities: constructor.capabilities)
        self.layout = ListLayout(sizeSource: sizeSource)
        sizeSource.itemHeight = { [weak self] path, width in
            guard let self else { return 0 }
            return self.height(at: path, width: self.rowContentWidth?(path, width) ?? width) ?? 0
        }
        sizeSource.headerHeight = { [weak self] section in self?.titleHeight(.header, section) ?? 0 }
        sizeSource.footerHeight = { [weak self] section in self?.titleHeight(.footer, section) ?? 0 }
    }

    /// Becomes `host`'s data source and shows the constructor's rows. `host` should use
    /// ``layout`` as its frame provider.
    public func attach(to host: Host, reloadThreshold: Int = 300) {
        let registry = CellRegistry(host: host)
        let hosting = self.hosting
        let updater = ListUpdater<String, Model>(
            host: host,
            cellProvider: ListCellProvider(
                reuseIdentifier: { [constructor] model, _ in
                    let type = constructor.cellType(for: model)
                    return registry.reuseIdentifier(type.reuseIdentifier, cellType: hosting.cellType(type))
                },
                configure: { [weak self] view, model, _ in self?.configure(view, with: model) },
                supplementaryReuseIdentifier: { _, placement in
                    registry.supplementaryReuseIdentifier(
                        "Tabula.StaticTable.title", placement: placement, viewType: hosting.titleViewType)
                },
                configureSupplementary: { view, model, placement, _ in
                    guard let view = view as? Host.SupplementaryView, let title = model.model(as: String.self) else { return }
                    hosting.configureTitleView(view, title, placement)
                }),
            reloadThreshold: reloadThreshold)
        self.updater = updater
        self.cellRegistry = registry
        host.dataSource = updater
        updater.reload(sections: listSections())
    }

    /// Reads the constructor's sections again and shows them, animated as a diff: rows
    /// shown or hidden by a condition slide in or out, reordered rows move, rows whose
    /// model changed in place (same identity) are reconfigured.
    public func update() {
        updater?.apply(sections: listSections())
    }

    /// Returns once every update is on screen.
    public func waitUntilIdle() async {
        await updater?.waitUntilIdle()
    }

    private func listSections() -> [ListSection<String, Model>] {
        constructor.sections.map { section in
            ListSection(
                section.id, items: section.rows, header: section.header.map(SupplementaryModel.init),
                footer: section.footer.map(SupplementaryModel.init))
        }
    }

    private func configure(_ view: any ListReusableView, with model: Model) {
        guard let cell = view as? Host.Cell else {
            logger.error("static cell is a \(type(of: view)), not the host's cell type")
            return
        }
        willConfigureCell?(cell, model)
        let staticCell = hosting.staticCell(cell, constructor.cellType(for: model))
        resolver.apply(model, to: staticCell)
        constructor.configure(cell: staticCell, by: model)
    }

    // MARK: Rows by model

    /// The presented model at `path`.
    public func model(at path: ListIndexPath) throws(StaticTableError) -> Model {
        try model(at: path, operation: "model(at:)")
    }

    /// Where `model` is presented, if it is.
    public func indexPath(of model: Model) -> ListIndexPath? {
        guard let sections = updater?.presentedSections else { return nil }
        let identity = model.differenceIdentifier
        for (sectionIndex, section) in sections.enumerated() {
            if let item = section.items.firstIndex(where: { $0.differenceIdentifier == identity }) {
                return ListIndexPath(item: item, section: sectionIndex)
            }
        }
        return nil
    }

    /// The accessory `model` shows, or `nil` when the model type is not ``Accessorized``.
    public func accessory(of model: Model) -> StaticAccessory? {
        accessoryReader?.accessory(of: model)
    }

    /// The host selected the row at `path`: tells the constructor which model it shows.
    public func selectItem(at path: ListIndexPath) throws(StaticTableError) {
        constructor.itemSelected(try model(at: path, operation: "selectItem(at:)"))
    }

    /// The switch of the row at `path` was turned to `isOn`: tells the constructor (which
    /// changes its state and calls ``update()`` to show it).
    public func setSwitch(_ isOn: Bool, at path: ListIndexPath) throws(StaticTableError) {
        constructor.switchChanged(try model(at: path, operation: "setSwitch(_:at:)"), isOn: isOn)
    }

    /// The actions of the row at `path`.
    public func actions(at path: ListIndexPath) throws(StaticTableError) -> [StaticRowAction] {
        constructor.actions(for: try model(at: path, operation: "actions(at:)"))
    }

    /// Performs the action titled `title` of the row at `path`.
    public func performAction(_ title: String, at path: ListIndexPath) throws(StaticTableError) {
        let actions = constructor.actions(for: try model(at: path, operation: "performAction(_:at:)"))
        guard let action = actions.first(where: { $0.title == title }) else {
            throw .noSuchAction(operation: "performAction(_:at:)", title: title, path: path, available: actions.map(\.title))
        }
        action.handler()
    }

    // MARK: Heights

    /// The height of the presented row at `path` in a table of `width`, from its cell type.
    public func height(at path: ListIndexPath, width: CGFloat) -> CGFloat? {
        guard let model = updater?.item(at: path) else { return nil }
        return constructor.cellType(for: model).height(for: model, width: width, measurer: measurer)
    }

    /// The estimated height of the presented row at `path` (UIKit's
    /// `estimatedHeightForRowAt`): the cell type's estimate, or else its default height.
    public func estimatedHeight(at path: ListIndexPath) -> CGFloat? {
        guard let model = updater?.item(at: path) else { return nil }
        let type = constructor.cellType(for: model)
        return type.estimatedHeight ?? type.defaultHeight
    }

    private func titleHeight(_ placement: ListSupplementaryPlacement, _ section: Int) -> CGFloat {
        guard let sections = updater?.presentedSections, sections.indices.contains(section) else { return 0 }
        switch placement {
        case .header: return sections[section].header == nil ? 0 : headerHeight
        case .footer: return sections[section].footer == nil ? 0 : footerHeight
        }
    }

    private func model(at path: ListIndexPath, operation: String) throws(StaticTableError) -> Model {
        guard let updater else { throw .notAttached(operation: operation) }
        let sections = updater.presentedSections
        guard path.section >= 0, path.section < sections.count else {
            throw .sectionOutOfRange(operation: operation, section: path.section, count: sections.count)
        }
        let rows = sections[path.section].items
        guard path.item >= 0, path.item < rows.count else {
            throw .rowOutOfRange(operation: operation, path: path, count: rows.count)
        }
        return rows[path.item]
    }
}
