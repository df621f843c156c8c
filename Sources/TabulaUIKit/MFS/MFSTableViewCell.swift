#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// A table cell built in MFS steps: subclass it, override the steps, and
/// give it view models; the ``/Tabula/MFSDriver`` runs the steps in order with their guards.
///
/// - A new view model (``show(_:)``, which the catalog's MFS registration calls on every
///   dequeue) runs the first build or the reuse sequence (styles → resize → bind), with
///   binds and resizes skipped when nothing visible changed.
/// - `layoutSubviews` resizes only, and only when the content view's size changed.
///
/// Override only the steps the cell needs: each does nothing by default. Sizes belong to
/// the type (adopt ``/Tabula/MFSCellSizing`` with a `nonisolated static func height`), so they can
/// be computed off the main actor. A label whose text the size measured with
/// ``UIKitTextMeasurer`` shows it with `UILabel.showText(_:style:maximumLines:)` in
/// `bindData`, so it is drawn with the attributes it was measured with (plain `text` and
/// `font` wrap differently). MFS cells are laid out by hand and made in code; a generic
/// subclass cannot be named in a nib.
@MainActor
open class MFSTableViewCell<ViewModel: MFSViewModel>: UITableViewCell, MFSView {
    /// The driver that runs this cell's steps (it holds the cell weakly).
    public private(set) lazy var mfs = MFSDriver(view: MFSViewProxy(self))

    /// The view model shown, if any.
    public var viewModel: ViewModel? {
        mfs.viewModel
    }

    /// Shows `viewModel` in the content view's current size and layout direction.
    public func show(_ viewModel: ViewModel) {
        followLayoutDirection()
        mfs.setViewModel(viewModel, containerSize: contentView.bounds.size)
    }

    /// Lays out, then resizes the subviews if the content view's size or layout direction
    /// changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        followLayoutDirection()
        mfs.containerDidResize(to: contentView.bounds.size)
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

    /// Adds the subviews not yet added (to `contentView`); does nothing by default.
    open func addSubviewsToSuperview() {}

    /// The content view's subviews: what the driver mirrors right to left. Override it when the
    /// content view holds a view `resizeSubviews` does not place.
    open var framedSubviews: [any MFSFramedView] {
        contentView.subviews
    }

    /// Right to left when the content view, whose immediate content the frames arrange, is
    /// (UIView.h: "always consult the effectiveUserInterfaceLayoutDirection of the view whose
    /// immediate content is being arranged").
    private func followLayoutDirection() {
        mfs.layoutDirection = ListLayoutDirection(contentView.effectiveUserInterfaceLayoutDirection)
    }
}
#endif
