import Foundation
import Tabula
@_spi(TabulaInternal) import TabulaListEngine

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The headless host's section header or footer view: reused like cells.
@MainActor
public final class HeadlessSupplementaryView: ListReusableView, ListHostEngineSupplementaryView {
    /// The identifier the view was created for.
    public let reuseIdentifier: String?
    /// Header or footer.
    public let placement: ListSupplementaryPlacement
    /// A number unique among the supplementary views of one host, in creation order.
    public let serial: Int
    /// The section the view shows, or `nil` while it waits in the reuse queue.
    public internal(set) var section: Int?
    /// The view's frame in content coordinates as the host placed it (mirrored right to
    /// left, like a cell's); `nil` when the frame provider places no headers.
    public internal(set) var frame: CGRect?
    /// How many times the host asked the data source to configure this view.
    public internal(set) var timesConfigured = 0
    /// How many times the view went back to the reuse queue.
    public internal(set) var prepareForReuseCount = 0
    /// The data source's content token when it last configured the view.
    public internal(set) var contentToken: AnyHashable?
    /// What the view shows, as the data source describes it.
    public var contentDescription: String?
    /// Per-view state that the data source keeps across reuse.
    public var attachment: AnyObject?

    init(reuseIdentifier: String, placement: ListSupplementaryPlacement, serial: Int) {
        self.reuseIdentifier = reuseIdentifier
        self.placement = placement
        self.serial = serial
    }

    /// Called by the host when the view enters the reuse queue.
    func prepareForReuse() {
        prepareForReuseCount += 1
        section = nil
        contentToken = nil
    }

    @_spi(TabulaInternal) public func listHostDidAssign(_ element: ListSupplementaryElement, frame: CGRect?) {
        section = element.section
        self.frame = frame
    }

    @_spi(TabulaInternal) public func listHostWillConfigure(contentToken token: AnyHashable?) {
        timesConfigured += 1
        contentToken = token
    }

    @_spi(TabulaInternal) public var listHostContentToken: AnyHashable? {
        contentToken
    }

    @_spi(TabulaInternal) public func listHostPrepareForReuse() {
        prepareForReuse()
    }
}
