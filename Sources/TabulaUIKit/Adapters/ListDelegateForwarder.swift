#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import UIKit

/// The base of the adapters that lets an app keep its own delegates: every delegate,
/// data source and scroll view call the adapter does not implement goes to the app's
/// objects (held weakly), and `responds(to:)` answers for them, so UIKit's
/// behaviour that depends on whether a method exists stays as the app wrote it.
///
/// The Objective-C runtime does the forwarding: `responds(to:)` is true for the adapter's
/// own methods and for any method an app delegate responds to, and `forwardingTarget(for:)`
/// names the first app delegate that responds to a method the adapter lacks. Methods the
/// adapter implements and the app also wants (display, selection, scrolling, prefetching)
/// are passed on by the adapter itself.
///
/// UIKit reads which optional methods its delegate has when the delegate is set, so the
/// adapters set themselves again as the list view's delegate whenever an app delegate
/// changes, and when one deallocates (`DelegateReleaseWatch`): UIKit would otherwise go
/// on sending its methods, which nobody implements then ("unrecognized selector").
@MainActor
public class ListDelegateForwarder: NSObject {
    /// The app's objects, first answer wins; read by `responds(to:)`, which the runtime
    /// may call from any thread.
    private let targets = ForwardingTargets()

    /// Replaces the app's objects that receive what the adapter does not implement, and
    /// watches each for its release.
    func setForwardedDelegates(_ delegates: [(any NSObjectProtocol)?]) {
        let objects = delegates.compactMap { $0 }
        targets.set(objects)
        // The key is this forwarder's address: two adapters forwarding to one object each
        // keep their own watch.
        let key = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        for object in objects {
            DelegateReleaseWatch.attach(to: object, key: key) { [weak self] in self?.forwardedDelegateMayHaveGone() }
        }
    }

    /// A watched app object deallocated (or its watch was replaced): when one is gone,
    /// the list view must ask the adapter `responds(to:)` again.
    private func forwardedDelegateMayHaveGone() {
        guard targets.dropReleased() else { return }
        listViewMustAskAgain()
    }

    /// Sets the adapter again as the list view's delegate (nil first: UIKit keeps its
    /// answers when the same object is set again), so UIKit asks `responds(to:)` anew.
    /// Overridden by the adapters.
    func listViewMustAskAgain() {}

    /// The app's objects that receive what the adapter does not implement, first answer
    /// wins.
    var forwardedDelegates: [any NSObjectProtocol] {
        targets.all
    }

    /// The first app object that responds to `selector`.
    nonisolated func forwardedDelegate(for selector: Selector) -> (any NSObjectProtocol)? {
        targets.all.first { $0.responds(to: selector) }
    }

    #if canImport(ObjectiveC)
    /// True for the adapter's own methods and for any method an app delegate responds to.
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        guard let aSelector else { return false }
        return forwardedDelegate(for: aSelector) != nil
    }

    /// The app delegate that answers a method the adapter lacks.
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard let aSelector, let target = forwardedDelegate(for: aSelector) else {
            return super.forwardingTarget(for: aSelector)
        }
        return target
    }
    #else
    // Without an Objective-C runtime (the Linux model of UIKit), the adapters list the
    // optional methods they implement, which the runtime would know from the class.

    /// The Objective-C names of the optional methods the adapter implements itself.
    nonisolated var implementedSelectors: Set<String> { [] }

    /// True for the adapter's own methods and for any method an app delegate responds to.
    public nonisolated func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return implementedSelectors.contains(aSelector.name) || forwardedDelegate(for: aSelector) != nil
    }

    /// The app delegate that answers a method the adapter lacks; `nil` for the adapter's own.
    public nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard let aSelector, !implementedSelectors.contains(aSelector.name) else { return nil }
        return forwardedDelegate(for: aSelector)
    }
    #endif
}

#if !canImport(ObjectiveC)
// The Linux model of UIKit asks these questions through its own protocol.
extension ListDelegateForwarder: UIKitModelObjectiveCMessaging {
    /// The runtime finds exactly the adapter's own methods in its class.
    public nonisolated func modelClassImplements(_ aSelector: Selector) -> Bool {
        implementedSelectors.contains(aSelector.name)
    }
}
#endif

/// Weak references to the app's delegates, safe to read from any thread.
private final class ForwardingTargets: @unchecked Sendable {
    // @unchecked Sendable: `boxes` is guarded by `lock`; the objects are only asked
    // `responds(to:)`, which Objective-C answers on any thread.
    private struct WeakBox {
        weak var object: AnyObject?
    }

    private let lock = NSLock()
    private var boxes: [WeakBox] = []

    func set(_ objects: [any NSObjectProtocol]) {
        let new = objects.map { WeakBox(object: $0) }
        lock.withLock { boxes = new }
    }

    /// Forgets the objects that have deallocated; whether there were any.
    func dropReleased() -> Bool {
        lock.withLock {
            let count = boxes.count
            boxes.removeAll { $0.object == nil }
            return boxes.count != count
        }
    }

    var all: [any NSObjectProtocol] {
        lock.withLock { boxes.compactMap { $0.object as? any NSObjectProtocol } }
    }
}
#endif
