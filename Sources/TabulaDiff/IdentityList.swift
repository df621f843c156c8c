/// The identities one side of a diff is matched by, read by position.
///
/// ``IdentityMatching`` reads identities through this protocol rather than from an array it
/// builds, so a flat diff reads each identity straight from its element
/// (``ElementIdentities``): copying `String` identities into an array cost a retain and a
/// release per element. The sectioned diff numbers its items across sections and keeps
/// their identities in an array (``StoredIdentities``).
@usableFromInline
protocol IdentityList {
    associatedtype ID: Hashable

    /// The number of positions.
    var count: Int { get }

    /// The identity at `position` (`0..<count`).
    subscript(identityAt position: Int) -> ID { get }
}

/// Identities held in an array.
@usableFromInline
struct StoredIdentities<ID: Hashable>: IdentityList {
    @usableFromInline let identities: ContiguousArray<ID>

    @inlinable
    init(_ identities: ContiguousArray<ID>) {
        self.identities = identities
    }

    @inlinable
    var count: Int { identities.count }

    @inlinable
    subscript(identityAt position: Int) -> ID { identities[position] }
}

/// The identities of elements, read from each element when asked.
@usableFromInline
struct ElementIdentities<Diffing: ElementDiffing>: IdentityList {
    @usableFromInline let elements: ContiguousArray<Diffing.Element>

    @inlinable
    init(_ elements: ContiguousArray<Diffing.Element>) {
        self.elements = elements
    }

    @inlinable
    var count: Int { elements.count }

    @inlinable
    subscript(identityAt position: Int) -> Diffing.ID { Diffing.identifier(of: elements[position]) }
}
