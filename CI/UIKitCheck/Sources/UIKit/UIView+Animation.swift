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
