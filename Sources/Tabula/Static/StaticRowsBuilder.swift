/// Declares the rows of a ``StaticSection``: one model per line, `if`/`else` for rows
/// that a condition shows or hides, `for`-`in` for rows made from data.
public typealias StaticRowsBuilder<Model> = ListContentBuilder<Model>
