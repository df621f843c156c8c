#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import UIKit

/// Tells its owner when the object it is attached to deallocates.
///
/// Why: UIKit asks a delegate `responds(to:)` once, when the delegate is set, and keeps the
/// answers. The adapters answer yes for the app delegate's methods and forward them; when
/// the app lets its delegate go (held weakly), UIKit would go on sending those methods to
/// the adapter, which can no longer forward them: "unrecognized selector", a crash. A
/// Swift class cannot implement `forwardInvocation:` to swallow them, so the adapter makes
/// UIKit ask again the moment the app delegate goes: this watch is attached to the app
/// delegate as an associated object, which the Objective-C runtime releases while the
/// delegate deallocates (objc/runtime.h, `objc_setAssociatedObject`), so its `deinit` runs
/// then, before UIKit can send the delegate's next message.
final class DelegateReleaseWatch: Sendable {
    private let onRelease: @Sendable () -> Void

    private init(onRelease: @escaping @Sendable () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        onRelease()
    }

    /// Attaches a watch to `object` under `key` (one per watcher; a new one replaces the
    /// old, whose release then reports a delegate that is still alive: the handler checks).
    /// `handler` runs on the main actor: at once when the object deallocates there (as
    /// UIKit's delegates do), else on the main actor's next turn.
    static func attach(
        to object: AnyObject, key: UnsafeRawPointer, _ handler: @escaping @MainActor @Sendable () -> Void
    ) {
        let watch = DelegateReleaseWatch { runOnMainActor(handler) }
        objc_setAssociatedObject(object, key, watch, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    private static func runOnMainActor(_ handler: @escaping @MainActor @Sendable () -> Void) {
        #if canImport(ObjectiveC)
        // On Apple platforms the main actor is the main thread.
        if Thread.isMainThread {
            MainActor.assumeIsolated(handler)
        } else {
            Task { @MainActor in handler() }
        }
        #else
        // The Linux model of UIKit releases associated values only from its list views,
        // which are main-actor isolated (and the main actor need not be the main thread there).
        MainActor.assumeIsolated(handler)
        #endif
    }
}
#endif
