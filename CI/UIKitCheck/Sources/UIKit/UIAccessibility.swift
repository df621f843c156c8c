import Foundation

// Model of the accessibility API TabulaUIKit sets on cells, from the iOS 26.2 SDK's
// UIKit.framework/Headers: UIAccessibility.h (`@interface NSObject (UIAccessibility)`, line 44;
// `UIAccessibilityPostNotification`, line 521), UIAccessibilityConstants.h (traits, lines
// 28-114; notifications, lines 123-143) and UIKit.apinotes (Swift names: line 2144
// `UIAccessibility.Notification`, 2816 `layoutChanged`, 2864 `toggleButton`, 2949
// `UIAccessibility.post(notification:argument:)`).
//
// Model: the properties are stored and read back, nothing is spoken. NSObject is
// Foundation's, so they live in an extension backed by a side table: unlike UIKit's, a
// subclass cannot override them (TabulaUIKit only sets and reads them). Posted notifications
// are recorded, in order, for tests (`UIAccessibility.modelPostedNotifications`).

/// How an accessibility element behaves (UIAccessibilityConstants.h line 28: a `uint64_t`
/// of trait bits, imported to Swift as an option set). The bit values are the model's own:
/// apps and Tabula use the named traits, never the bits.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64

    /// Traits from bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits (line 31).
    public static let none = UIAccessibilityTraits([])
    /// A button (line 34).
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link (line 37).
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// A header dividing content into sections (line 40, iOS 6).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// An image (line 46).
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected (line 52).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Static text that does not change (line 61).
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Not enabled (line 72).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Adjustable by swiping up and down (line 90, iOS 4).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// A toggle (line 109, iOS 17).
    @available(iOS 17.0, *)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

/// A block answering a yes-or-no question or doing an action and saying whether it did
/// (UIAccessibility.h line 242, `AXBoolReturnBlock`, `NS_SWIFT_UI_ACTOR`).
public typealias AXBoolReturnBlock = @MainActor () -> Bool

/// The accessibility properties of `NSObject (UIAccessibility)` (UIAccessibility.h line 44)
/// and `NSObject (UIAccessibilityAction)`'s custom actions (line 411).
extension NSObject {
    /// Whether assistive technologies see the receiver as an element (line 52; default `NO`).
    @MainActor public var isAccessibilityElement: Bool {
        get { ModelAccessibilityTable.shared.values(of: self).isElement }
        set { ModelAccessibilityTable.shared.update(self) { $0.isElement = newValue } }
    }

    /// What the element is (line 64; default `nil`).
    @MainActor public var accessibilityLabel: String? {
        get { ModelAccessibilityTable.shared.values(of: self).label }
        set { ModelAccessibilityTable.shared.update(self) { $0.label = newValue } }
    }

    /// What activating it does (line 79; default `nil`).
    @MainActor public var accessibilityHint: String? {
        get { ModelAccessibilityTable.shared.values(of: self).hint }
        set { ModelAccessibilityTable.shared.update(self) { $0.hint = newValue } }
    }

    /// Its value, when it differs from the label (line 95; default `nil`).
    @MainActor public var accessibilityValue: String? {
        get { ModelAccessibilityTable.shared.values(of: self).value }
        set { ModelAccessibilityTable.shared.update(self) { $0.value = newValue } }
    }

    /// How it behaves (line 113; default none).
    @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { ModelAccessibilityTable.shared.values(of: self).traits }
        set { ModelAccessibilityTable.shared.update(self) { $0.traits = newValue } }
    }

    /// Whether the elements inside the receiver are hidden (line 160, iOS 5; default `NO`).
    @MainActor public var accessibilityElementsHidden: Bool {
        get { ModelAccessibilityTable.shared.values(of: self).elementsHidden }
        set { ModelAccessibilityTable.shared.update(self) { $0.elementsHidden = newValue } }
    }

    /// What VoiceOver's double-tap does instead of the element's default action (line 295,
    /// iOS 17: the block form of `accessibilityActivate`, line 346, which handles "the default
    /// action" and returns whether it did; default `nil`). Model: stored; a test calls it as
    /// VoiceOver would.
    @available(iOS 17.0, *)
    @MainActor public var accessibilityActivateBlock: AXBoolReturnBlock? {
        get { ModelAccessibilityTable.shared.values(of: self).activateBlock }
        set { ModelAccessibilityTable.shared.update(self) { $0.activateBlock = newValue } }
    }

    /// The actions offered in VoiceOver's actions rotor (line 411, iOS 8; default `nil`).
    @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { ModelAccessibilityTable.shared.values(of: self).customActions }
        set { ModelAccessibilityTable.shared.update(self) { $0.customActions = newValue } }
    }
}

/// The namespace of UIKit's accessibility functions in Swift (UIKit.apinotes line 2144).
public enum UIAccessibility {
    /// A notification for assistive technologies (UIAccessibilityConstants.h line 123,
    /// `UIAccessibilityNotifications`).
    public struct Notification: Hashable, Sendable, RawRepresentable {
        /// The notification's number.
        public let rawValue: UInt32

        /// A notification by number.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A new view covers most of the screen (line 129).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed: an element appeared, went or moved; the argument is the
        /// element VoiceOver moves to (line 136).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument, a string (line 143).
        public static let announcement = Notification(rawValue: 1008)
    }

    /// Posts `notification` to assistive technologies (UIAccessibility.h line 521). Model:
    /// recorded in ``modelPostedNotifications``.
    @MainActor public static func post(notification: Notification, argument: Any?) {
        modelPostedNotifications.append((notification, argument))
    }

    /// Every notification posted, in order. *Model only*: tests read and clear it.
    @MainActor public static var modelPostedNotifications: [(notification: Notification, argument: Any?)] = []
}

/// The accessibility values of every object that set one. *Model internals.*
@MainActor
private final class ModelAccessibilityTable {
    static let shared = ModelAccessibilityTable()

    struct Values {
        var isElement = false
        var label: String?
        var hint: String?
        var value: String?
        var traits: UIAccessibilityTraits = .none
        var elementsHidden = false
        var customActions: [UIAccessibilityCustomAction]?
        var activateBlock: AXBoolReturnBlock?
    }

    private struct Entry {
        weak var owner: NSObject?
        var values: Values
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    func values(of object: NSObject) -> Values {
        guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return Values() }
        return entry.values
    }

    func update(_ object: NSObject, _ change: (inout Values) -> Void) {
        var values = values(of: object)
        change(&values)
        entries[ObjectIdentifier(object)] = Entry(owner: object, values: values)
    }
}
