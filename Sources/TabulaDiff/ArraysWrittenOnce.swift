/// Arrays written once into uninitialised storage (no zero-filling pass first).
///
/// An empty result never goes through `init(unsafeUninitializedCapacity:)`: for capacity 0
/// the standard library hands out its one shared empty-array object and still stores the
/// (zero) count into it, so two threads diffing at once write the same global, which
/// ThreadSanitizer reports as a data race.
///
/// `Array` and `ContiguousArray` both have the initialiser, but no standard protocol names
/// it; this one does, so one `init(writingOnce:_:)` serves both.
@usableFromInline
protocol WrittenOnceArray: ExpressibleByArrayLiteral {
    associatedtype Element

    init(
        unsafeUninitializedCapacity: Int,
        initializingWith initializer: (inout UnsafeMutableBufferPointer<Element>, inout Int) throws -> Void
    ) rethrows
}

extension Array: WrittenOnceArray {}

extension ContiguousArray: WrittenOnceArray {}

extension WrittenOnceArray {
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
