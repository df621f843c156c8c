/// A kind of widget cell: the reuse identifier under which a host registers and dequeues the
/// cell that shows widgets of this kind.
public struct WidgetKind: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The reuse identifier.
    public let reuseIdentifier: String

    /// A kind named `reuseIdentifier`.
    public init(_ reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// The kind of a model type: its fully qualified name (`Tabula.Spacing`).
    public init(_ type: Any.Type) {
        self.reuseIdentifier = TypeNameCache.name(of: type)
    }

    /// A kind named by a string literal.
    public init(stringLiteral value: String) {
        self.reuseIdentifier = value
    }

    /// The reuse identifier.
    public var description: String {
        reuseIdentifier
    }
}
