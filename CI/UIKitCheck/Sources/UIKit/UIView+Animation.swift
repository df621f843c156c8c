import Foundation

extension UIView {
    /// Whether changes animate (`false` inside ``performWithoutAnimation(_:)``).
    public static var areAnimationsEnabled: Bool {
        modelAnimationsDisabledDepth == 0
    }

    /// Runs `actionsWithoutAnimation` with animations turned off.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        modelAnimationsDisabledDepth += 1
        defer { modelAnimationsDisabledDepth -= 1 }
        actionsWithoutAnimation()
    }

    private static var modelAnimationsDisabledDepth = 0
}

extension UIView {
    /// How an animation runs (model: the two options TabulaUIKit uses).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Runs `animations` as a transition of `view` (model: at once, recorded in
    /// ``modelTransitionCount``; `completion` runs with `true` right after).
    public static func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        modelTransitionCount += 1
        animations?()
        completion?(true)
    }

    /// How many transitions ran so far. *Model only: not UIKit API.*
    public private(set) static var modelTransitionCount = 0
}
