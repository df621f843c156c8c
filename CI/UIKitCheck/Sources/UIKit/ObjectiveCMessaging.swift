import Foundation

// Model of the part of the Objective-C runtime UIKit relies on for optional delegate
// methods. On Apple platforms a list view asks its delegate `responds(to:)` before it sends
// an optional method, and an object that does not implement a method it said it responds
// to can hand the message to another object (`forwardingTarget(for:)`). Swift on Linux has
// no Objective-C runtime, so:
//
// - `Selector` is the method's Objective-C name.
// - An object adopting `UIKitModelObjectiveCMessaging` answers both questions itself, as an
//   `NSObject` subclass overriding them does on Apple platforms, and says which methods its
//   class implements (what the runtime finds in the class's method lists). Its
//   `forwardingTarget(for:)` must answer `nil` for the methods it implements (the runtime
//   never asks it for those).
// - A message reaches the object's own method if its class implements it, else the
//   forwarding target; with neither (and no `forwardInvocation:`, which a Swift class cannot
//   implement), NSObject's `doesNotRecognizeSelector:` raises "unrecognized selector sent
//   to instance" (usr/include/objc/NSObject.h lines 89-91 declare both; Apple's NSObject
//   documentation of `forwardingTarget(for:)`: "Returns the object to which unrecognized
//   messages should first be directed", and of `doesNotRecognizeSelector(_:)`: "Handles
//   messages the receiver doesn't recognize", raising NSInvalidArgumentException).
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
// swift-format-ignore: AlwaysUseLowerCamelCase
// Foundation's name (NSObjCRuntime.h line 622), so the adapters compile unchanged.
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}

/// The name of `selector`.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Foundation's name (NSObjCRuntime.h line 621), so the adapters compile unchanged.
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
    /// Whether the object's class implements `aSelector` itself (on Apple platforms:
    /// `class_respondsToSelector(object_getClass(self), aSelector)`, which looks at the
    /// class's methods and never calls an overridden `responds(to:)`).
    func modelClassImplements(_ aSelector: Selector) -> Bool
}

extension NSObjectProtocol {
    /// Whether the object responds to `aSelector`: its own answer when it adopts
    /// ``UIKitModelObjectiveCMessaging``, otherwise `true` (see the file's notes).
    public func responds(to aSelector: Selector!) -> Bool {
        (self as? any UIKitModelObjectiveCMessaging)?.responds(to: aSelector) ?? true
    }
}

/// The object an optional delegate method reaches, as the runtime decides after the list
/// view kept `responses` when its delegate was set (see ModelDelegateResponses.swift):
/// `nil` when the kept answer is no (UIKit then does what it does without the method); else
/// the delegate if its class implements the method, else its forwarding target; with
/// neither, the message is "unrecognized selector sent to instance", which `engine` raises
/// (and the model then goes on as if the delegate lacked the method). *Model internals.*
@MainActor
func modelReceiver<Delegate>(
    of delegate: Delegate?, for selector: String, responses: ModelDelegateResponses, engine: ListViewEngine
) -> Delegate? {
    guard let delegate, responses.respondedWhenSet(to: selector) else { return nil }
    guard let messaging = delegate as? any UIKitModelObjectiveCMessaging else { return delegate }
    let selector = Selector(selector)
    if messaging.modelClassImplements(selector) { return delegate }
    if let target = messaging.forwardingTarget(for: selector) {
        if let target = target as? Delegate { return target }
        // A target that lacks the protocol does not implement the method either.
        engine.raise(unrecognized(selector, by: target), name: "NSInvalidArgumentException")
        return nil
    }
    engine.raise(unrecognized(selector, by: delegate), name: "NSInvalidArgumentException")
    return nil
}

/// Objective-C's reason text for a message nothing implements (as an app's crash log
/// shows it: `-[Class selector]: unrecognized selector sent to instance 0x…`).
private func unrecognized(_ selector: Selector, by object: Any) -> String {
    "-[\(type(of: object)) \(selector.name)]: unrecognized selector sent to instance"
}

/// The object an optional delegate method reaches when the caller asks `responds(to:)` at
/// the time it sends the method, not when the delegate was set (a layout object asking the
/// collection view's delegate: no header says it keeps the answers, so the model asks each
/// time): `nil` when the delegate does not respond; else the delegate if its class
/// implements the method, else its forwarding target. *Model internals.*
@MainActor
func modelCurrentReceiver<Delegate>(of delegate: Delegate?, for selector: String, engine: ListViewEngine)
    -> Delegate?
{
    guard let delegate else { return nil }
    guard let messaging = delegate as? any UIKitModelObjectiveCMessaging else { return delegate }
    let selector = Selector(selector)
    guard messaging.responds(to: selector) else { return nil }
    if messaging.modelClassImplements(selector) { return delegate }
    if let target = messaging.forwardingTarget(for: selector) as? Delegate { return target }
    engine.raise(unrecognized(selector, by: delegate), name: "NSInvalidArgumentException")
    return nil
}
