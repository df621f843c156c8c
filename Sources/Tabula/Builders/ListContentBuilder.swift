/// Declares a list's content one element per line: `if`/`else`, `if let`, `switch` and
/// `if #available` for elements a condition shows or hides, `for`-`in` for elements made from
/// data, and arrays where a helper returns several.
///
/// Written as ``WidgetListBuilder`` for widgets (which also takes widget models, each with the
/// source location it was written at) and as ``StaticRowsBuilder`` for the rows of a
/// ``StaticSection``.
@resultBuilder
public enum ListContentBuilder<Element> {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] {
        [element]
    }

    /// Several elements (a `map` over objects, a helper's result).
    public static func buildExpression(_ elements: [Element]) -> [Element] {
        elements
    }

    /// The lines of a block, in order.
    public static func buildBlock(_ components: [Element]...) -> [Element] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ component: [Element]?) -> [Element] {
        component ?? []
    }

    /// The `if` branch of an `if`/`else` or a `switch` case.
    public static func buildEither(first component: [Element]) -> [Element] {
        component
    }

    /// The `else` branch of an `if`/`else` or a `switch` case.
    public static func buildEither(second component: [Element]) -> [Element] {
        component
    }

    /// A `for`-`in` loop.
    public static func buildArray(_ components: [[Element]]) -> [Element] {
        components.flatMap { $0 }
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: [Element]) -> [Element] {
        component
    }
}
