import TabulaDiff

/// One benchmark scenario's data: the list before and after the edit.
struct DiffInput<Element: Sendable>: Sendable {
    let source: [Element]
    let target: [Element]
}

/// A sectioned scenario: sections for Tabula, and the same items flattened for
/// `CollectionDifference`, which knows no sections.
struct SectionedDiffInput: Sendable {
    let source: [ArraySection<Int, IntItem>]
    let target: [ArraySection<Int, IntItem>]

    var flattened: DiffInput<IntItem> {
        DiffInput(
            source: source.flatMap(\.elements),
            target: target.flatMap(\.elements))
    }
}
