/// One element (or section) moving from a position in the state before a batch to a
/// position in the state after it.
public struct Move<Index: Hashable>: Hashable {
    /// The position in the state before the batch.
    public var source: Index
    /// The position in the state after the batch.
    public var target: Index

    /// Creates a move from `source` (before-index) to `target` (after-index).
    @inlinable
    public init(source: Index, target: Index) {
        self.source = source
        self.target = target
    }
}

extension Move: Sendable where Index: Sendable {}

extension Move: CustomStringConvertible {
    /// `source→target`.
    public var description: String {
        "\(source)→\(target)"
    }
}
