import Foundation

/// A nib file's objects, instantiated on demand.
///
/// Model: nib files cannot be read on Linux. A test describes a nib's top-level objects with
/// ``modelRegister(nibName:instantiate:)``; `init(nibName:bundle:)` and `instantiate` then
/// work as in UIKit. Instantiating a nib nobody described raises UIKit's "Could not load
/// NIB" exception (recorded by the view that asked, or returned empty).
@MainActor
open class UINib: NSObject {
    /// Options for `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    private static var descriptions: [String: @MainActor () -> [Any]] = [:]

    /// The nib's name.
    public let modelNibName: String

    /// A nib named `name` in `bundleOrNil` (the main bundle when `nil`).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        modelNibName = name
        super.init()
    }

    /// The nib's top-level objects, new each call.
    @discardableResult
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        Self.descriptions[modelNibName]?() ?? []
    }

    /// Whether a nib of this name was described.
    var isDescribed: Bool {
        Self.descriptions[modelNibName] != nil
    }

    /// Describes the nib `nibName`: `instantiate` returns what `instantiate` returns.
    /// *Model only: not UIKit API.*
    public static func modelRegister(nibName: String, instantiate: @escaping @MainActor () -> [Any]) {
        descriptions[nibName] = instantiate
    }
}
