/// Declares the rows of a ``StaticSection``: one model per line, `if`/`else` for rows
/// that a condition shows or hides, `for`-`in` for rows made from data.
@resultBuilder
public enum StaticRowsBuilder<Model> {
    /// One row.
    public static func buildExpression(_ model: Model) -> [Model] {
        [model]
    }

    /// Several rows.
    public static func buildExpression(_ models: [Model]) -> [Model] {
        models
    }

    /// The lines of a block, in order.
    public static func buildBlock(_ components: [Model]...) -> [Model] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ component: [Model]?) -> [Model] {
        component ?? []
    }

    /// The `if` branch.
    public static func buildEither(first component: [Model]) -> [Model] {
        component
    }

    /// The `else` branch.
    public static func buildEither(second component: [Model]) -> [Model] {
        component
    }

    /// A `for`-`in` loop.
    public static func buildArray(_ components: [[Model]]) -> [Model] {
        components.flatMap { $0 }
    }
}
