import Foundation
import Tabula
@_spi(TabulaInternal) import TabulaListEngine

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The headless host's cell: no drawing, just the facts a test asks about.
///
/// A user's cell logic reaches it through ``/Tabula/ListHostDataSource/configure(_:forItemAt:)``:
/// cast the cell to `HeadlessCell`, set ``contentDescription`` to what it shows, and keep
/// any per-cell state (a view tree, an MFS driver) in ``attachment``, which survives reuse.
@MainActor
public final class HeadlessCell: ListReusableView, ListHostEngineCell {
    /// The identifier the cell was created for.
    public let reuseIdentifier: String?
    /// A number unique among the cells of one host, in creation order.
    public let serial: Int
    /// The item the cell shows, or `nil` while it waits in the reuse queue.
    public internal(set) var indexPath: ListIndexPath? {
        get { assignment.indexPath }
        set { assignment.indexPath = newValue }
    }
    /// The cell's frame in content coordinates, as the host placed it: the frame provider's,
    /// mirrored across the content's width when the host's ``HeadlessListView/layoutDirection``
    /// is right to left.
    public internal(set) var frame: CGRect {
        get { assignment.frame }
        set { assignment.frame = newValue }
    }
    /// The item and frame in one stored property: the host assigns both to every visible
    /// cell on every frame of a scroll, and each write of a stored property is a dynamic
    /// exclusivity check.
    private var assignment: (indexPath: ListIndexPath?, frame: CGRect) = (nil, .zero)
    /// How many times the host asked the data source to configure this cell.
    public internal(set) var timesConfigured = 0
    /// How many times the cell went back to the reuse queue.
    public internal(set) var prepareForReuseCount = 0
    /// What the cell shows, as the data source describes it.
    public var contentDescription: String?
    /// Per-cell state that the data source keeps across reuse.
    public var attachment: AnyObject?

    init(reuseIdentifier: String, serial: Int) {
        self.reuseIdentifier = reuseIdentifier
        self.serial = serial
    }

    /// Called by the host when the cell enters the reuse queue (UIKit's `prepareForReuse`).
    func prepareForReuse() {
        prepareForReuseCount += 1
        indexPath = nil
    }

    @_spi(TabulaInternal) public func listHostDidAssign(_ path: ListIndexPath, frame: CGRect) {
        assignment = (path, frame)
    }

    @_spi(TabulaInternal) public func listHostWillConfigure() {
        timesConfigured += 1
    }

    @_spi(TabulaInternal) public func listHostPrepareForReuse() {
        prepareForReuse()
    }
}
