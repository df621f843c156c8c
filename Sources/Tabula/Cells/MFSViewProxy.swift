import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An ``MFSView`` that forwards every step to a target it holds weakly.
///
/// A view that owns the ``MFSDriver`` driving it (a UIKit cell or view controller base
/// class) would otherwise form a retain cycle: the driver holds its view strongly. The view
/// owns `MFSDriver(view: MFSViewProxy(self))` instead. Once the target is gone every step
/// does nothing.
///
/// ``MFSView/role`` and ``MFSView/resizesBeforeBinding`` are the target type's.
@MainActor
public final class MFSViewProxy<Target: MFSView>: MFSView {
    /// The view model type of the target.
    public typealias ViewModel = Target.ViewModel

    /// The view the steps go to, while it is alive.
    public private(set) weak var target: Target?

    /// Creates a proxy for `target`, held weakly.
    public init(_ target: Target) {
        self.target = target
    }

    /// The target type's role.
    public static var role: MFSRole {
        Target.role
    }

    /// The target type's build order.
    public static var resizesBeforeBinding: Bool {
        Target.resizesBeforeBinding
    }

    /// Forwards `removeSubviews`.
    public func removeSubviews() {
        target?.removeSubviews()
    }

    /// Forwards `initSubviews(for:)`.
    public func initSubviews(for viewModel: ViewModel) {
        target?.initSubviews(for: viewModel)
    }

    /// Forwards `updateStyles(for:styles:)`.
    public func updateStyles(for viewModel: ViewModel, styles: inout MFSStyleContext) {
        target?.updateStyles(for: viewModel, styles: &styles)
    }

    /// Forwards `bindData(from:)`.
    public func bindData(from viewModel: ViewModel) {
        target?.bindData(from: viewModel)
    }

    /// Forwards `resizeSubviews(for:in:)`.
    public func resizeSubviews(for viewModel: ViewModel, in size: CGSize) {
        target?.resizeSubviews(for: viewModel, in: size)
    }

    /// Forwards `addSubviewsToSuperview`.
    public func addSubviewsToSuperview() {
        target?.addSubviewsToSuperview()
    }

    /// The target's framed subviews; none once the target is gone.
    public var framedSubviews: [any MFSFramedView] {
        target?.framedSubviews ?? []
    }

    /// Forwards `postUISetting`.
    public func postUISetting() {
        target?.postUISetting()
    }
}
