import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A list host whose data source can be set through the protocol, so a front end (a widget
/// list, a static table) can attach itself to any host without knowing its type.
///
/// `HeadlessListView` conforms; the terminal host and the UIKit adapters conform with the
/// property they already have (UIKit's `dataSource` is set by the adapter, which keeps a
/// reference to the Tabula data source and forwards to it).
@MainActor
public protocol ListDataSourceHost: ListHost {
    /// The data source, held weakly by the host (keep it alive yourself).
    var dataSource: (any ListHostDataSource)? { get set }

    /// The measuring context the host lays its list out in (text size, layout direction,
    /// an app's values; its width is the viewport's).
    var measuringContext: ListMeasuringContext { get }

    /// Takes `context` as the host's measuring context after its frame provider was moved
    /// to it (``ListAssembly/setMeasuringContext(_:)`` measures what is visible first, then
    /// the rest off the main actor), moves the content offset by `offsetChange` (so the row
    /// at the top of the screen stays there when the rows above it changed height), and
    /// brings what is on screen in line with the new frames.
    func adoptMeasuringContext(_ context: ListMeasuringContext, offsetChange: CGPoint) throws
}

extension ListDataSourceHost {
    /// The default context at the viewport's width, for hosts that keep none.
    public var measuringContext: ListMeasuringContext {
        ListMeasuringContext(width: viewportSize.width)
    }

    /// Nothing to do for a host that re-reads its frame provider itself when laid out (the
    /// UIKit hosts: the adapter that owns them observes the text size).
    public func adoptMeasuringContext(_ context: ListMeasuringContext, offsetChange: CGPoint) throws {}
}
