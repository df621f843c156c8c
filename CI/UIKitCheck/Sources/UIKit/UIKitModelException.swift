import Foundation

/// An exception real UIKit would raise (and crash the app with). The model records it
/// instead, on the view that raised it (`modelExceptions`) and through
/// ``UIKitModel/exceptionHandler`` (tests point it at `Issue.record`), so a test fails
/// where an app would crash, and the test run goes on.
///
/// *Model only: not UIKit API.*
public struct UIKitModelException: Hashable, Sendable, CustomStringConvertible, Error {
    /// The exception name (`NSInternalInconsistencyException` for the update and reuse rules
    /// UIKit checks, `NSInvalidArgumentException` for a bad argument).
    public var name: String
    /// UIKit's reason text.
    public var reason: String

    /// An `NSInternalInconsistencyException` with `reason`.
    public init(_ reason: String, name: String = "NSInternalInconsistencyException") {
        self.name = name
        self.reason = reason
    }

    /// `name: reason`.
    public var description: String {
        "\(name): \(reason)"
    }
}

/// Model-wide settings. *Model only: not UIKit API.*
@MainActor
public enum UIKitModel {
    /// Called with every exception any model view raises, after the view records it.
    public static var exceptionHandler: (@MainActor (UIKitModelException) -> Void)?
}
