import Dispatch
import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Computing many sizes at once, off the main actor and across cores (when a page of data
// arrives, its sizes are computed in the background, then the list is updated on the main
// actor).
extension ListLayout {
    /// The sizes of `items` at `width`, computed in up to `maxConcurrency` child tasks (when
    /// a page of data arrives: its sizes off the main actor, then the list updated on it).
    ///
    /// The result is in the order of `items` and equal to measuring them one by one.
    /// `measure` must be pure and thread-safe: a cell type's static frame functions with a
    /// ``TextMeasuring`` (which is `Sendable`) qualify.
    public static func sizes<Item: Sendable>(
        of items: [Item], width: CGFloat,
        maxConcurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        measure: @escaping @Sendable (Item, CGFloat) -> CGSize
    ) async -> [CGSize] {
        let signpost = ListSignposts.begin("Measure")
        defer { ListSignposts.end(signpost) }
        let chunks = chunkRanges(count: items.count, parts: maxConcurrency)
        guard chunks.count > 1 else { return items.map { measure($0, width) } }
        return await withTaskGroup(of: (Int, [CGSize]).self) { group in
            for (index, range) in chunks.enumerated() {
                let slice = Array(items[range])
                group.addTask { (index, slice.map { measure($0, width) }) }
            }
            var parts = [[CGSize]](repeating: [], count: chunks.count)
            for await (index, sizes) in group {
                parts[index] = sizes
            }
            return parts.flatMap { $0 }
        }
    }

    /// The sizes of `items` at `width`, computed on up to `maxConcurrency` threads at once
    /// with `DispatchQueue.concurrentPerform`; blocks until done. `maxConcurrency` 1
    /// measures on the calling thread (the one-core baseline of a benchmark).
    public static func sizesConcurrently<Item: Sendable>(
        of items: [Item], width: CGFloat,
        maxConcurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        measure: @Sendable (Item, CGFloat) -> CGSize
    ) -> [CGSize] {
        // Several small chunks per worker, taken from a shared queue: on a shared machine
        // one slow core then delays a width change by one chunk, not by half the work
        // (one chunk per core measured a 1.4x median speed-up on 2 cores).
        let signpost = ListSignposts.begin("Measure")
        defer { ListSignposts.end(signpost) }
        let workers = max(1, maxConcurrency)
        let chunks = chunkRanges(count: items.count, parts: workers == 1 ? 1 : workers * 8)
        guard chunks.count > 1 else { return items.map { measure($0, width) } }
        let queue = ChunkQueue(count: chunks.count)
        return [CGSize](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            // swift-format-ignore: NeverForceUnwrap
            // Safe by construction: more than one chunk means at least two items, so the
            // buffer has capacity and therefore a base address.
            let output = SizeBuffer(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: min(workers, chunks.count)) { _ in
                while let chunk = queue.next() {
                    for index in chunks[chunk] {
                        (output.base + index).initialize(to: measure(items[index], width))
                    }
                }
            }
            initialized = items.count
        }
    }

    /// Splits `0..<count` into at most `parts` contiguous, nearly equal ranges.
    static func chunkRanges(count: Int, parts: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let parts = min(max(1, parts), count)
        let base = count / parts
        let extra = count % parts
        var ranges: [Range<Int>] = []
        var start = 0
        for part in 0..<parts {
            let length = base + (part < extra ? 1 : 0)
            ranges.append(start..<start + length)
            start += length
        }
        return ranges
    }
}

/// The output of ``ListLayout/sizesConcurrently(of:width:maxConcurrency:measure:)``.
/// @unchecked Sendable: each index is written by exactly one worker (chunks are handed
/// out once), and the buffer
/// outlives `concurrentPerform`, which returns only when every worker is done.
private struct SizeBuffer: @unchecked Sendable {
    let base: UnsafeMutablePointer<CGSize>
}

/// Hands out chunk numbers to the workers of a concurrent sizing pass, each exactly once.
/// @unchecked Sendable: `nextChunk` is only touched under `lock`.
private final class ChunkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var nextChunk = 0

    init(count: Int) {
        self.count = count
    }

    /// The next chunk to measure, or `nil` when all are taken.
    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextChunk < count else { return nil }
        defer { nextChunk += 1 }
        return nextChunk
    }
}
