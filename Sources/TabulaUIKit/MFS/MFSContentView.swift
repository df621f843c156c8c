#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// A view built in MFS steps: subclass it, override the steps, and give it view models; the
/// ``/Tabula/MFSDriver`` runs the steps in order with their guards.
///
/// The steps are written once, here, whatever hosts the view: a list cell
/// (`TableCellCatalog.register(mfs:context:)` and its collection twin put it in a cell of
/// the list's base class, filling the cell's content view) or a screen
/// (``MFSViewController`` makes it the controller's view).
///
/// - A new view model (``show(_:)``, which the catalog's MFS registration calls on every
///   dequeue) runs the first build or the reuse sequence (styles → resize → bind), with
///   binds and resizes skipped when nothing visible changed.
/// - `layoutSubviews` resizes only, and only when the view's size or its
///   `effectiveUserInterfaceLayoutDirection` changed (right to left, the driver mirrors the
///   frames).
///
/// Override only the steps the view needs: each does nothing by default. The subviews go in
/// the view itself. Sizes belong to the type (adopt ``/Tabula/MFSCellSizing`` with a
/// `nonisolated static func height`), so they can be computed off the main actor. A label
/// whose text the size measured with ``UIKitTextMeasurer`` shows it with
/// `UILabel.showText(_:style:maximumLines:)` in `bindData`, so it is drawn with the
/// attributes it was measured with (plain `text` and `font` wrap differently). MFS views are
/// laid out by hand and made in code: a generic subclass cannot be named in a nib.
@MainActor
open class MFSContentView<ViewModel: MFSViewModel>: UIView, MFSView {
    /// Whether the steps run in a cell's order or a screen's; ``MFSViewController`` makes its
    /// content a screen before anything is shown.
    var hostRole: MFSRole = .cell

    /// The driver that runs this view's steps (it holds the view weakly).
    public private(set) lazy var mfs = MFSDriver(view: MFSViewProxy(self), role: hostRole)

    /// The view model shown, if any.
    public var viewModel: ViewModel? {
        mfs.viewModel
    }

    /// Creates an empty view; its subviews come with the first view model. Required: a cell
    /// makes its content from the registered type.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// MFS views are made in code (a generic subclass cannot be named in a nib): `nil`.
    public required init?(coder: NSCoder) {
        nil
    }

    /// Shows `viewModel` in the view's current size and layout direction.
    public func show(_ viewModel: ViewModel) {
        followLayoutDirection()
        mfs.setViewModel(viewModel, containerSize: bounds.size)
    }

    /// Lays out, then resizes the subviews if the view's size or layout direction changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        followLayoutDirection()
        mfs.containerDidResize(to: bounds.size)
    }

    /// Removes every subview; does nothing by default.
    open func removeSubviews() {}

    /// Creates the missing subviews; does nothing by default.
    open func initSubviews(for viewModel: ViewModel) {}

    /// Styles the subviews; does nothing by default.
    open func updateStyles(for viewModel: ViewModel, styles: inout MFSStyleContext) {}

    /// Puts the data into the subviews; does nothing by default.
    open func bindData(from viewModel: ViewModel) {}

    /// Sets the subviews' frames; does nothing by default.
    open func resizeSubviews(for viewModel: ViewModel, in size: CGSize) {}

    /// Adds the subviews not yet added (to this view); does nothing by default.
    open func addSubviewsToSuperview() {}

    /// This view's subviews: what the driver mirrors right to left. Override it when the view
    /// holds a view `resizeSubviews` does not place.
    open var framedSubviews: [any MFSFramedView] {
        subviews
    }

    /// Screen-wide settings after a build, when ``MFSViewController`` hosts the view; does
    /// nothing by default (cells never call it).
    open func postUISetting() {}

    /// Right to left when this view, whose immediate content the frames arrange, is
    /// (UIView.h: "always consult the effectiveUserInterfaceLayoutDirection of the view whose
    /// immediate content is being arranged").
    func followLayoutDirection() {
        mfs.layoutDirection = ListLayoutDirection(effectiveUserInterfaceLayoutDirection)
    }
}
#endif
