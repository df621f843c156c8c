import Foundation
import Logging

// Used by TabulaUIKit until i25-fd-uikit lands: non-UIKit hosts use a
// `ListAssembly<String, ListWidget, Host>` with `HostCellCatalog.widgets(...)` directly.
// Kept as a thin front over that one assembly (it owns no updater and no layout of its own),
// and deleted when TabulaUIKit no longer names it.

/// A declarative list of widgets bound to a list host: a ``ListAssembly`` fed with widgets
/// and a catalog made from a ``WidgetCellRegistry``.
///
/// New code uses the assembly directly:
/// `ListAssembly<String, ListWidget, Host>(catalog: .widgets(fallbackCellType:measurer:sizeCache:configure:))`.
@MainActor
public final class WidgetListController<Host: ListDataSourceHost> {
    /// The identity of the section ``show(_:)-(()->[ListWidget])`` fills.
    public static var mainSectionID: String { ListAssembly<String, ListWidget, Host>.widgetSectionID }

    /// The layout to give the host as its frame provider (the assembly's).
    public var layout: ListLayout { list.layout }
    /// Widget sizes per identity and width.
    public let sizeCache: WidgetSizeCache
    /// What widgets measure text with.
    public let measurer: any TextMeasuring
    /// Each widget kind's cell on this host.
    public let cells: WidgetCellRegistry<Host>
    /// The updater, once attached (the assembly's).
    public var updater: ListUpdater<String, ListWidget>? { list.updater }
    /// The host registrations, once attached (the assembly's).
    public var cellRegistry: CellRegistry<Host>? { list.cellRegistry }
    /// The width the widget at a path lays out in when the list is a given width wide;
    /// `nil`: the list's width (see ``ListAssembly/rowContentWidth``).
    public var rowContentWidth: (@MainActor (_ path: ListIndexPath, _ listWidth: CGFloat) -> CGFloat)? {
        get { list.rowContentWidth }
        set { list.rowContentWidth = newValue }
    }

    /// The one list assembly that owns the updater, the layout and the registrations.
    let list: ListAssembly<String, ListWidget, Host>

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - cells: the host's cell factories per widget kind (asked on every use, so a kind
    ///     registered later is used from then on).
    ///   - measurer: measures the widgets' text.
    ///   - layoutConfiguration: vertical (default) or a grid.
    ///   - logger: receives a cell of the wrong type, at error level.
    public init(
        cells: WidgetCellRegistry<Host>, measurer: any TextMeasuring,
        layoutConfiguration: ListLayoutConfiguration = ListLayoutConfiguration(),
        logger: Logger = Logger(label: "Tabula.WidgetList")
    ) {
        let cache = WidgetSizeCache()
        self.sizeCache = cache
        self.measurer = measurer
        self.cells = cells
        let catalog = HostCellCatalog<ListWidget, Host>(
            reuseIdentifier: { $0.kind.reuseIdentifier },
            cellType: { cells.factory(for: $0.kind).cellType },
            configure: { cell, widget, _ in cells.factory(for: widget.kind).configure(cell, widget) },
            size: { widget, width in cache.size(of: widget, width: width, measurer: measurer) })
        self.list = ListAssembly(catalog: catalog, layoutConfiguration: layoutConfiguration, logger: logger)
    }

    /// Becomes `host`'s data source (through a new updater) and shows what was shown
    /// before, if anything. `host` should use ``layout`` as its frame provider.
    public func attach(to host: Host, reloadThreshold: Int = 300) {
        list.attach(to: host, reloadThreshold: reloadThreshold)
    }

    // MARK: Showing

    /// Shows `widgets` as the list's one section, animated as a diff from what is shown.
    public func show(_ widgets: [ListWidget]) {
        list.show(widgets: widgets)
    }

    /// Shows the widgets declared in `content`.
    public func show(@WidgetListBuilder _ content: () -> [ListWidget]) {
        list.show(widgets: content())
    }

    /// Shows `sections`, animated as a diff from what is shown. Widgets equal in identity
    /// are numbered apart first (``ListWidget/numberingOccurrences(_:)``, across all sections).
    public func show(sections: [WidgetSection]) {
        list.show(widgetSections: sections)
    }

    // MARK: Reading

    /// The presented widgets of every section, in order.
    public var widgets: [ListWidget] {
        list.widgets
    }

    /// The presented widget at `path`.
    public func widget(at path: ListIndexPath) -> ListWidget? {
        list.item(at: path)
    }

    /// Returns once every shown array is on screen.
    public func waitUntilIdle() async {
        await list.waitUntilIdle()
    }
}

extension Array where Element == ListWidget {
    /// Shows these widgets in `list`, animated as a diff from what it shows (as in
    /// `Builder.widgets(objects: objects).bind(to: list)`).
    @MainActor
    public func bind<Host: ListDataSourceHost>(to list: WidgetListController<Host>) {
        list.show(self)
    }
}
