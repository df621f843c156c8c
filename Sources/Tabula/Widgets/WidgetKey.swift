/// A type-erased, sendable hashable value: an explicit widget id, a tag, or the model itself
/// when it serves as the identity.
public struct WidgetKey: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped value.
    public let base: any Hashable & Sendable

    /// Wraps `base`.
    public init(_ base: some Hashable & Sendable) {
        self.base = base
    }

    /// Whether both wrap equal values of the same type.
    public static func == (lhs: WidgetKey, rhs: WidgetKey) -> Bool {
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
