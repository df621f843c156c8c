import Foundation
import Tabula
import Testing

/// A static row of the description tests.
private enum VoiceOverRow: Hashable, Titled, Subtitled, Accessorized {
    case wifi(isOn: Bool)
    case account, language
    case sound(isChecked: Bool)

    var title: String? {
        switch self {
        case .wifi: "Wi-Fi"
        case .account: "Account"
        case .language: "Language"
        case .sound: "Sound"
        }
    }
    var subtitle: String? { self == .language ? "English" : nil }
    var accessory: StaticAccessory {
        switch self {
        case let .wifi(isOn): .toggle(isOn: isOn)
        case .account: .disclosureIndicator
        case .language: .none
        case let .sound(isChecked): .checkmark(isChecked: isChecked)
        }
    }
}

/// A row that hides itself from VoiceOver.
private struct Spacer: Hashable, Titled, AccessibilityDescribed {
    var title: String? { "gap" }
    var accessibility: ListAccessibility { .hidden }
}

/// Widget primitives' and static rows' descriptions, and the widget modifiers.
@Suite("VoiceOver descriptions")
struct ListAccessibilityTests {
    @Test("primitives describe themselves; separators and spacing are hidden")
    func primitiveDefaults() {
        #expect(Header(string: "Countries").accessibility == ListAccessibility(label: "Countries", traits: .header))
        #expect(Title(text: "Spain").accessibility == ListAccessibility(label: "Spain", traits: .staticText))
        #expect(TextBlock(text: "Long").accessibility?.traits == .staticText)
        #expect(ImagePlaceholder(name: "flag", height: 20).accessibility?.traits == .image)
        #expect(Spacing(height: 1, separator: .bottom).accessibility?.isHidden == true)
        #expect(Spacing(height: 8).accessibility?.isHidden == true)
        #expect(CustomWidget(1, kind: "n", height: 4).accessibility == nil)
    }

    @Test("a widget's modifier overrides its model's description and is part of its content")
    func widgetOverride() {
        let plain = Title(text: "Spain").widget()
        let hinted = plain.accessibility(hint: "Opens Spain", traits: [.staticText, .button])
        #expect(
            hinted.accessibility
                == ListAccessibility(label: "Spain", hint: "Opens Spain", traits: [.staticText, .button]))
        #expect(hinted.differenceIdentifier == plain.differenceIdentifier)
        #expect(!hinted.isContentEqual(to: plain))
        #expect(plain.accessibility(.hidden).accessibility == .hidden)
        #expect(plain.accessibility(nil).accessibility == nil)
        #expect(hinted.accessibility(isHidden: true).accessibility?.isHidden == true)
    }

    @Test("static rows: label from the title; a toggle reads as a switch, a disclosure as a button")
    func staticDefaults() {
        #expect(
            ListAccessibility(staticRow: VoiceOverRow.wifi(isOn: true))
                == ListAccessibility(label: "Wi-Fi", value: "1", traits: .toggle))
        #expect(ListAccessibility(staticRow: VoiceOverRow.wifi(isOn: false))?.value == "0")
        #expect(
            ListAccessibility(staticRow: VoiceOverRow.account) == ListAccessibility(label: "Account", traits: .button))
        #expect(
            ListAccessibility(staticRow: VoiceOverRow.language)
                == ListAccessibility(label: "Language", value: "English"))
        #expect(ListAccessibility(staticRow: VoiceOverRow.sound(isChecked: true))?.traits == [.button, .selected])
        #expect(ListAccessibility(staticRow: 42) == nil)
        #expect(Spacer().accessibility == .hidden)
        #expect(
            StandardCapabilities.all.contains {
                $0.name == StandardCapabilities.accessibility.name
            })
    }

    @Test("descriptions print what they say")
    func descriptions() {
        #expect(
            ListAccessibility(label: "Wi-Fi", value: "1", traits: .toggle).description
                == "ListAccessibility(Wi-Fi, value: 1, traits: [toggle])")
        #expect(ListAccessibility.hidden.description == "ListAccessibility(hidden)")
    }
}
