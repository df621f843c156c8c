import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A cell or a screen built by hand in MFS steps.
///
/// The view only implements the steps; an ``MFSDriver`` calls them in the right order
/// and keeps the state the guards need (the old view model, the old size, which subviews
/// are already stylized). Nothing here is tied to a UI framework: a UIKit cell, a
/// terminal view or a test fixture adopts it the same way.
///
/// Steps must not check "did anything change?" themselves; the driver has done so before
/// calling them.
@MainActor
public protocol MFSView: AnyObject {
    /// The view model this view shows.
    associatedtype ViewModel: MFSViewModel

    /// Whether this is a cell (reused in a list) or a screen. Decides the orders the
    /// driver uses (``MFSRole``). Defaults to ``MFSRole/cell``.
    static var role: MFSRole { get }

    /// Whether a first build sets the frames before it binds the data (a cell whose image
    /// loader needs the final frame before it loads). Defaults to `false`: bind, then resize.
    static var resizesBeforeBinding: Bool { get }

    /// Removes every subview from its superview and forgets it.
    func removeSubviews()

    /// Creates the subviews `viewModel` needs that do not exist yet, with no configuration.
    func initSubviews(for viewModel: ViewModel)

    /// Configures the look of every subview (colour, font, corners). Expensive, one-time
    /// styling goes through `styles.once(_:_:)`, which the driver runs once per view.
    func updateStyles(for viewModel: ViewModel, styles: inout MFSStyleContext)

    /// Puts the data of `viewModel` into the subviews and hides those it does not need.
    func bindData(from viewModel: ViewModel)

    /// Sets the frames of the subviews for `viewModel` in a container of `size`,
    /// using the view type's pure frame functions.
    func resizeSubviews(for viewModel: ViewModel, in size: CGSize)

    /// Adds the subviews that are not yet in the superview.
    func addSubviewsToSuperview()

    /// The subviews whose frames ``resizeSubviews(for:in:)`` sets, all in the container's
    /// coordinates: in a right-to-left layout the driver mirrors each of them after the
    /// resize (see ``MFSDriver/layoutDirection``). `resizeSubviews` must set the frame of
    /// every view listed here each time it runs (a frame it skipped would be mirrored twice,
    /// back to where it was).
    ///
    /// The UIKit base classes list their content view's subviews and terminal views their
    /// subviews; a view of your own lists what its frame functions place.
    var framedSubviews: [any MFSFramedView] { get }

    /// Screen-wide settings with no per-subview style function (gestures, status bar,
    /// a background gradient). Runs after the first build of a screen. Defaults to nothing.
    func postUISetting()
}

extension MFSView {
    /// A cell.
    public static var role: MFSRole {
        .cell
    }

    /// `false`: bind, then resize.
    public static var resizesBeforeBinding: Bool {
        false
    }

    /// Nothing.
    public func postUISetting() {}
}

/// Whether an ``MFSView`` is a cell or a screen.
public enum MFSRole: Hashable, Sendable {
    /// A list cell: a new view model re-styles, then resizes, then binds.
    case cell
    /// A screen: a new view model binds, then resizes; `postUISetting` runs after a build.
    case screen
}
