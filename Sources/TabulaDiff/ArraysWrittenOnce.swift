/// Arrays written once into uninitialised storage (no zero-filling pass first).
///
/// An empty result never goes through `init(unsafeUninitializedCapacity:)`: for capacity 0
/// the standard library hands out its one shared empty-array object and still stores the
/// (zero) count into it, so two threads diffing at once write the same global, which
/// ThreadSanitizer reports as a data race.
extension Array {
    /// An array of `count` elements that `fill` initialises in place; `fill` returns how many
    /// it initialised, from the start.
    @inlinable
    init(writingOnce count: Int, _ fill: (UnsafeMutableBufferPointer<Element>) -> Int) {
        guard count > 0 else {
            self = []
            return
        }
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in initialized = fill(buffer) }
    }
}

extension ContiguousArray {
    /// A contiguous array of `count` elements that `fill` initialises in place; `fill`
    /// returns how many it initialised, from the start.
    @inlinable
    init(writingOnce count: Int, _ fill: (UnsafeMutableBufferPointer<Element>) -> Int) {
        guard count > 0 else {
            self = []
            return
        }
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in initialized = fill(buffer) }
    }
}
