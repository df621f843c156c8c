/// A view model shown by an MFS cell or screen.
///
/// The lifecycle driver asks it two questions:
/// - ``isVisiblyEqual(to:)``: would binding `other` instead of `self` change anything on
///   screen? If not, bind and resize are skipped. The default is full `Equatable`
///   equality, so a changed like count re-binds; implement it to compare identities
///   only, a cheap comparison that suits view models whose content never changes under
///   one identity.
/// - ``layoutShape``: which set of subviews it needs. When a new view model has a
///   different shape, the driver rebuilds the subviews (removeSubviews, then
///   initSubviews); while the shape stays the same, the subviews are reused and the cell
///   hides what it does not need in bind. View models whose cells always have the same
///   subviews keep the default ``MFSUniformShape``.
///
/// View models are `Sendable` values so frames and heights can be computed from them off
/// the main actor.
public protocol MFSViewModel: Equatable, Sendable {
    /// The type of ``layoutShape``.
    associatedtype LayoutShape: Hashable & Sendable = MFSUniformShape

    /// Which set of subviews this view model needs; a change triggers a rebuild.
    var layoutShape: LayoutShape { get }

    /// Whether the set of subviews can depend on the view model at all; when it can,
    /// the first build starts with `removeSubviews`.
    static var subviewsDependOnViewModel: Bool { get }

    /// Whether `other` would look the same on screen as `self`.
    func isVisiblyEqual(to other: Self) -> Bool
}

/// The layout shape of view models whose cells always have the same subviews.
public enum MFSUniformShape: Hashable, Sendable {
    /// The only shape.
    case uniform
}

extension MFSViewModel {
    /// Full equality: any change of any stored property is visible.
    public func isVisiblyEqual(to other: Self) -> Bool {
        self == other
    }

    /// `true`: a view model with its own layout shape type may need other subviews.
    public static var subviewsDependOnViewModel: Bool {
        true
    }
}

extension MFSViewModel where LayoutShape == MFSUniformShape {
    /// Always ``MFSUniformShape/uniform``.
    public var layoutShape: MFSUniformShape {
        .uniform
    }

    /// `false`: the subviews never depend on the view model.
    public static var subviewsDependOnViewModel: Bool {
        false
    }
}

/// Opt-in: two view models look the same when their identities are equal.
///
/// Use it only when content under one identity never changes while shown; otherwise an
/// edited like count would not re-bind.
package protocol VisiblyEqualByIdentity: MFSViewModel, Identifiable where ID: Sendable {}

extension VisiblyEqualByIdentity {
    /// Compares identities only.
    public func isVisiblyEqual(to other: Self) -> Bool {
        id == other.id
    }
}
