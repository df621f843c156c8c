#if canImport(UIKit)
import Foundation

/// What the screens' live updates share: a repeating main-actor task that ends once its
/// screen is gone, and a storage write on a background queue that the screen can await (the
/// model tests call the screens' "deliver one now" methods instead of waiting for the timer).
enum LiveUpdates {
    /// Calls `deliver` with `owner` every `interval` seconds, until `owner` is released; with no
    /// interval, never (the tests deliver by hand).
    @MainActor
    static func repeating<Owner: AnyObject & Sendable>(
        every interval: TimeInterval?, for owner: Owner, _ deliver: @escaping @MainActor @Sendable (Owner) async -> Void
    ) {
        guard let interval else { return }
        Task { @MainActor [weak owner] in
            while true {
                try? await Task.sleep(nanoseconds: UInt64(interval * 1_000_000_000))
                guard let owner else { return }
                await deliver(owner)
            }
        }
    }

    /// Runs `write` on `queue` and returns once it has run; a write that throws is printed,
    /// naming `what` (a showcase has no better place for it).
    static func write(on queue: DispatchQueue, _ what: String, _ write: @escaping @Sendable () throws -> Void) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            queue.async {
                do {
                    try write()
                } catch {
                    print("Tabula Showcase: \(what) not stored: \(error)")
                }
                finished.resume()
            }
        }
    }
}
#endif
