/// The result of pairing source and target positions by identity.
@usableFromInline
struct IdentityMatching {
    /// For each source position, the matched target position, or -1 (deleted).
    @usableFromInline var sourceToTarget: [Int]
    /// For each target position, the matched source position, or -1 (inserted).
    @usableFromInline var targetToSource: [Int]
    /// How many positions carried an identity already seen on the same side.
    @usableFromInline var duplicateCount: Int
    /// Whether the table was keyed by `hashValue` (SipHash): for identity types without a
    /// fast hash, or after the fast hashes collided beyond the probe budget.
    @usableFromInline var usedStandardHashes: Bool
    /// Occupied table slots passed over, over every pass (a fast pass given up included):
    /// with the positions hashed, the work of the match, for tests of its cost.
    @usableFromInline var probes: Int

    @inlinable
    init(
        sourceToTarget: [Int], targetToSource: [Int], duplicateCount: Int, usedStandardHashes: Bool = false,
        probes: Int = 0
    ) {
        self.sourceToTarget = sourceToTarget
        self.targetToSource = targetToSource
        self.duplicateCount = duplicateCount
        self.usedStandardHashes = usedStandardHashes
        self.probes = probes
    }

    /// Pairs positions whose identities are equal in expected O(n + m) time.
    ///
    /// Method: equal identities at the common prefix and suffix are paired first with no
    /// hashing at all (this makes "nothing changed" and block edits cheap). The middle of
    /// the source goes into one open-addressing hash table (``IdentityTable``) from
    /// identity to its first position; positions sharing an identity are chained through
    /// `next` in ascending order. Each target position then takes the first unpaired
    /// source position of its identity, so duplicates pair first-to-first,
    /// deterministically; a surplus on either side is left unpaired and becomes a delete
    /// or an insert. Each identity is hashed once (``IdentityHashing``), unless the keyed
    /// fast hashes collide beyond a probe budget: then the middle is paired again with
    /// SipHash, so identities chosen to collide cost linear work before the fallback.
    ///
    /// The identities are read through an ``IdentityList``, specialised and inlined: an
    /// identity read from an element or an array is borrowed, where an accessor closure
    /// returned a copy, and for `String` identities every copy is a retain and a release
    /// on the string's storage.
    ///
    /// - Parameters:
    ///   - sourceIDs: the identities before the change, in order.
    ///   - targetIDs: the identities after the change, in order.
    ///   - include: filters source positions (a source item in a deleted section must not
    ///     be paired); excluded positions stay unpaired.
    ///   - fastHashMask: a test hook: ANDed into every keyed fast hash, so tests can force
    ///     collisions (0 makes every identity collide) and check that the probe budget and
    ///     the SipHash fallback leave the result unchanged. `-1` (all bits) in the library.
    /// - Returns: each side's partner positions, the duplicates met and the probes spent.
    @inlinable
    static func match<IDs: IdentityList>(
        sourceIDs: IDs,
        targetIDs: IDs,
        include: (Int) -> Bool = { _ in true },
        fastHashMask: Int = -1
    ) -> IdentityMatching {
        let n = sourceIDs.count
        let m = targetIDs.count
        var sourceToTarget = [Int](repeating: -1, count: n)
        // Every target position is written exactly once below (the prefix and suffix loops,
        // then -1 for an empty middle, or `pairMiddle`, which writes each position of its
        // range), so it is not filled with -1 first: on 100,000 items that fill wrote 800 kB
        // for nothing. `Int` is trivial, so writing into the fresh storage is initialising it.
        // Through `writingOnce`: an empty target would otherwise write the standard library's
        // one shared empty array, a data race between two diffs (ArraysWrittenOnce.swift).
        var targetToSource = [Int](writingOnce: m) { _ in m }
        var duplicateCount = 0

        var prefix = 0
        var suffix = 0
        let limit = Swift.min(n, m)
        while prefix < limit, include(prefix), sourceIDs[identityAt: prefix] == targetIDs[identityAt: prefix] {
            sourceToTarget[prefix] = prefix
            targetToSource[prefix] = prefix
            prefix += 1
        }
        while suffix < limit - prefix, include(n - 1 - suffix),
            sourceIDs[identityAt: n - 1 - suffix] == targetIDs[identityAt: m - 1 - suffix]
        {
            sourceToTarget[n - 1 - suffix] = m - 1 - suffix
            targetToSource[m - 1 - suffix] = n - 1 - suffix
            suffix += 1
        }
        let sourceEnd = n - suffix
        let targetEnd = m - suffix
        if prefix == sourceEnd || prefix == targetEnd {
            for position in prefix..<targetEnd { targetToSource[position] = -1 }
            return IdentityMatching(
                sourceToTarget: sourceToTarget, targetToSource: targetToSource, duplicateCount: 0)
        }

        // Hash every identity first, in a tight sequential pass: the probing loops below are
        // then short enough for the CPU to overlap their cache misses on the table.
        let key = IdentityHashKey.current()
        var (sourceHashes, isKeyedFastHash) = IdentityHashing.fastHashes(
            of: sourceIDs, in: prefix..<sourceEnd, key: key, include: include)
        var targetHashes = IdentityHashing.fastHashes(
            of: targetIDs, in: prefix..<targetEnd, key: key, include: { _ in true }
        ).hashes
        if fastHashMask != -1, isKeyedFastHash {
            for index in sourceHashes.indices { sourceHashes[index] &= fastHashMask }
            for index in targetHashes.indices { targetHashes[index] &= fastHashMask }
        }

        // Random hashes pass over at most about 1.5 occupied slots per operation on average in a
        // table at most half full; eight per operation plus a constant is out of their reach, but not
        // for identities chosen to collide under the fast hash. Then start over with SipHash.
        let budget = isKeyedFastHash ? 8 * ((sourceEnd - prefix) + (targetEnd - prefix)) + 256 : Int.max
        var usedStandardHashes = !isKeyedFastHash
        var probes = 0
        let completed = pairMiddle(
            sourceIDs: sourceIDs, targetIDs: targetIDs, include: include,
            sourceRange: prefix..<sourceEnd, targetRange: prefix..<targetEnd,
            sourceHashes: sourceHashes, targetHashes: targetHashes, probeBudget: budget,
            sourceToTarget: &sourceToTarget, targetToSource: &targetToSource, duplicateCount: &duplicateCount,
            probeTotal: &probes)
        if !completed {
            usedStandardHashes = true
            sourceHashes = IdentityHashing.standardHashes(of: sourceIDs, in: prefix..<sourceEnd, include: include)
            targetHashes = IdentityHashing.standardHashes(of: targetIDs, in: prefix..<targetEnd, include: { _ in true })
            // No budget: SipHash keyed per process is what `Dictionary` relies on too.
            _ = pairMiddle(
                sourceIDs: sourceIDs, targetIDs: targetIDs, include: include,
                sourceRange: prefix..<sourceEnd, targetRange: prefix..<targetEnd,
                sourceHashes: sourceHashes, targetHashes: targetHashes, probeBudget: .max,
                sourceToTarget: &sourceToTarget, targetToSource: &targetToSource, duplicateCount: &duplicateCount,
                probeTotal: &probes)
        }
        return IdentityMatching(
            sourceToTarget: sourceToTarget, targetToSource: targetToSource, duplicateCount: duplicateCount,
            usedStandardHashes: usedStandardHashes, probes: probes)
    }

    /// Pairs the middle ranges (after the common prefix, before the common suffix) through
    /// an ``IdentityTable`` filled from the source.
    ///
    /// - Returns: `false`, with every pairing of the middle undone and `duplicateCount`
    ///   unchanged, when the table passed over more than `probeBudget` occupied slots.
    ///   Either way the slots passed over are added to `probeTotal`.
    @inlinable
    static func pairMiddle<IDs: IdentityList>(
        sourceIDs: IDs,
        targetIDs: IDs,
        include: (Int) -> Bool,
        sourceRange: Range<Int>,
        targetRange: Range<Int>,
        sourceHashes: [Int],
        targetHashes: [Int],
        probeBudget: Int,
        sourceToTarget: inout [Int],
        targetToSource: inout [Int],
        duplicateCount: inout Int,
        probeTotal: inout Int
    ) -> Bool {
        // Raw buffers for the loops: an array's bounds check on each read and its uniqueness
        // check on each write cost about as much as the table probe itself.
        sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
            targetToSource.withUnsafeMutableBufferPointer { targetToSource in
                sourceHashes.withUnsafeBufferPointer { sourceHashes in
                    targetHashes.withUnsafeBufferPointer { targetHashes in
                        pairMiddleOverBuffers(
                            ids: (sourceIDs, targetIDs), ranges: (sourceRange, targetRange),
                            hashes: (sourceHashes, targetHashes), include: include, probeBudget: probeBudget,
                            pairs: (sourceToTarget, targetToSource),
                            duplicateCount: &duplicateCount, probeTotal: &probeTotal)
                    }
                }
            }
        }
    }

    /// ``pairMiddle(sourceIDs:targetIDs:include:sourceRange:targetRange:sourceHashes:targetHashes:probeBudget:sourceToTarget:targetToSource:duplicateCount:probeTotal:)``
    /// over raw buffers, each pair of arguments (source, target) given together; every
    /// position it is given is in range.
    @inlinable
    static func pairMiddleOverBuffers<IDs: IdentityList>(
        ids: (source: IDs, target: IDs),
        ranges: (source: Range<Int>, target: Range<Int>),
        hashes: (source: UnsafeBufferPointer<Int>, target: UnsafeBufferPointer<Int>),
        include: (Int) -> Bool,
        probeBudget: Int,
        pairs: (sourceToTarget: UnsafeMutableBufferPointer<Int>, targetToSource: UnsafeMutableBufferPointer<Int>),
        duplicateCount: inout Int,
        probeTotal: inout Int
    ) -> Bool {
        let (sourceIDs, targetIDs) = ids
        let (sourceRange, targetRange) = ranges
        let (sourceHashes, targetHashes) = hashes
        let (sourceToTarget, targetToSource) = pairs
        let sourceStart = sourceRange.lowerBound
        var probes = 0
        defer { probeTotal += probes }
        var duplicates = 0
        // Identity -> first unpaired source position; `next` chains later duplicates and is
        // only allocated once a duplicate shows up (identities are meant to be unique).
        let table = IdentityTable(capacity: sourceRange.count)
        var next: [Int32] = []
        var position = sourceRange.upperBound - 1
        while position >= sourceStart {
            if include(position) {
                let later = table.insert(position, hash: sourceHashes[position - sourceStart], probes: &probes) {
                    sourceIDs[identityAt: $0] == sourceIDs[identityAt: position]
                }
                if let later {
                    if next.isEmpty { next = [Int32](repeating: -1, count: sourceRange.upperBound) }
                    next[position] = Int32(truncatingIfNeeded: later)
                    duplicates += 1
                }
                if probes > probeBudget { return false }
            }
            position -= 1
        }

        for targetPosition in targetRange {
            let slot = table.find(hash: targetHashes[targetPosition - targetRange.lowerBound], probes: &probes) {
                sourceIDs[identityAt: $0] == targetIDs[identityAt: targetPosition]
            }
            if probes > probeBudget {
                for undo in targetRange.lowerBound..<targetPosition where targetToSource[undo] >= 0 {
                    sourceToTarget[targetToSource[undo]] = -1
                    targetToSource[undo] = -1
                }
                return false
            }
            guard let slot else {
                targetToSource[targetPosition] = -1
                continue
            }
            let sourcePosition = table.head(at: slot)
            if sourcePosition < 0 {
                // More copies of this identity in the target than in the source.
                targetToSource[targetPosition] = -1
                duplicates += 1
                continue
            }
            targetToSource[targetPosition] = sourcePosition
            sourceToTarget[sourcePosition] = targetPosition
            table.advance(at: slot, from: sourcePosition, to: next.isEmpty ? -1 : Int(next[sourcePosition]))
        }
        duplicateCount += duplicates
        return true
    }
}
