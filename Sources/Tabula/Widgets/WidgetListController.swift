import Foundation
import Logging

/// A declarative list of widgets bound to a list host.
///
/// It owns the three things a widget list needs:
/// - a ``ListLayout`` (one universal layout) whose sizes are the widgets' own,
///   cached per identity and width in ``sizeCache``; give it to the host as its frame
///   provider;
/// - a ``ListUpdater`` that turns each new array of widgets into an animated diff;
/// - a ``CellRegistry`` that registers each widget kind's cell with the host on first use,
///   with the cell type the host's ``WidgetCellRegistry`` names.
///
/// ```swift
/// import TabulaHeadless   // `.headless()` and `HeadlessListView`, in a test target
///
/// let list = WidgetListController(cells: .headless(), measurer: MonospaceTextMeasurer())
/// let host = HeadlessListView(kind: .collection, viewportSize: size, frameProvider: list.layout)
/// list.attach(to: host)
/// Builder.widgets(objects: objects).bind(to: list)
/// ```
@MainActor
public final class WidgetListController<Host: ListDataSourceHost> {
    /// The identity of the section ``show(_:)-(()->[ListWidget])`` fills.
    public static var mainSectionID: String { "widgets" }

    /// The layout to give the host as its frame provider.
    public let layout: ListLayout
    /// Widget sizes per identity and width.
    public let sizeCache: WidgetSizeCache
    /// What widgets measure text with.
    public let measurer: any TextMeasuring
    /// Each widget kind's cell on this host.
    public let cells: WidgetCellRegistry<Host>
    /// The updater, once attached.
    public private(set) var updater: ListUpdater<String, ListWidget>?
    /// The host registrations, once attached.
    public private(set) var cellRegistry: CellRegistry<Host>?
    /// The width the widget at a path lays out in when the list is a given width wide;
    /// `nil`: the list's width. A front end whose rows lay out narrower than the list sets
    /// it (TabulaUIKit's table: a cell's content view, less the safe area), so widgets are
    /// measured at the width their text really wraps at.
    public var rowContentWidth: (@MainActor (_ path: ListIndexPath, _ listWidth: CGFloat) -> CGFloat)? {
        get { sizeSource.contentWidth }
        set { sizeSource.contentWidth = newValue }
    }

    private let sizeSource: WidgetSizeSource
    private let logger: Logger
    /// Sections shown before a host was attached: shown on attach.
    private var waiting: [ListSection<String, ListWidget>]?

    /// Creates a list.
    ///
    /// - Parameters:
    ///   - cells: the host's cell factories per widget kind.
    ///   - measurer: measures the widgets' text.
    ///   - layoutConfiguration: vertical (default) or a grid.
    ///   - logger: receives each shown list at debug level.
    public init(
        cells: WidgetCellRegistry<Host>, measurer: any TextMeasuring,
        layoutConfiguration: ListLayoutConfiguration = ListLayoutConfiguration(),
        logger: Logger = Logger(label: "Tabula.WidgetList")
    ) {
        let cache = WidgetSizeCache()
        let source = WidgetSizeSource(cache: cache, measurer: measurer)
        self.sizeCache = cache
        self.sizeSource = source
        self.measurer = measurer
        self.cells = cells
        self.logger = logger
        self.layout = ListLayout(configuration: layoutConfiguration, sizeSource: source)
    }

    /// Becomes `host`'s data source (through a new updater) and shows what was shown
    /// before, if anything. `host` should use ``layout`` as its frame provider.
    public func attach(to host: Host, reloadThreshold: Int = 300) {
        let registry = CellRegistry(host: host)
        let cells = self.cells
        let updater = ListUpdater<String, ListWidget>(
            host: host,
            cellProvider: ListCellProvider(
                reuseIdentifier: { widget, _ in
                    registry.reuseIdentifier(
                        widget.kind.reuseIdentifier, cellType: cells.factory(for: widget.kind).cellType)
                },
                configure: { [logger] view, widget, path in
                    guard let cell = view as? Host.Cell else {
                        logger.error("widget cell at \(path) is a \(type(of: view)), not the host's cell type")
                        return
                    }
                    cells.factory(for: widget.kind).configure(cell, widget)
                }),
            reloadThreshold: reloadThreshold)
        sizeSource.widgetAt = { [weak updater] path in updater?.item(at: path) }
        self.updater = updater
        self.cellRegistry = registry
        host.dataSource = updater
        if let waiting {
            self.waiting = nil
            updater.apply(sections: waiting)
        }
    }

    // MARK: Showing

    /// Shows `widgets` as the list's one section, animated as a diff from what is shown.
    public func show(_ widgets: [ListWidget]) {
        show(sections: [WidgetSection(id: Self.mainSectionID, widgets: widgets)])
    }

    /// Shows the widgets declared in `content`.
    public func show(@WidgetListBuilder _ content: () -> [ListWidget]) {
        show(content())
    }

    /// Shows `sections`, animated as a diff from what is shown. Widgets equal in identity
    /// are numbered apart first (``ListWidget/numberingOccurrences(_:)``, across all sections).
    public func show(sections: [WidgetSection]) {
        let numbered = ListWidget.numberingOccurrences(sections.flatMap(\.widgets))
        var next = 0
        let listSections = sections.map { section in
            let items = Array(numbered[next..<next + section.widgets.count])
            next += section.widgets.count
            return ListSection<String, ListWidget>(section.id, items: items)
        }
        guard let updater else {
            waiting = listSections
            return
        }
        updater.apply(sections: listSections)
    }

    // MARK: Reading

    /// The presented widgets of every section, in order.
    public var widgets: [ListWidget] {
        updater?.presentedSections.flatMap(\.items) ?? waiting?.flatMap(\.items) ?? []
    }

    /// The presented widget at `path`.
    public func widget(at path: ListIndexPath) -> ListWidget? {
        updater?.item(at: path)
    }

    /// Returns once every shown array is on screen.
    public func waitUntilIdle() async {
        await updater?.waitUntilIdle()
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
