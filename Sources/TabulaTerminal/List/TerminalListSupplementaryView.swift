import Foundation
import Tabula
@_spi(TabulaInternal) import TabulaListEngine

/// A section header or footer of a ``TerminalListView``, reused like cells. Subclass it and
/// register the subclass with
/// ``TerminalListView/registerSupplementaryView(_:for:forReuseIdentifier:)``.
///
/// The list places it where its frame provider says (a ``/Tabula/ListLayout`` places headers and footers);
/// with a provider that does not place headers and footers it stays hidden.
@MainActor
open class TerminalListSupplementaryView: TerminalView, ListReusableView, ListHostEngineSupplementaryView {
    /// The identifier the view was created for.
    public let reuseIdentifier: String?
    /// The header or footer the view shows, or `nil` while it waits in the reuse queue.
    public private(set) var element: ListSupplementaryElement?
    private var contentToken: AnyHashable?

    /// Creates a view for `reuseIdentifier`.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Called when the view goes back to its reuse queue. The default does nothing.
    open func prepareForReuse() {}

    @_spi(TabulaInternal) public func listHostDidAssign(_ element: ListSupplementaryElement, frame: CGRect?) {
        self.element = element
        isHidden = frame == nil
        if let frame, self.frame != frame { self.frame = frame }
    }

    @_spi(TabulaInternal) public func listHostWillConfigure(contentToken token: AnyHashable?) {
        contentToken = token
    }

    @_spi(TabulaInternal) public var listHostContentToken: AnyHashable? {
        contentToken
    }

    @_spi(TabulaInternal) public func listHostPrepareForReuse() {
        element = nil
        contentToken = nil
        removeFromSuperview()
        presentationFrame = nil
        reuseGeneration += 1
        prepareForReuse()
    }
}
