import Foundation

// Trait change registration, iOS 17 (UITraitCollection.h:200-231; the Swift overlay's
// `UITraitDefinition` and `UITraitChangeObservable`): a view registers a handler for some
// traits and is called with its previous traits after one of them changed. It replaces
// `traitCollectionDidChange(_:)`, which UIKit deprecates from iOS 17 (line 198) but still
// calls: the model calls both, the handlers after the method, on every view whose trait
// changed, hidden or not (when UIKit updates a hidden view's traits, no header says).
// Only the content size category is modelled.

/// What a trait is (the Swift overlay's `UITraitDefinition`, iOS 17).
@available(iOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
}

/// A trait, as registrations name it.
@available(iOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// The content size category trait (UITrait.h:87; the overlay's struct).
@available(iOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public typealias Value = UIContentSizeCategory
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let identifier = "UITraitPreferredContentSizeCategory"
    public static let name = "PreferredContentSizeCategory"
}

/// An object with traits (UITraitCollection.h:194).
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {}

/// A registration's token (UITraitCollection.h:202), for `unregisterForTraitChanges(_:)`.
@available(iOS 17.0, *)
public protocol UITraitChangeRegistration: AnyObject {}

/// One handler and the traits it follows. *Model internals.*
@available(iOS 17.0, *)
final class ModelTraitChangeRegistration: UITraitChangeRegistration {
    let followsContentSizeCategory: Bool
    let handler: @MainActor (UIView, UITraitCollection) -> Void

    init(followsContentSizeCategory: Bool, handler: @escaping @MainActor (UIView, UITraitCollection) -> Void) {
        self.followsContentSizeCategory = followsContentSizeCategory
        self.handler = handler
    }
}

@available(iOS 17.0, *)
extension UIView {
    /// A handler's type: the view, and its traits before the change.
    public typealias TraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Calls `handler` after any of `traits` changes for this view (line 221).
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        let follows = traits.contains { $0 == UITraitPreferredContentSizeCategory.self }
        let registration = ModelTraitChangeRegistration(followsContentSizeCategory: follows) { view, previous in
            guard let environment = view as? TraitEnvironment else { return }
            handler(environment, previous)
        }
        modelTraitRegistrations.append(registration)
        return registration
    }

    /// Ends `registration` (line 230).
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        modelTraitRegistrations.removeAll { $0 === registration }
    }

    /// The handlers registered on this view. *Model only: not UIKit API.*
    public var modelTraitChangeRegistrationCount: Int {
        modelTraitRegistrations.count
    }
}
