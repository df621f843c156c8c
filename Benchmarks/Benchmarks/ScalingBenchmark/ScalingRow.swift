import Tabula

/// A stored row: a stable identity plus content that a replace changes.
struct ScalingRow: Differentiable, Hashable, Sendable {
    let id: Int
    var value: Int

    var differenceIdentifier: Int {
        id
    }

    func isContentEqual(to source: ScalingRow) -> Bool {
        value == source.value
    }
}
