import Foundation
@_spi(TabulaInternal) import Tabula
import TabulaListEngine

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HostCellCatalog where Item == ListWidget, Host == HeadlessListView {
    /// The headless host's widget catalog: every kind's cell is a ``HeadlessCell`` whose
    /// ``HeadlessCell/contentDescription`` is the widget's description (a kind may still
    /// get a cell of its own with ``HostCellCatalog/register(_:cellType:configure:)``).
    ///
    /// - Parameter measurer: measures the widgets' text.
    /// - Returns: a catalog of every widget kind in ``HeadlessCell``s.
    public static func widgets(measurer: any TextMeasuring) -> HostCellCatalog {
        widgets(measurer: measurer, sizeCache: WidgetSizeCache())
    }

    // Tests pass their own cache to read its counters (package: apps never name the cache).
    package static func widgets(measurer: any TextMeasuring, sizeCache: WidgetSizeCache) -> HostCellCatalog {
        widgets(fallbackCellType: HeadlessCell.self, measurer: measurer, sizeCache: sizeCache) { cell, widget in
            cell.contentDescription = widget.description
        }
    }
}

extension HostCellCatalog where Item: Hashable, Host == HeadlessListView {
    /// The headless host's catalog of a static table: every static cell lives in a
    /// ``HeadlessCell``'s ``HeadlessCell/attachment``, made when the host cell first shows a
    /// row of its type; section titles are the ``HeadlessSupplementaryView/contentDescription``
    /// of their views. The rest is the core's static catalog.
    ///
    /// - Parameters:
    ///   - constructor: the screen's description (held strongly: the list keeps it alive).
    ///   - measurer: what dynamic heights measure text with.
    ///   - headerHeight: the height of a section header that has a title.
    ///   - footerHeight: the height of a section footer that has a title.
    ///   - willConfigure: the test's own filling of every cell, with the row's model, before
    ///     the capabilities and the constructor.
    /// - Returns: the catalog of the static table's cells and section titles.
    public static func staticTable<Constructor: StaticTableConstructor>(
        _ constructor: Constructor, measurer: any TextMeasuring,
        headerHeight: CGFloat = 28, footerHeight: CGFloat = 28,
        willConfigure: (@MainActor (HeadlessCell, Item) -> Void)? = nil
    ) -> HostCellCatalog where Constructor.Model == Item {
        staticTable(
            constructor, measurer: measurer, resolver: nil, headerHeight: headerHeight, footerHeight: footerHeight,
            willConfigure: willConfigure)
    }

    // Tests pass their own resolver to read its counters (package: apps never name it).
    package static func staticTable<Constructor: StaticTableConstructor>(
        _ constructor: Constructor, measurer: any TextMeasuring, resolver: StaticCapabilityResolver<Item>?,
        headerHeight: CGFloat = 28, footerHeight: CGFloat = 28,
        willConfigure: (@MainActor (HeadlessCell, Item) -> Void)? = nil
    ) -> HostCellCatalog where Constructor.Model == Item {
        staticTable(
            constructor, measurer: measurer,
            cellType: { _ in HeadlessCell.self },
            staticCell: { cell, type in
                if let existing = cell.attachment as? any StaticCell, Swift.type(of: existing) == type {
                    return existing
                }
                let made = type.init()
                cell.attachment = made
                return made
            },
            titleViewType: HeadlessSupplementaryView.self,
            configureTitle: { view, title, _ in view.contentDescription = title },
            resolver: resolver, headerHeight: headerHeight, footerHeight: footerHeight, willConfigure: willConfigure)
    }
}
