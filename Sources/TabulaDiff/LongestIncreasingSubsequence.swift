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
        values.withUnsafeBufferPointer { members(of: $0) }
    }

    /// ``members(of:)-([Int])`` over a buffer, so a caller can pass a part of a larger array.
    @inlinable
    static func members(of values: UnsafeBufferPointer<Int>) -> [Bool] {
        let count = values.count
        guard count > 0 else { return [] }
        var members = [Bool](repeating: false, count: count)
        // tailPositions[k]: position (in `values`) of the smallest tail of an increasing run
        // of length k+1, and tailValues[k] its value: kept side by side so the binary search
        // reads one array, not a position and then a value.
        // previous[p]: the position before p in the run p ends (-1 for none).
        // Raw buffers: the indices are in range by construction, and the bounds checks and
        // uniqueness checks of arrays cost about as much as the search itself.
        // One allocation for the three: a diff's malloc count is benchmarked.
        let storage = UnsafeMutablePointer<Int>.allocate(capacity: 3 * count)
        defer { storage.deallocate() }
        let tailPositions = storage
        let tailValues = storage + count
        let previous = storage + 2 * count
        var tails = 0
        for position in 0..<count {
            let value = values[position]
            if value < 0 { continue }
            if tails > 0, tailValues[tails - 1] >= value {
                // Binary search for the first tail whose value is >= value (one exists:
                // the last). Wrapping arithmetic: every index stays below `tails`, so
                // overflow checks would only add instructions to each step.
                var base = 0
                var length = tails
                while length > 1 {
                    let half = length &>> 1
                    let step = base &+ half
                    base = tailValues[step &- 1] < value ? step : base
                    length &-= half
                }
                previous[position] = base > 0 ? tailPositions[base - 1] : -1
                tailPositions[base] = position
                tailValues[base] = value
            } else {
                previous[position] = tails > 0 ? tailPositions[tails - 1] : -1
                tailPositions[tails] = position
                tailValues[tails] = value
                tails += 1
            }
        }
        var cursor = tails > 0 ? tailPositions[tails - 1] : -1
        members.withUnsafeMutableBufferPointer { members in
            while cursor >= 0 {
                members[cursor] = true
                cursor = previous[cursor]
            }
        }
        return members
    }
}
