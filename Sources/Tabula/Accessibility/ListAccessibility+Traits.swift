extension ListAccessibility {
    /// How a row behaves for VoiceOver: the subset of UIKit's `UIAccessibilityTraits` a list
    /// row needs (UIAccessibilityConstants.h in the iOS 26.2 SDK, lines 34-109), as a
    /// platform-free option set. The UIKit adapters map each to UIKit's trait of the same
    /// name, except ``toggle`` (see there).
    public struct Traits: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The bits.
        public let rawValue: UInt32

        /// Traits from bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Activating the row does something (`UIAccessibilityTraitButton`, line 34).
        public static let button = Traits(rawValue: 1 << 0)
        /// A heading that divides the list (`UIAccessibilityTraitHeader`, iOS 6, line 40).
        public static let header = Traits(rawValue: 1 << 1)
        /// The row is selected or checked (`UIAccessibilityTraitSelected`, line 52).
        public static let selected = Traits(rawValue: 1 << 2)
        /// Text that does not change (`UIAccessibilityTraitStaticText`, line 61).
        public static let staticText = Traits(rawValue: 1 << 3)
        /// A picture (`UIAccessibilityTraitImage`, line 46).
        public static let image = Traits(rawValue: 1 << 4)
        /// The row is disabled (`UIAccessibilityTraitNotEnabled`, line 72).
        public static let notEnabled = Traits(rawValue: 1 << 5)
        /// Swiping up or down changes the value (`UIAccessibilityTraitAdjustable`, iOS 4, line 90).
        public static let adjustable = Traits(rawValue: 1 << 6)
        /// An on/off switch; its state is the ``ListAccessibility/value``, `"1"` or `"0"` (what
        /// `UISwitch` reports). On iOS 17 and later UIKit has a trait for it,
        /// `UIAccessibilityTraitToggleButton` (line 109), and VoiceOver reads "switch button,
        /// on". Before iOS 17 no public trait says "switch": the adapters copy the traits of
        /// the row's own `UISwitch` (a static row's accessory), else use the button trait.
        public static let toggle = Traits(rawValue: 1 << 7)

        /// `[header, staticText]`.
        public var description: String {
            let names: [(Traits, String)] = [
                (.button, "button"), (.header, "header"), (.selected, "selected"), (.staticText, "staticText"),
                (.image, "image"), (.notEnabled, "notEnabled"), (.adjustable, "adjustable"), (.toggle, "toggle"),
            ]
            return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
        }
    }
}
