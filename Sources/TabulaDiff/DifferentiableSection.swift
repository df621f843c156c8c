/// A section of a sectioned list: a differentiable model (identity and header/footer
/// content) holding differentiable items.
///
/// The section's own `differenceIdentifier` and `isContentEqual(to:)` describe the section
/// (its identity, its header and footer); its `elements` are diffed item by item.
public protocol DifferentiableSection: Differentiable {
    /// The type of the items in the section.
    associatedtype Collection: Swift.Collection where Collection.Element: Differentiable

    /// The section's items, in order.
    var elements: Collection { get }

    /// A copy of `source` (same identity and content) holding `elements` instead.
    init<C: Swift.Collection>(source: Self, elements: C) where C.Element == Collection.Element
}

/// The simplest section: a model for the section itself and an array of items.
public struct ArraySection<Model: Differentiable, Element: Differentiable>: DifferentiableSection {
    /// The section's model (its identity and header/footer content).
    public var model: Model
    /// The section's items.
    public var elements: [Element]

    /// Creates a section with `model` holding `elements`.
    @inlinable
    public init<C: Swift.Collection>(model: Model, elements: C) where C.Element == Element {
        self.model = model
        self.elements = Array(elements)
    }

    /// A copy of `source` holding `elements`.
    @inlinable
    public init<C: Swift.Collection>(source: ArraySection, elements: C) where C.Element == Element {
        self.init(model: source.model, elements: elements)
    }

    /// The section's identity: its model's identity.
    @inlinable
    public var differenceIdentifier: Model.DifferenceIdentifier {
        model.differenceIdentifier
    }

    /// Whether the section's model is unchanged (items are compared separately).
    @inlinable
    public func isContentEqual(to source: ArraySection) -> Bool {
        model.isContentEqual(to: source.model)
    }
}

extension ArraySection: Equatable where Model: Equatable, Element: Equatable {}
extension ArraySection: Hashable where Model: Hashable, Element: Hashable {}
extension ArraySection: Sendable where Model: Sendable, Element: Sendable {}

extension ArraySection: CustomStringConvertible {
    /// `model: [elements]`.
    public var description: String {
        "\(model): \(elements)"
    }
}

extension ArraySection: CustomDebugStringConvertible {
    /// The model and the elements, each as `debugDescription` would print them.
    public var debugDescription: String {
        "ArraySection(\n  model: \(String(reflecting: model)),\n  elements: \(String(reflecting: elements))\n)"
    }
}
