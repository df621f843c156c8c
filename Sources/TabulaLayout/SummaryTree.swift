/// A value that summarises a run of elements and combines with the summary of the next
/// run (sums, maxima): what a ``SummaryTree`` keeps per node.
protocol TreeSummary {
    /// The summary of no elements.
    static var empty: Self { get }
    /// The summary of this run followed by `next`.
    func combined(with next: Self) -> Self
}

/// A segment tree of summaries over a sequence of leaves: changing a leaf costs
/// O(log n), the summary of all leaves is O(1), the summary of a prefix O(log n), and
/// finding the leaf where a running total crosses a value is one O(log n) descent.
///
/// Each node is recomputed from its two children (never adjusted by a difference), so
/// the sums depend only on the leaves, and floating-point error does not build up over
/// many updates.
struct SummaryTree<Summary: TreeSummary> {
    /// Leaves start here in `nodes` (a power of two, at least 1); node 1 is the root.
    private var leafBase: Int
    private var nodes: [Summary]
    /// The number of leaves in use.
    private(set) var count: Int

    /// A tree over `leaves`. O(n).
    init(_ leaves: [Summary]) {
        var base = 1
        while base < leaves.count { base *= 2 }
        leafBase = base
        count = leaves.count
        nodes = [Summary](repeating: .empty, count: 2 * base)
        // Through a buffer: a long list's new width builds one of these on the main actor.
        nodes.withUnsafeMutableBufferPointer { nodes in
            leaves.withUnsafeBufferPointer { leaves in
                for index in leaves.indices { nodes[base + index] = leaves[index] }
            }
            var node = base - 1
            while node >= 1 {
                nodes[node] = nodes[2 * node].combined(with: nodes[2 * node + 1])
                node -= 1
            }
        }
    }

    /// A tree over `count` leaves equal to `leaf`, then `last` when given: what a long list
    /// of items of one estimated extent starts from. Every node whose leaves all equal `leaf`
    /// gets one value per level, combined once, so only one node per level is combined from
    /// its children: O(n) stores and O(log n) combines, with the same values
    /// ``init(_:)`` computes for those leaves.
    init(repeating leaf: Summary, count: Int, then last: Summary?) {
        let total = count + (last == nil ? 0 : 1)
        var base = 1
        while base < total { base *= 2 }
        leafBase = base
        self.count = total
        // Each node is written once, leaves first, so a parent reads initialized children
        // (no pass that fills every node with `.empty` first).
        nodes = [Summary](unsafeUninitializedCapacity: 2 * base) { nodes, initialized in
            var levelStart = base
            var span = 1
            var uniform = leaf
            while levelStart >= 1 {
                // Nodes below `full` cover only `leaf`s; the node at `full` covers the rest of
                // the leaves (if any); the nodes after it cover none and are empty.
                let full = Swift.min(count / span, levelStart)
                for index in 0..<levelStart {
                    let node = levelStart + index
                    let value: Summary
                    if index < full {
                        value = uniform
                    } else if index == full, full * span < total, levelStart == base {
                        value = last ?? .empty
                    } else if index == full, full * span < total {
                        value = nodes[2 * node].combined(with: nodes[2 * node + 1])
                    } else {
                        value = .empty
                    }
                    nodes.initializeElement(at: node, to: value)
                }
                uniform = uniform.combined(with: uniform)
                span *= 2
                levelStart /= 2
            }
            nodes.initializeElement(at: 0, to: .empty)
            initialized = 2 * base
        }
    }

    /// The summary of all leaves.
    var total: Summary {
        nodes[1]
    }

    /// Leaf `index` (which must be below ``count``).
    subscript(index: Int) -> Summary {
        nodes[leafBase + index]
    }

    /// Replaces leaf `index` (below ``count``) and the summaries above it. O(log n).
    mutating func set(_ index: Int, _ summary: Summary) {
        var node = leafBase + index
        nodes.withUnsafeMutableBufferPointer { nodes in
            nodes[node] = summary
            node /= 2
            while node >= 1 {
                nodes[node] = nodes[2 * node].combined(with: nodes[2 * node + 1])
                node /= 2
            }
        }
    }

    /// The summary of leaves `0..<index` (`index` up to ``count``). O(log n).
    ///
    /// Combined in the same order as ``firstLeaf(where:)`` combines what lies before the
    /// leaf it finds, so both give bit-identical offsets.
    func prefix(_ index: Int) -> Summary {
        guard index < count else { return total }
        return nodes.withUnsafeBufferPointer { nodes in
            var result = Summary.empty
            var node = 1
            var size = leafBase
            var offset = index
            while node < leafBase {
                size /= 2
                if offset >= size {
                    result = result.combined(with: nodes[2 * node])
                    node = 2 * node + 1
                    offset -= size
                } else {
                    node = 2 * node
                }
            }
            return result
        }
    }

    /// The first leaf at which `exceeds` becomes true of the running summary (leaves
    /// `0...leaf` combined), with the summary of the leaves before it; `nil` when it never
    /// does. `exceeds` must be monotone: false, then true, as leaves are added. O(log n).
    /// Inlined (as is ``descend(after:where:)``) so that `exceeds` is inlined into the
    /// descent: a frame look-up runs one, and a call per level costs more than the level.
    @inline(__always)
    func firstLeaf(where exceeds: (Summary) -> Bool) -> (leaf: Int, before: Summary)? {
        guard count > 0, exceeds(total) else { return nil }
        return descend(after: .empty, where: exceeds)
    }

    /// The first leaf at which `exceeds` becomes true of `start` combined with the running
    /// summary, with `start` combined with the leaves before it: ``firstLeaf(where:)`` for a
    /// tree whose leaves follow a run summarised by `start` (a page after the pages before
    /// it, in a ``PagedSummaryTree``). The caller knows `exceeds` holds by the last leaf, so
    /// this always returns one (the last when rounding says otherwise). `count` must be
    /// above 0. O(log n).
    @inline(__always)
    func descend(after start: Summary, where exceeds: (Summary) -> Bool) -> (leaf: Int, before: Summary) {
        nodes.withUnsafeBufferPointer { nodes in
            var before = start
            var node = 1
            while node < leafBase {
                let left = before.combined(with: nodes[2 * node])
                if exceeds(left) {
                    node = 2 * node
                } else {
                    before = left
                    node = 2 * node + 1
                }
            }
            return (min(node - leafBase, count - 1), before)
        }
    }
}

/// Plain values: a tree of sendable summaries is sendable (a layout's sizes are completed
/// off the main actor and handed back).
extension SummaryTree: Sendable where Summary: Sendable {}
