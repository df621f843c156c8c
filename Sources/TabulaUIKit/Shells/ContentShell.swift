#if os(iOS) || TABULA_UIKIT_MODEL
import UIKit

/// A view a cell shell hosts: made from its type when UIKit makes the cell, so what a cell
/// shows is written once, as a view, whatever the list's base cell class.
@MainActor
protocol CellContent: UIView {
    /// Creates the content; the shell sizes it to its content view.
    init(frame: CGRect)
}

extension MFSContentView: CellContent {}
extension PrimitiveWidgetView: CellContent {}

/// A cell of one UIKit base class that hosts one ``CellContent``, filling its content view.
///
/// One shell per base class (``TableContentCell``, ``CollectionContentCell``): they share
/// no superclass Tabula can extend, so what they share is written here, once.
@MainActor
protocol ContentShell: UIView {
    associatedtype Content: CellContent
    /// The hosted view.
    var content: Content { get }
    /// The base class's content view, which the content fills.
    var contentView: UIView { get }
}

extension ContentShell {
    /// Puts the content in the content view (on first use) at the content view's bounds:
    /// called before the content is shown, so it shows in the cell's current size, and on
    /// every layout of the cell. A new size marks the content as needing layout, which the
    /// same layout pass then runs (not here: on a dequeue that would lay out the old item
    /// just before the new one is shown).
    func fitContent() {
        if content.superview !== contentView { contentView.addSubview(content) }
        content.frame = contentView.bounds
    }
}
#endif
