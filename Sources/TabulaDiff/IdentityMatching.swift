/// The result of pairing source and target positions by identity.
@usableFromInline
struct IdentityMatching {
    /// For each source position, the matched target position, or -1 (deleted).
    @usableFromInline var sourceToTarget: [Int]
    /// For each target position, the matched source position, or -1 (inserted).
    @usableFromInline var targetToSource: [Int]
    /// How many positions carried an identity already seen on the same side.
    @usableFromInline var duplicateCount: Int

    @inlinable
    init(sourceToTarget: [Int], targetToSource: [Int], duplicateCount: Int) {
        self.sourceToTarget = sourceToTarget
        self.targetToSource = targetToSource
        self.duplicateCount = duplicateCount
    }

    /// Pairs positions whose identities are equal in expected O(n + m) time.
    ///
    /// Method: equal identities at the common prefix and suffix are paired first with no
    /// hashing at all (this makes "nothing changed" and block edits cheap). The middle of
    /// the source goes into one open-addressing hash table (``IdentityTable``) from identity
    /// to its first position; positions
    /// sharing an identity are chained through `next` in ascending order. Each target
    /// position then takes the first unpaired source position of its identity, so
    /// duplicates pair first-to-first, deterministically; a surplus on either side is left
    /// unpaired and becomes a delete or an insert. Each source and each target identity is
    /// hashed once.
    ///
    /// `include` filters source positions (a source item in a deleted section must not be
    /// paired); excluded positions stay unpaired.
    @inlinable
    static func match<ID: Hashable>(
        sourceCount n: Int,
        targetCount m: Int,
        sourceID: (Int) -> ID,
        targetID: (Int) -> ID,
        trimEnds: Bool = true,
        include: (Int) -> Bool = { _ in true }
    ) -> IdentityMatching {
        var sourceToTarget = [Int](repeating: -1, count: n)
        var targetToSource = [Int](repeating: -1, count: m)
        var duplicateCount = 0

        var prefix = 0
        var suffix = 0
        if trimEnds {
            let limit = Swift.min(n, m)
            while prefix < limit, include(prefix), sourceID(prefix) == targetID(prefix) {
                sourceToTarget[prefix] = prefix
                targetToSource[prefix] = prefix
                prefix += 1
            }
            while suffix < limit - prefix, include(n - 1 - suffix),
                sourceID(n - 1 - suffix) == targetID(m - 1 - suffix) {
                sourceToTarget[n - 1 - suffix] = m - 1 - suffix
                targetToSource[m - 1 - suffix] = n - 1 - suffix
                suffix += 1
            }
        }
        let sourceEnd = n - suffix
        let targetEnd = m - suffix
        if prefix == sourceEnd || prefix == targetEnd {
            return IdentityMatching(
                sourceToTarget: sourceToTarget, targetToSource: targetToSource, duplicateCount: 0)
        }

        // Hash every identity first, in a tight sequential pass: the probing loops below are
        // then short enough for the CPU to overlap their cache misses on the table.
        var sourceHashes = [Int](repeating: 0, count: sourceEnd - prefix)
        for position in prefix..<sourceEnd where include(position) {
            sourceHashes[position - prefix] = sourceID(position).hashValue
        }
        var targetHashes = [Int](repeating: 0, count: targetEnd - prefix)
        for position in prefix..<targetEnd {
            targetHashes[position - prefix] = targetID(position).hashValue
        }

        // Identity -> first unpaired source position; `next` chains later duplicates.
        var table = IdentityTable(capacity: sourceEnd - prefix)
        var next = [Int](repeating: -1, count: n)
        var position = sourceEnd - 1
        while position >= prefix {
            if include(position) {
                let later = table.insert(position, hash: sourceHashes[position - prefix]) {
                    sourceID($0) == sourceID(position)
                }
                if let later {
                    next[position] = later
                    duplicateCount += 1
                }
            }
            position -= 1
        }

        for targetPosition in prefix..<targetEnd {
            guard let slot = table.find(hash: targetHashes[targetPosition - prefix], matches: {
                sourceID($0) == targetID(targetPosition)
            }) else {
                continue
            }
            let sourcePosition = table.head(at: slot)
            if sourcePosition < 0 {
                // More copies of this identity in the target than in the source.
                duplicateCount += 1
                continue
            }
            targetToSource[targetPosition] = sourcePosition
            sourceToTarget[sourcePosition] = targetPosition
            table.setHead(next[sourcePosition], at: slot)
        }
        return IdentityMatching(
            sourceToTarget: sourceToTarget, targetToSource: targetToSource, duplicateCount: duplicateCount)
    }
}
