/// A type-erased header or footer model.
///
/// Sections of one list may carry headers of different types (a title here, a search bar
/// model there), as in the ANStorage design; the host maps the model's type to a view.
/// Equality compares the wrapped values, so changing a header's content is seen as an
/// update of its section and the header on screen is refreshed.
public struct SupplementaryModel: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped model.
    public let base: any Hashable & Sendable

    /// Wraps `base`.
    public init(_ base: some Hashable & Sendable) {
        self.base = base
    }

    /// The wrapped model as `type`, or `nil` when it is another type.
    public func model<T>(as type: T.Type = T.self) -> T? {
        base as? T
    }

    /// Whether both wrap equal values of the same type.
    public static func == (lhs: SupplementaryModel, rhs: SupplementaryModel) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the wrapped value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// The wrapped value's description.
    public var description: String {
        String(describing: base)
    }
}
