import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a ``SectionSizes`` measures an item along the scroll axis.
struct ItemExtentMetric: Sendable {
    /// Extents are widths (a horizontal row), else heights.
    var horizontal: Bool
    /// Added after every item's extent (the space between consecutive items; a grid keeps
    /// its row spacing elsewhere and uses 0).
    var spacing: CGFloat

    func extent(_ size: CGSize) -> CGFloat {
        horizontal ? size.width : size.height
    }

    func cross(_ size: CGSize) -> CGFloat {
        horizontal ? size.height : size.width
    }
}

/// What a run of items adds up to: how many, how many are not measured (stale ones
/// included), their extents along the scroll axis (each followed by the item spacing), and
/// the largest extent across it.
///
/// Stale counts are kept per chunk and per section instead (``SectionSizes``): every frame
/// look-up descends the tree combining these, so it holds only what a look-up needs.
struct ItemRunSummary: TreeSummary, Sendable {
    var count: Int
    var missing: Int
    var extent: CGFloat
    var tallest: CGFloat

    static let empty = ItemRunSummary(count: 0, missing: 0, extent: 0, tallest: 0)

    func combined(with next: ItemRunSummary) -> ItemRunSummary {
        ItemRunSummary(
            count: count + next.count, missing: missing + next.missing, extent: extent + next.extent,
            tallest: Swift.max(tallest, next.tallest))
    }
}

/// The item sizes of one section at one width, in chunks of at most
/// ``SectionSizes/maxChunk`` items, kept in pages under a ``PagedSummaryTree`` of chunk
/// summaries.
///
/// Reading, writing, inserting or removing one item costs O(log n + chunk size + page
/// size); the offset of an item along the scroll axis, and the item at an offset,
/// O(log n + chunk size). A copy shares every chunk; a write copies only the chunk it
/// changes, plus, when they are shared, its page and the small top level of the pages (not
/// every chunk: a text size change writes while the old context still holds the sizes). A size not measured yet is kept as a marker value rather
/// than an optional, so an item costs 16 bytes.
struct SectionSizes: Sendable {
    /// A chunk splits in two when it grows past this many items.
    static let maxChunk = 128
    /// Chunks are created this full, leaving room for inserts before a split.
    static let fillChunk = 64
    /// Chunks per page (``PagedSummaryTree``). 128: the copy on a write after a context
    /// switch is one page of 128 chunks plus the top level, and a million-item section has
    /// about 120 pages, so neither level dominates.
    static let pageSize = 128

    /// The stored form of "not measured yet": a NaN with a payload no arithmetic produces
    /// (a measured size equal to it is stored as an ordinary NaN instead).
    private static let missingBits: UInt64 = 0x7FF8_7AB1_0000_0001
    private static let missingMarker = CGSize(width: CGFloat(Double(bitPattern: missingBits)), height: 0)
    /// The stored form of "stale": not measured in this context, but laid out with the
    /// extent it had in another until it is (a text size change re-measures off the main
    /// actor meanwhile). The extent is kept in the height.
    private static let staleBits: UInt64 = 0x7FF8_7AB1_0000_0002

    private struct Chunk: Summarized {
        var sizes: [CGSize]
        var summary: ItemRunSummary
        /// How many of `sizes` are stale (counted in `summary.missing` too).
        var stale = 0
        /// Below the section's ``SectionSizes/staleEpoch``: the chunk is *marked*, every
        /// measured size in `sizes` reads as stale with its extent kept, and its summary is
        /// still the one from before the marking (see ``SectionSizes/staled()``). A write to
        /// the chunk first stores the marks (``SectionSizes/unmark(_:)``).
        var epoch = 0
    }

    let metric: ItemExtentMetric
    /// The chunks and the trees of their summaries.
    private var chunks: PagedSummaryTree<Chunk>
    /// The number of stale items: not measured, laid out with another context's extent.
    /// Zero except during a context change, so the paths that only need to know whether
    /// anything is stale read one number.
    private(set) var staleCount = 0
    /// Raised by ``staled()``: a chunk whose ``Chunk/epoch`` is below it is marked.
    private var staleEpoch = 0
    /// The items of the marked chunks, and the sum of their summaries' `missing` (from
    /// before the marking, as the tree holds them): ``missingCount`` corrects the tree's
    /// total with them, since every item of a marked chunk is missing or stale.
    private var markedCount = 0
    private var markedMissing = 0

    /// `count` items, none measured. `pageSize` (chunks per page) is for tests.
    init(missing count: Int, metric: ItemExtentMetric, pageSize: Int = Self.pageSize) {
        self.init(count, filledWith: Self.missingMarker, metric: metric, pageSize: pageSize)
    }

    /// `count` items, none measured, each laid out with `extent` along the scroll axis
    /// (stale, as if kept from another context) until measured: what a list measured off
    /// the main actor starts from.
    init(stale count: Int, extent: CGFloat, metric: ItemExtentMetric) {
        self.init(
            count, filledWith: CGSize(width: CGFloat(Double(bitPattern: Self.staleBits)), height: extent),
            metric: metric, pageSize: Self.pageSize)
        staleCount = count
    }

    /// `count` items, each stored as `marker` (missing or stale). Every full chunk shares
    /// one array of sizes (copied on its first write) and one summary, and every full page
    /// of chunks is one shared page, so a new list or a new width costs O(pages + page size)
    /// small copies rather than O(count) stores or O(chunks) retains: what a first load and
    /// a rotation of a long list pay on the main actor.
    private init(_ count: Int, filledWith marker: CGSize, metric: ItemExtentMetric, pageSize: Int) {
        self.metric = metric
        let stale = Self.isStale(marker)
        func chunk(_ length: Int) -> Chunk {
            var summary = ItemRunSummary(count: length, missing: length, extent: 0, tallest: 0)
            // Added one by one, as ``summary(of:)`` adds them, so the extents are bit-identical.
            for _ in 0..<length { summary.extent += Self.placeholderExtent(marker) + metric.spacing }
            return Chunk(
                sizes: [CGSize](repeating: marker, count: length), summary: summary, stale: stale ? length : 0)
        }
        let full = count / Self.fillChunk
        let rest = count % Self.fillChunk
        let template = chunk(Self.fillChunk)
        let last = rest > 0 ? chunk(rest) : nil
        chunks = PagedSummaryTree(repeating: template, count: full, then: last, pageSize: pageSize)
    }

    /// These sizes with every item not measured (stale or missing) measured by `measure`
    /// (given the item's index), the chunks kept as they are: what a pass off the main
    /// actor builds, to be swapped in whole. O(n) plus measuring.
    func completed(measuring measure: (Int) -> CGSize) -> SectionSizes {
        guard missingCount > 0 else { return self }
        var copy = self
        var start = 0
        // Indices stepped by hand: `indices` would hold a copy of the chunks, so every write
        // below would copy its page.
        var index = copy.chunks.startIndex
        while index != copy.chunks.endIndex {
            defer { index = copy.chunks.index(after: index) }
            let length = copy.chunks[index].sizes.count
            copy.unmark(index)
            if copy.chunks[index].summary.missing > 0 {
                for local in 0..<length where Self.isMissing(copy.chunks[index].sizes[local]) {
                    let size = measure(start + local)
                    // No width (NaN, the missing and stale marks included): the caller could
                    // not measure the item, which stays unmeasured.
                    guard !size.width.isNaN else { continue }
                    copy.chunks[index].sizes[local] = size
                }
                copy.refresh(index)
            }
            start += length
        }
        return copy
    }

    /// Not measured in this context: missing, or stale.
    static func isMissing(_ size: CGSize) -> Bool {
        let bits = size.width.native.bitPattern
        return bits == missingBits || bits == staleBits
    }

    static func isStale(_ size: CGSize) -> Bool {
        size.width.native.bitPattern == staleBits
    }

    /// Whether `chunk` is marked stale by ``staled()`` (and not written since).
    private func isMarked(_ chunk: Chunk) -> Bool {
        chunk.epoch < staleEpoch
    }

    /// `stored` as a marked chunk reads it (a measured size is stale, its extent kept), else
    /// as it is.
    private func read(_ stored: CGSize, marked: Bool) -> CGSize {
        guard marked, !Self.isMissing(stored) else { return stored }
        return staleMarker(extent: metric.extent(stored))
    }

    private func staleMarker(extent: CGFloat) -> CGSize {
        CGSize(width: CGFloat(Double(bitPattern: Self.staleBits)), height: extent)
    }

    /// The extent a missing size takes: the kept extent of a stale one, else none.
    private static func placeholderExtent(_ size: CGSize) -> CGFloat {
        isStale(size) ? size.height : 0
    }

    // MARK: Totals

    /// The number of items.
    var count: Int { chunks.total.count }
    /// The number of items not measured (stale ones included).
    var missingCount: Int { chunks.total.missing - markedMissing + markedCount }
    /// The items' extents along the scroll axis, with the spacing between them.
    var itemsExtent: CGFloat {
        let total = chunks.total
        return total.count > 0 ? total.extent - metric.spacing : 0
    }
    /// The largest extent across the scroll axis (of the measured items). While chunks are
    /// marked stale (a context change), a walk over the chunks that are not: O(chunks).
    var tallest: CGFloat {
        guard markedCount > 0 else { return chunks.total.tallest }
        return chunks.reduce(0) { isMarked($1) ? $0 : Swift.max($0, $1.summary.tallest) }
    }

    // MARK: Reading

    /// The chunk holding `item` and its index inside it; the last chunk's end for
    /// `item == count`.
    func locate(_ item: Int) -> (chunk: PagedIndex, local: Int) {
        if let (chunk, before) = chunks.firstElement(where: { $0.count > item }) {
            return (chunk, item - before.count)
        }
        guard !chunks.isEmpty else { return (chunks.startIndex, 0) }
        let last = chunks.index(before: chunks.endIndex)
        return (last, chunks[last].sizes.count)
    }

    /// The size of `item` (below ``count``), `nil` when not measured.
    subscript(item: Int) -> CGSize? {
        let (chunk, local) = locate(item)
        let size = chunks[chunk].sizes[local]
        return Self.isMissing(size) || isMarked(chunks[chunk]) ? nil : size
    }

    /// The sum of the extents (and spacing) of items `0..<item`.
    func offset(before item: Int) -> CGFloat {
        guard item > 0 else { return 0 }
        guard item < count else { return chunks.total.extent }
        return placement(of: item).offset
    }

    /// Where `item` (below ``count``) starts along the scroll axis (``offset(before:)``)
    /// and the size to lay it out with (``layoutSize(at:)``), from one descent of the tree:
    /// what a frame look-up needs.
    func placement(of item: Int) -> (offset: CGFloat, size: CGSize) {
        guard let (chunk, before) = chunks.firstElement(where: { $0.count > item }) else {
            return (chunks.total.extent, .zero)
        }
        // The chunks before this one combined in the order every look-up uses, so the offset
        // is bit-identical to ``item(endingAfter:)``'s. A chunk marked stale sums
        // its sizes' extents, which are the extents it keeps.
        let local = item - before.count
        let marked = isMarked(chunks[chunk])
        return chunks[chunk].sizes.withUnsafeBufferPointer { sizes in
            (
                sum(sizes, 0..<local, from: before.extent, allMeasured: chunks[chunk].summary.missing == 0),
                layoutSize(of: read(sizes[local], marked: marked))
            )
        }
    }

    /// `start` plus the extents (and spacing) of `sizes[range]`, added one by one in order.
    /// A chunk with every size measured reads only the extents (no marker checks).
    private func sum(
        _ sizes: UnsafeBufferPointer<CGSize>, _ range: Range<Int>, from start: CGFloat, allMeasured: Bool
    ) -> CGFloat {
        var running = start
        let spacing = metric.spacing
        if allMeasured {
            if metric.horizontal {
                for index in range { running += sizes[index].width + spacing }
            } else {
                for index in range { running += sizes[index].height + spacing }
            }
        } else {
            for index in range { running += extent(sizes[index]) }
        }
        return running
    }

    /// The first item whose extent plus spacing ends after `offset`, with its own offset;
    /// `nil` when all end at or before it.
    func item(endingAfter offset: CGFloat) -> (item: Int, offset: CGFloat)? {
        guard let (chunk, before) = chunks.firstElement(where: { $0.extent > offset }) else { return nil }
        var running = before.extent
        var item = before.count
        let allMeasured = chunks[chunk].summary.missing == 0
        let spacing = metric.spacing
        let horizontal = metric.horizontal
        for size in chunks[chunk].sizes {
            let next = running + (allMeasured ? (horizontal ? size.width : size.height) + spacing : extent(size))
            if next > offset { return (item, running) }
            running = next
            item += 1
        }
        // Rounding put the crossing past this chunk's last item: the next item, if any.
        return item < count ? (item, running) : nil
    }

    /// Calls `body` with each item from `first` on, its size (zero when not measured) and
    /// its offset, until `body` returns false.
    func forEach(from first: Int, startingAt offset: CGFloat, _ body: (Int, CGSize, CGFloat) -> Bool) {
        guard first < count else { return }
        var (chunk, local) = locate(first)
        var item = first
        var running = offset
        while chunk != chunks.endIndex {
            let sizes = chunks[chunk].sizes
            let marked = isMarked(chunks[chunk])
            while local < sizes.count {
                let stored = read(sizes[local], marked: marked)
                let size = layoutSize(of: stored)
                guard body(item, size, running) else { return }
                running += extent(stored)
                item += 1
                local += 1
            }
            chunk = chunks.index(after: chunk)
            local = 0
        }
    }

    /// The indexes of the items not measured, in order; stale ones only when
    /// `includingStale`. O(missing chunks · (log n + chunk)), plus O(chunks) when some are
    /// stale and they are left out (during a context change only).
    func missingItems(includingStale: Bool = false) -> [Int] {
        var result: [Int] = []
        guard includingStale || staleCount == 0 else {
            // The tree counts stale items as missing: walk the chunks, skipping those whose
            // missing items are all stale.
            var start = 0
            for chunk in chunks {
                if chunk.summary.missing > chunk.stale {
                    for (local, size) in chunk.sizes.enumerated() where Self.isMissing(size) && !Self.isStale(size) {
                        result.append(start + local)
                    }
                }
                start += chunk.sizes.count
            }
            return result
        }
        guard markedCount == 0 else {
            // The tree's `missing` counts of marked chunks are from before the marking: walk
            // the chunks (a marked chunk's items are all missing or stale).
            var start = 0
            for chunk in chunks {
                let marked = isMarked(chunk)
                for (local, size) in chunk.sizes.enumerated() where marked || Self.isMissing(size) {
                    result.append(start + local)
                }
                start += chunk.sizes.count
            }
            return result
        }
        var found = 0
        while found < missingCount {
            guard let (chunk, before) = chunks.firstElement(where: { $0.missing > found }) else { break }
            for (local, size) in chunks[chunk].sizes.enumerated() where Self.isMissing(size) {
                result.append(before.count + local)
            }
            found = before.missing + chunks[chunk].summary.missing
        }
        return result
    }

    /// These sizes as stale: every measured size becomes a placeholder with its extent,
    /// stale ones stay, missing ones stay missing. What a new context starts from, so the
    /// list keeps its shape while it is measured again.
    ///
    /// O(1): every chunk is marked at once, by raising ``staleEpoch``, and its sizes and
    /// summary are left as they are (the extents do not change). A chunk stores its marks
    /// when it is next written (``unmark(_:)``), and the totals that marking changes (the
    /// missing and stale counts) are corrected here, so a text size change on the main
    /// actor does not grow with the list.
    func staled() -> SectionSizes {
        var copy = self
        // Missing but not stale: these stay missing; every other item is now stale.
        let onlyMissing = missingCount - staleCount
        copy.staleEpoch += 1
        copy.markedCount = count
        copy.markedMissing = chunks.total.missing
        copy.staleCount = count - onlyMissing
        return copy
    }

    /// These sizes with every missing item (never measured in this context, not stale) given
    /// a stale placeholder of `extent`, so it takes room along the scroll axis and a rect finds
    /// it to measure: what a context kept while items were inserted in another starts from when
    /// the list returns to it (items of no extent would all sit at one offset, and the list
    /// could show nothing where they are).
    ///
    /// O(1) when no item is missing; else O(chunks), plus O(64) for each chunk holding one.
    func estimatingMissing(extent: CGFloat) -> SectionSizes {
        guard missingCount - staleCount > 0 else { return self }
        var copy = self
        // Stepped by hand, as in ``completed(measuring:)``: `indices` would hold a copy.
        var chunk = copy.chunks.startIndex
        while chunk != copy.chunks.endIndex {
            defer { chunk = copy.chunks.index(after: chunk) }
            guard copy.chunks[chunk].summary.missing > copy.chunks[chunk].stale else { continue }
            copy.unmark(chunk)
            for local in copy.chunks[chunk].sizes.indices
            where copy.chunks[chunk].sizes[local].width.native.bitPattern == Self.missingBits {
                copy.chunks[chunk].sizes[local] = copy.staleMarker(extent: extent)
            }
            copy.refresh(chunk)
        }
        return copy
    }

    /// Stores the marks of `chunk` when it is marked, so it can be written: its measured
    /// sizes become stale placeholders and its summary says so. O(chunk + log n).
    private mutating func unmark(_ chunk: PagedIndex) {
        guard isMarked(chunks[chunk]) else { return }
        let length = chunks[chunk].sizes.count
        markedCount -= length
        markedMissing -= chunks[chunk].summary.missing
        // Missing but not stale, from the summary as it was before the marking.
        let onlyMissing = chunks[chunk].summary.missing - chunks[chunk].stale
        chunks[chunk].epoch = staleEpoch
        for local in chunks[chunk].sizes.indices {
            let size = chunks[chunk].sizes[local]
            guard !Self.isMissing(size) else { continue }
            chunks[chunk].sizes[local] = staleMarker(extent: metric.extent(size))
        }
        // The section's stale count already holds these (``staled()``).
        chunks[chunk].stale = length - onlyMissing
        chunks[chunk].summary.missing = length
        chunks[chunk].summary.tallest = 0
        chunks.updateSummary(at: chunk)
    }

    /// The size to lay out `item` with: its size, a stale one's kept extent along the
    /// scroll axis, or zero.
    func layoutSize(at item: Int) -> CGSize {
        let (chunk, local) = locate(item)
        return layoutSize(inChunk: chunk, local: local)
    }

    /// The size to lay out the item at `local` in `chunk` with (see ``layoutSize(at:)``).
    func layoutSize(inChunk chunk: PagedIndex, local: Int) -> CGSize {
        layoutSize(of: read(chunks[chunk].sizes[local], marked: isMarked(chunks[chunk])))
    }

    /// How many items `chunk` holds.
    func chunkItemCount(_ chunk: PagedIndex) -> Int {
        chunks[chunk].sizes.count
    }

    /// The chunk after `chunk`, or `nil` after the last.
    func chunkIndex(after chunk: PagedIndex) -> PagedIndex? {
        let next = chunks.index(after: chunk)
        return next < chunks.endIndex ? next : nil
    }

    private func layoutSize(of stored: CGSize) -> CGSize {
        guard Self.isMissing(stored) else { return stored }
        let extent = Self.placeholderExtent(stored)
        return metric.horizontal ? CGSize(width: extent, height: 0) : CGSize(width: 0, height: extent)
    }

    /// Every size to lay out with, in order (see ``layoutSize(at:)``).
    func allSizes() -> [CGSize] {
        var result: [CGSize] = []
        result.reserveCapacity(count)
        for chunk in chunks {
            let marked = isMarked(chunk)
            for size in chunk.sizes { result.append(layoutSize(of: read(size, marked: marked))) }
        }
        return result
    }

    // MARK: Changing

    /// Sets the size of `item` (below ``count``); `nil` marks it not measured.
    mutating func set(_ size: CGSize?, at item: Int) {
        let (chunk, local) = locate(item)
        unmark(chunk)
        var stored = size ?? Self.missingMarker
        if size != nil, Self.isMissing(stored) { stored.width = .nan }
        chunks[chunk].sizes[local] = stored
        refresh(chunk)
    }

    /// Sets many sizes at once (items below ``count``), refreshing each chunk touched once
    /// rather than once per item: what measuring a whole list in a new context writes.
    mutating func set(_ updates: [(item: Int, size: CGSize)]) {
        var touched: [PagedIndex] = []
        for (item, size) in updates {
            let (chunk, local) = locate(item)
            unmark(chunk)
            var stored = size
            if Self.isMissing(stored) { stored.width = .nan }
            chunks[chunk].sizes[local] = stored
            if touched.last != chunk { touched.append(chunk) }
        }
        for chunk in Set(touched) { refresh(chunk) }
    }

    /// Inserts an item not measured yet at `item` (up to ``count``).
    mutating func insertMissing(at item: Int) {
        guard !chunks.isEmpty else {
            self = SectionSizes(missing: 1, metric: metric, pageSize: chunks.pageSize)
            return
        }
        let (chunk, local) = locate(item)
        unmark(chunk)
        chunks[chunk].sizes.insert(Self.missingMarker, at: local)
        if chunks[chunk].sizes.count > Self.maxChunk {
            // The halves hold the chunk's stale items between them: the section's count stays.
            let sizes = chunks[chunk].sizes
            let half = sizes.count / 2
            let head = Array(sizes[..<half])
            let (headSummary, headStale) = summary(of: head)
            chunks[chunk] = Chunk(sizes: head, summary: headSummary, stale: headStale, epoch: staleEpoch)
            let tail = Array(sizes[half...])
            let (tailSummary, tailStale) = summary(of: tail)
            // The insert refreshes the page's summaries, the head's included.
            chunks.insert(
                Chunk(sizes: tail, summary: tailSummary, stale: tailStale, epoch: staleEpoch),
                at: PagedIndex(page: chunk.page, slot: chunk.slot + 1))
        } else {
            refresh(chunk)
        }
    }

    /// Removes `item` (below ``count``).
    mutating func remove(at item: Int) {
        let (chunk, local) = locate(item)
        unmark(chunk)
        chunks[chunk].sizes.remove(at: local)
        if chunks[chunk].sizes.isEmpty {
            staleCount -= chunks[chunk].stale
            chunks.remove(at: chunk)
        } else {
            refresh(chunk)
        }
    }

    private func extent(_ size: CGSize) -> CGFloat {
        (Self.isMissing(size) ? Self.placeholderExtent(size) : metric.extent(size)) + metric.spacing
    }

    /// The summary of `sizes`, and how many of them are stale.
    private func summary(of sizes: [CGSize]) -> (run: ItemRunSummary, stale: Int) {
        var result = ItemRunSummary(count: sizes.count, missing: 0, extent: 0, tallest: 0)
        var stale = 0
        for size in sizes {
            if Self.isMissing(size) {
                result.missing += 1
                if Self.isStale(size) { stale += 1 }
                result.extent += Self.placeholderExtent(size) + metric.spacing
            } else {
                result.extent += metric.extent(size) + metric.spacing
                result.tallest = Swift.max(result.tallest, metric.cross(size))
            }
        }
        return (result, stale)
    }

    private mutating func refresh(_ chunk: PagedIndex) {
        let (summary, stale) = summary(of: chunks[chunk].sizes)
        chunks[chunk].summary = summary
        staleCount += stale - chunks[chunk].stale
        chunks[chunk].stale = stale
        chunks.updateSummary(at: chunk)
    }
}
