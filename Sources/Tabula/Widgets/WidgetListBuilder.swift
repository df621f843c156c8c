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
public typealias WidgetListBuilder = ListContentBuilder<ListWidget>

extension ListContentBuilder where Element == ListWidget {
    /// A model, wrapped with the location it was written at.
    public static func buildExpression(
        _ model: some WidgetModel, fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> [ListWidget] {
        [ListWidget(model, location: WidgetSourceLocation(fileID: fileID, line: line, column: column))]
    }
}
