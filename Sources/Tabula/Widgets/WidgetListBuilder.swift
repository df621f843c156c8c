/// Declares a list of widgets: write widget models (or widgets, or arrays of
/// them) one per line, with `for`-`in` loops, `if`/`else`, `if let` and `switch`.
///
/// A model written directly gets the source location of the line it is on, so equal
/// widgets written on different lines stay distinct:
///
/// ```swift
/// @WidgetListBuilder
/// static func widgets(objects: [Country]) -> [ListWidget] {
///     Spacing(height: 25)
///     Header(string: "Choose a country")
///     Spacing(height: 10, separator: .bottom)
///     for object in objects {
///         Title(text: object.name).widget().tag(object.id)
///         Spacing(height: 1, separator: .bottom).widget().tag(object.id)
///     }
/// }
/// ```
@resultBuilder
public enum WidgetListBuilder {
    /// A model, wrapped with the location it was written at.
    public static func buildExpression(
        _ model: some WidgetModel, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> [ListWidget] {
        [ListWidget(model, location: WidgetSourceLocation(fileID: fileID, line: line, column: column))]
    }

    /// A widget, as it is.
    public static func buildExpression(_ widget: ListWidget) -> [ListWidget] {
        [widget]
    }

    /// Several widgets (a `flatMap` over objects, a helper's result).
    public static func buildExpression(_ widgets: [ListWidget]) -> [ListWidget] {
        widgets
    }

    /// The lines of a block, in order.
    public static func buildBlock(_ components: [ListWidget]...) -> [ListWidget] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ component: [ListWidget]?) -> [ListWidget] {
        component ?? []
    }

    /// The `if` branch of an `if`/`else` or a `switch` case.
    public static func buildEither(first component: [ListWidget]) -> [ListWidget] {
        component
    }

    /// The `else` branch of an `if`/`else` or a `switch` case.
    public static func buildEither(second component: [ListWidget]) -> [ListWidget] {
        component
    }

    /// A `for`-`in` loop.
    public static func buildArray(_ components: [[ListWidget]]) -> [ListWidget] {
        components.flatMap { $0 }
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: [ListWidget]) -> [ListWidget] {
        component
    }
}
