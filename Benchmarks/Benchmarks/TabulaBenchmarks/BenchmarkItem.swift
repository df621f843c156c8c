import TabulaDiff

/// A list element as an app would diff it: a stable identity plus content that can change.
///
/// Tabula matches by `id` and reports an update when `value` differs; the
/// `CollectionDifference` peer compares whole values with `==` (so an updated element
/// reads there as a removal plus an insertion); `inferringMoves()` needs `Hashable`.
struct BenchmarkItem<ID: Hashable & Sendable>: Differentiable, Hashable, Sendable {
    typealias DifferenceIdentifier = ID

    let id: ID
    var value: Int

    var differenceIdentifier: ID {
        id
    }

    func isContentEqual(to source: BenchmarkItem) -> Bool {
        value == source.value
    }
}

typealias IntItem = BenchmarkItem<Int>
typealias StringItem = BenchmarkItem<String>
