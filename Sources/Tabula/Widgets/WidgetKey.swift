/// A type-erased, sendable hashable value: an explicit widget id, a tag, or the model itself
/// when it serves as the identity.
package struct WidgetKey: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped value.
    public let base: any Hashable & Sendable

    /// Wraps `base`.
    public init(_ base: some Hashable & Sendable) {
        self.base = base
    }

    // Equality and hashing open the existential instead of wrapping it in `AnyHashable`:
    // keys are hashed for every widget of every array the list diffs and on every size
    // cache lookup, and an `AnyHashable` of a model larger than three words (a `Title`)
    // allocates a box each time.

    /// Whether both wrap equal values of the same type.
    public static func == (lhs: WidgetKey, rhs: WidgetKey) -> Bool {
        func isEqual<Left: Hashable>(_ lhs: Left) -> Bool {
            func isEqual<Right: Hashable>(_ rhs: Right) -> Bool {
                // Exactly the same type (as the hash says), not a subclass or a bridge.
                guard Left.self == Right.self, let rhs = rhs as? Left else { return false }
                return lhs == rhs
            }
            return isEqual(rhs.base)
        }
        return isEqual(lhs.base)
    }

    /// Hashes the wrapped value's type and the value.
    public func hash(into hasher: inout Hasher) {
        func combine<Base: Hashable>(_ base: Base) {
            hasher.combine(ObjectIdentifier(Base.self))
            hasher.combine(base)
        }
        combine(base)
    }

    /// The wrapped value's description.
    public var description: String {
        String(describing: base)
    }
}
