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
}
