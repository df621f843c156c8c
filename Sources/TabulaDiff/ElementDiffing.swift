/// How the flat diff reads an element's identity and compares two versions of its content.
///
/// Each public initialiser of the flat diff picks one conformance, so the diff is
/// specialised for the element type with these calls inlined. (Passed as closures, they
/// were called out of line for every element, and for `String` identities each call cost
/// a retain and a release.)
@usableFromInline
protocol ElementDiffing {
    associatedtype Element
    associatedtype ID: Hashable

    /// The identity of `element`.
    static func identifier(of element: Element) -> ID

    /// Whether `new` shows the same content as `old`, an earlier version of the same element.
    static func isContentEqual(_ new: Element, to old: Element) -> Bool
}

/// ``Differentiable`` elements: `differenceIdentifier` and `isContentEqual(to:)`.
@usableFromInline
enum DifferentiableDiffing<Element: Differentiable>: ElementDiffing {
    @inlinable
    static func identifier(of element: Element) -> Element.DifferenceIdentifier {
        element.differenceIdentifier
    }

    @inlinable
    static func isContentEqual(_ new: Element, to old: Element) -> Bool {
        new.isContentEqual(to: old)
    }
}

/// `Identifiable & Equatable` elements: `id` and `==`.
@usableFromInline
enum IdentifiableDiffing<Element: Identifiable & Equatable>: ElementDiffing {
    @inlinable
    static func identifier(of element: Element) -> Element.ID {
        element.id
    }

    @inlinable
    static func isContentEqual(_ new: Element, to old: Element) -> Bool {
        new == old
    }
}
