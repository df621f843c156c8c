import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The size range of one dynamic subview: its compact and its full size, and
/// whether the content exceeds the compact limit (so a "read more" button is needed).
@_spi(Testing) public struct SizeRange: Hashable, Sendable {
    /// The size when collapsed.
    public var min: CGSize
    /// The size when expanded.
    public var max: CGSize
    /// Whether the content does not fit in the collapsed size.
    public var exceedsLimit: Bool

    /// Creates a range.
    public init(min: CGSize, max: CGSize, exceedsLimit: Bool) {
        self.min = min
        self.max = max
        self.exceedsLimit = exceedsLimit
    }

    /// A subview whose size never changes.
    public init(fixed size: CGSize) {
        self.init(min: size, max: size, exceedsLimit: false)
    }

    /// ``max`` when `expanded` and the limit is exceeded, else ``min``.
    public func size(expanded: Bool) -> CGSize {
        expanded && exceedsLimit ? max : min
    }

    // Written from the fields: on Apple platforms `CGSize` is Equatable but not Hashable,
    // so neither conformance can be synthesised through it.

    /// Whether both ranges have the same sizes and the same limit flag.
    public static func == (lhs: SizeRange, rhs: SizeRange) -> Bool {
        lhs.min.width == rhs.min.width && lhs.min.height == rhs.min.height
            && lhs.max.width == rhs.max.width && lhs.max.height == rhs.max.height
            && lhs.exceedsLimit == rhs.exceedsLimit
    }

    /// Hashes the four dimensions and the limit flag.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(min.width)
        hasher.combine(min.height)
        hasher.combine(max.width)
        hasher.combine(max.height)
        hasher.combine(exceedsLimit)
    }
}

/// The sizes of one view model's dynamic subviews at one width: a size range per subview
/// name, plus untyped extra values (a base cell height, a line count), kept `Sendable`.
@_spi(Testing) public struct SubviewSizes: Sendable {
    /// The size range of each dynamic subview, by name.
    public var ranges: [String: SizeRange]
    /// Extra values by key; read them with ``extra(_:as:)``.
    public var extras: [String: any Sendable]

    /// Creates an entry.
    public init(ranges: [String: SizeRange] = [:], extras: [String: any Sendable] = [:]) {
        self.ranges = ranges
        self.extras = extras
    }

    /// The range of `subview`, if recorded.
    public subscript(subview: String) -> SizeRange? {
        get { ranges[subview] }
        set { ranges[subview] = newValue }
    }

    /// The extra value under `key`, if it exists and has type `T`.
    public func extra<T>(_ key: String, as type: T.Type = T.self) -> T? {
        extras[key] as? T
    }
}
