/// A value that a diff can follow from one collection to the next.
///
/// A diff needs two facts about each element: *who* it is (its identity, which must stay
/// the same while the element lives in the list) and *whether it looks the same* (its
/// content). Two elements with equal identities are the same element; if their contents
/// differ the element was updated.
///
/// You rarely implement this protocol by hand:
/// - a type that is `Identifiable` and `Equatable` gets both requirements for free, so
///   `extension Post: Differentiable {}` is all it needs; the diff entry points also accept
///   such types directly without any conformance;
/// - a `Hashable` type whose value *is* its identity (`Int`, `String`, ...) uses itself as
///   its identity; the standard types ship with this conformance.
///
/// As in DifferenceKit, `Differentiable` is the composition of ``ContentIdentifiable`` and
/// ``ContentEquatable``, so code written against either library compiles against both.
public typealias Differentiable = ContentIdentifiable & ContentEquatable

/// A value with an identity that stays the same while it lives in a list (the first half
/// of ``Differentiable``).
public protocol ContentIdentifiable {
    /// The type of the identity that stays stable while the element lives in a list.
    associatedtype DifferenceIdentifier: Hashable

    /// The element's identity. Two elements with equal identities are the same element.
    var differenceIdentifier: DifferenceIdentifier { get }
}

/// A value that can tell whether it shows the same content as an earlier version of
/// itself (the second half of ``Differentiable``).
public protocol ContentEquatable {
    /// Whether this element shows the same content as `source`, an earlier version of the
    /// same element (equal identity). `false` makes the diff report an update.
    func isContentEqual(to source: Self) -> Bool
}

extension ContentEquatable where Self: Equatable {
    /// Content equality is value equality.
    @inlinable
    public func isContentEqual(to source: Self) -> Bool {
        self == source
    }
}

extension Optional: ContentEquatable where Wrapped: ContentEquatable {
    /// Both `nil`, or both values with equal content.
    @inlinable
    public func isContentEqual(to source: Wrapped?) -> Bool {
        switch (self, source) {
        case let (value?, source?): value.isContentEqual(to: source)
        case (nil, nil): true
        default: false
        }
    }
}

extension Array: ContentEquatable where Element: ContentEquatable {
    /// The same count, and equal content position by position.
    @inlinable
    public func isContentEqual(to source: [Element]) -> Bool {
        count == source.count && zip(self, source).allSatisfy { $0.isContentEqual(to: $1) }
    }
}

extension ContentIdentifiable where Self: Hashable {
    /// A hashable value is its own identity.
    @inlinable
    public var differenceIdentifier: Self {
        self
    }
}

extension ContentIdentifiable where Self: Identifiable {
    /// An identifiable value's identity is its `id`.
    @inlinable
    public var differenceIdentifier: ID {
        id
    }
}

extension ContentIdentifiable where Self: Identifiable & Hashable {
    /// When a type is both `Identifiable` and `Hashable`, its `id` wins: the hash covers the
    /// content too, and content changes must read as updates, not as delete plus insert.
    @inlinable
    public var differenceIdentifier: ID {
        id
    }
}

extension Int: Differentiable {}
extension Int8: Differentiable {}
extension Int16: Differentiable {}
extension Int32: Differentiable {}
extension Int64: Differentiable {}
extension UInt: Differentiable {}
extension UInt8: Differentiable {}
extension UInt16: Differentiable {}
extension UInt32: Differentiable {}
extension UInt64: Differentiable {}
extension Double: Differentiable {}
extension Float: Differentiable {}
extension Bool: Differentiable {}
extension String: Differentiable {}
extension Substring: Differentiable {}
extension Character: Differentiable {}
extension Unicode.Scalar: Differentiable {}
