import Foundation

// Model of Objective-C associated objects (usr/include/objc/runtime.h:1605-1637,
// `objc_setAssociatedObject`; https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)),
// which `import UIKit` brings along on Apple platforms.
//
// On Apple platforms the runtime releases an object's associated values while the object
// deallocates (Apple's "Associative References", The Objective-C Programming Language,
// on an array holding a string with OBJC_ASSOCIATION_RETAIN: "When the array is
// deallocated, however, overview is released"; the open-source runtime does it in
// `objc_destructInstance`, during `dealloc`). Swift on Linux has no
// hook into the deallocation of an arbitrary object, so the model releases the values of
// deallocated owners the next time a model list view sends its delegate a message
// (`modelReleaseAssociatedObjectsOfDeallocatedOwners`): late, but before UIKit could act
// on the owner's absence, which is what an app observes on the main thread.

/// How an associated value is held (objc/runtime.h line 1611). Model: the strong,
/// non-atomic policy only.
// swift-format-ignore: TypeNamesShouldBeCapitalized
// The model's names are the runtime's own (objc/runtime.h), so the adapters compile unchanged.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A strong reference to the associated value; not made atomically.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // The runtime's name (objc/runtime.h line 1613).
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
}

/// Associates `value` with `object` under `key` (`nil` clears it), held as `policy` says
/// until replaced or until `object` deallocates (see the file's notes).
// swift-format-ignore: AlwaysUseLowerCamelCase
// The runtime's name (objc/runtime.h line 1635), so the adapters compile unchanged.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    ModelAssociations.shared.set(object as AnyObject, key: key, value: value)
}

/// Releases the associated values of objects that have deallocated, outside the table's
/// lock (a value's `deinit` may set associations again). *Model internals.*
func modelReleaseAssociatedObjectsOfDeallocatedOwners() {
    let released = ModelAssociations.shared.removeDeallocatedOwners()
    withExtendedLifetime(released) {}
}

/// The associations of all objects. *Model internals.*
private final class ModelAssociations: @unchecked Sendable {
    // @unchecked Sendable: `entries` is guarded by `lock`, as the runtime guards its table
    // (objc_setAssociatedObject may be called on any thread).
    static let shared = ModelAssociations()

    private struct Entry {
        weak var owner: AnyObject?
        let key: UnsafeRawPointer
        var value: Any
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    func set(_ owner: AnyObject, key: UnsafeRawPointer, value: Any?) {
        var replaced: Any?
        lock.withLock {
            if let index = entries.firstIndex(where: { $0.owner === owner && $0.key == key }) {
                replaced = entries[index].value
                if let value { entries[index].value = value } else { entries.remove(at: index) }
            } else if let value {
                entries.append(Entry(owner: owner, key: key, value: value))
            }
        }
        withExtendedLifetime(replaced) {}  // released here, outside the lock
    }

    func value(of owner: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.withLock { entries.first { $0.owner === owner && $0.key == key }?.value }
    }

    func removeDeallocatedOwners() -> [Any] {
        lock.withLock {
            let released = entries.filter { $0.owner == nil }.map(\.value)
            entries.removeAll { $0.owner == nil }
            return released
        }
    }
}

/// The value associated with `object` under `key`, or `nil` (objc/runtime.h line 1650).
// swift-format-ignore: AlwaysUseLowerCamelCase
// The runtime's name (objc/runtime.h line 1650), so the adapters compile unchanged.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    ModelAssociations.shared.value(of: object as AnyObject, key: key)
}
