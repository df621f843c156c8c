/// A gate a page loader waits at until the test opens it, so a test sees the state
/// *while* a page is on its way without racing the load (the page's task and the test's
/// own awaits otherwise interleave in an order no test controls).
final class PageGate: Sendable {
    private let stream: AsyncStream<Never>
    private let continuation: AsyncStream<Never>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Never.self)
    }

    /// Returns once ``open()`` was called (at once if it already was). One waiter only:
    /// an `AsyncStream` has one consumer.
    func wait() async {
        for await _ in stream {}
    }

    /// Lets the waiter through.
    func open() {
        continuation.finish()
    }
}
