import Foundation
import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What ``ListHostEngine`` needs from a host's cell type (its requirements are SPI: the
/// engine's calls, not an app's): to be told which item it shows
/// and where, that it is about to be configured, and that it goes back to its queue.
@MainActor
public protocol ListHostEngineCell: ListReusableView {
    /// The cell now shows the item at `path`, whose frame (content coordinates) is `frame`.
    @_spi(TabulaInternal) func listHostDidAssign(_ path: ListIndexPath, frame: CGRect)
    /// The data source is about to configure the cell.
    @_spi(TabulaInternal) func listHostWillConfigure()
    /// The cell enters its reuse queue.
    @_spi(TabulaInternal) func listHostPrepareForReuse()
}

/// What ``ListHostEngine`` needs from a host's header and footer view type.
@MainActor
public protocol ListHostEngineSupplementaryView: ListReusableView {
    /// The view now shows `element`, whose frame (content coordinates) is `frame`, or
    /// `nil` when the frame provider does not place headers and footers.
    @_spi(TabulaInternal) func listHostDidAssign(_ element: ListSupplementaryElement, frame: CGRect?)
    /// The data source is about to configure the view; `token` is the section's content
    /// token at that moment.
    @_spi(TabulaInternal) func listHostWillConfigure(contentToken token: AnyHashable?)
    /// The content token recorded at the last configuration.
    @_spi(TabulaInternal) var listHostContentToken: AnyHashable? { get }
    /// The view enters its reuse queue.
    @_spi(TabulaInternal) func listHostPrepareForReuse()
}
