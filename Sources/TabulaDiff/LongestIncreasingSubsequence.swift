/// Minimal moves through a longest increasing subsequence.
///
/// Walk the target in order and write down, for every target element that was matched,
/// its source position. Elements whose source positions already increase along that
/// sequence kept their relative order: they can stay put while everything else moves
/// around them. The largest such set is a longest increasing subsequence (LIS), so the
/// complement of an LIS is a minimal set of moves: exactly `matched - LIS` moves, which is
/// one move when a single element goes from first to last in 10,000 (Heckel-style diffs
/// report 9,999 there, one per shifted element).
///
/// The LIS is found by patience sorting in O(k log k) for k matched elements, with an
/// O(1) fast path when the next value extends the current longest run, the common case
/// when most elements stay.
@usableFromInline
enum LongestIncreasingSubsequence {
    /// Marks the members of one longest strictly increasing subsequence of `values`.
    ///
    /// - Parameter values: the sequence; negative entries are skipped (not members).
    /// - Returns: `members[i]` is `true` when `values[i]` belongs to the chosen LIS.
    ///   Ties are resolved deterministically (the subsequence ending latest is kept).
    @inlinable
    static func members(of values: [Int]) -> [Bool] {
        let count = values.count
        var members = [Bool](repeating: false, count: count)
        // tails[k]: position (in `values`) of the smallest tail of an increasing run of length k+1.
        var tails: [Int] = []
        tails.reserveCapacity(16)
        var previous = [Int](repeating: -1, count: count)
        for position in 0..<count {
            let value = values[position]
            if value < 0 { continue }
            if let last = tails.last, values[last] >= value {
                // Binary search for the first tail whose value is >= value.
                var low = 0
                var high = tails.count - 1
                while low < high {
                    let mid = (low + high) >> 1
                    if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
                }
                previous[position] = low > 0 ? tails[low - 1] : -1
                tails[low] = position
            } else {
                previous[position] = tails.last ?? -1
                tails.append(position)
            }
        }
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            members[cursor] = true
            cursor = previous[cursor]
        }
        return members
    }
}
