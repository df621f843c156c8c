import Foundation

// Model of the part of the Objective-C runtime UIKit relies on for optional delegate
// methods. On Apple platforms a list view asks its delegate `responds(to:)` before it sends
// an optional method, and an object that does not implement a method it said it responds
// to can hand the message to another object (`forwardingTarget(for:)`). Swift on Linux has
// no Objective-C runtime, so:
//
// - `Selector` is the method's Objective-C name.
// - An object adopting `UIKitModelObjectiveCMessaging` answers both questions itself, as an
//   `NSObject` subclass overriding them does on Apple platforms. Its `forwardingTarget(for:)`
//   must answer `nil` for the methods it implements (the runtime never asks it for those).
// - Any other object is taken to implement every optional method: the model's protocol
//   defaults are what UIKit does when the method is missing, so the result is the same.

/// The Objective-C name of a method (model: a string).
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// The method's Objective-C name, such as `tableView:willDisplayCell:forRowAtIndexPath:`.
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}

/// The selector named `name`.
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}

/// The name of `selector`.
public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}

/// What an `NSObject` subclass that overrides `responds(to:)` and `forwardingTarget(for:)`
/// answers on Apple platforms (where the runtime may ask from any thread, so the answers
/// are nonisolated). *Model only: not UIKit API.*
public protocol UIKitModelObjectiveCMessaging: AnyObject {
    /// Whether the object handles `aSelector`, itself or through its forwarding target.
    func responds(to aSelector: Selector!) -> Bool
    /// The object that receives `aSelector` instead; `nil` for methods the object
    /// implements itself.
    func forwardingTarget(for aSelector: Selector!) -> Any?
}

extension NSObjectProtocol {
    /// Whether the object responds to `aSelector`: its own answer when it adopts
    /// ``UIKitModelObjectiveCMessaging``, otherwise `true` (see the file's notes).
    public func responds(to aSelector: Selector!) -> Bool {
        (self as? any UIKitModelObjectiveCMessaging)?.responds(to: aSelector) ?? true
    }
}

/// The object an optional delegate method reaches, as the runtime decides: `nil` when the
/// delegate does not respond (UIKit then does what it does without the method), the
/// delegate's forwarding target when it names one, else the delegate. *Model internals.*
@MainActor
func modelReceiver<Delegate>(of delegate: Delegate?, for selector: String) -> Delegate? {
    guard let delegate else { return nil }
    guard let messaging = delegate as? any UIKitModelObjectiveCMessaging else { return delegate }
    let selector = Selector(selector)
    guard messaging.responds(to: selector) else { return nil }
    if let target = messaging.forwardingTarget(for: selector) {
        // A target that lacks the protocol would be "unrecognized selector" on iOS.
        return target as? Delegate
    }
    return delegate
}
