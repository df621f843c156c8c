import Foundation
import Tabula
import TabulaTerminal

/// A feed cell built in MFS steps (friend, message, wall post): shown with a view model and
/// the sizing context its frames come from. What they do alike is written here once: the
/// show that runs the driver, and the adding of the subviews built so far.
@MainActor
package protocol FeedMFSCell: DemoListCell, MFSView {
    /// The identifier the cell type is registered under.
    nonisolated static var reuseIdentifier: String { get }
    /// The sizing context the frames come from (set by ``show(_:context:)``).
    var context: FeedSizing? { get set }
    /// The driver that runs the cell's MFS steps.
    var driver: MFSDriver<Self> { get }
    /// The subviews built so far, in drawing order (`nil` for one not built).
    var builtSubviews: [TerminalView?] { get }
}

extension FeedMFSCell {
    /// Shows `viewModel` at the cell's size and in its layout direction, with the frames of
    /// `context`.
    package func show(_ viewModel: ViewModel, context: FeedSizing) {
        self.context = context
        driver.layoutDirection = effectiveLayoutDirection
        // Laid out at another text size: the driver's same-size guard must not skip.
        if let laidOutTextSize, laidOutTextSize != context.textSize { driver.forgetLayout() }
        laidOutTextSize = context.textSize
        driver.setViewModel(viewModel, containerSize: bounds.size)
    }

    /// The text size changed while the cell stayed on screen: its subviews are laid out
    /// again at the new size (a collapsed post keeps its height, but its text wraps anew).
    package func textSizeDidChange() {
        guard let context, laidOutTextSize != context.textSize else { return }
        laidOutTextSize = context.textSize
        driver.measuringContextDidChange()
    }

    /// Takes every built subview out of the cell (the cell then forgets them).
    func removeBuiltSubviews() {
        for view in builtSubviews.compactMap({ $0 }) { view.removeFromSuperview() }
    }

    /// Adds the built subviews not in the cell yet.
    package func addSubviewsToSuperview() {
        for view in builtSubviews.compactMap({ $0 }) where view.superview == nil { addSubview(view) }
    }
}
