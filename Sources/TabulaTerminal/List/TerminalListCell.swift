import Foundation
import Tabula
@_spi(TabulaInternal) import TabulaListEngine

/// A cell of a ``TerminalListView``: a terminal view that the list recycles through a
/// reuse queue, like `UITableViewCell`.
///
/// Subclass it for each kind of cell and register the subclass with
/// ``TerminalListView/registerCell(_:forReuseIdentifier:)``; the list creates cells with
/// ``init(reuseIdentifier:)``. The list sets the cell's ``indexPath`` and `frame` (content
/// coordinates, from its frame provider) before the data source configures it, so
/// `configure` can use `bounds.size`.
@MainActor
open class TerminalListCell: TerminalView, ListReusableView, ListHostEngineCell {
    /// The identifier the cell was created for.
    public let reuseIdentifier: String?
    /// The item the cell shows, or `nil` while it waits in the reuse queue.
    public private(set) var indexPath: ListIndexPath?
    /// How many times the data source configured this cell.
    public private(set) var timesConfigured = 0

    /// Creates a cell for `reuseIdentifier` (the list calls this for a registered type).
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Called when the cell leaves the screen for its reuse queue (UIKit's
    /// `prepareForReuse`): reset transient state here. The default does nothing.
    open func prepareForReuse() {}

    @_spi(TabulaInternal) public func listHostDidAssign(_ path: ListIndexPath, frame: CGRect) {
        indexPath = path
        if self.frame != frame { self.frame = frame }
    }

    @_spi(TabulaInternal) public func listHostWillConfigure() {
        timesConfigured += 1
    }

    @_spi(TabulaInternal) public func listHostPrepareForReuse() {
        indexPath = nil
        removeFromSuperview()
        presentationFrame = nil
        reuseGeneration += 1
        prepareForReuse()
    }
}
