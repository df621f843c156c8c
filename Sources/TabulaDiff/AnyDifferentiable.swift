/// A type-erased ``Differentiable`` value, so elements of different types can be diffed in
/// one collection (DifferenceKit's `AnyDifferentiable`).
///
/// Its identity is the wrapped value's identity as an `AnyHashable`, so two values of
/// different types never share an identity unless their identities are equal values of one
/// type. Content is compared only between values of the same type; values of different
/// types are never content-equal.
public struct AnyDifferentiable: Differentiable, CustomDebugStringConvertible {
    /// The wrapped value.
    public let base: Any
    /// The wrapped value's identity.
    public let differenceIdentifier: AnyHashable

    private let isContentEqualTo: (AnyDifferentiable) -> Bool

    /// Wraps `base`; wrapping an `AnyDifferentiable` again keeps the inner one.
    public init<D: Differentiable>(_ base: D) {
        if let erased = base as? AnyDifferentiable {
            self = erased
            return
        }
        self.base = base
        self.differenceIdentifier = AnyHashable(base.differenceIdentifier)
        self.isContentEqualTo = { source in
            guard let source = source.base as? D else { return false }
            return base.isContentEqual(to: source)
        }
    }

    /// Whether `source` wraps a value of the same type with the same content.
    public func isContentEqual(to source: AnyDifferentiable) -> Bool {
        isContentEqualTo(source)
    }

    /// `AnyDifferentiable(<wrapped value>)`.
    public var debugDescription: String {
        "AnyDifferentiable(\(String(reflecting: base)))"
    }
}
