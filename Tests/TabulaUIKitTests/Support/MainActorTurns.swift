#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation

/// Gives the updater about `seconds` of main-actor turns (yielding, then sleeping 5 ms).
@MainActor
func mainActorTurns(for seconds: Double) async {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
        await Task.yield()
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
}

/// Polls until `condition` holds, for at most `seconds`, and says whether it held.
///
/// The bound only ends a test that would otherwise hang; it is not a speed claim. It is
/// generous (30 s by default) because this shared 2-core machine can starve the main actor
/// for seconds under load, and a held condition returns at once.
@MainActor
func eventually(within seconds: Double = 30, _ condition: () -> Bool) async -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end, !condition() {
        await Task.yield()
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return condition()
}
#endif
