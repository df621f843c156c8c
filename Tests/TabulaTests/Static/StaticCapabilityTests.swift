import Foundation
@_spi(TabulaInternal) @_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// A capability added outside the library: no central switch edited, resolved like the
/// standard ones.
protocol Badged {
    var badge: Int { get }
}

@MainActor
protocol BadgedConfigurable: AnyObject {
    func configure(by model: any Badged)
}

/// The capability, in one line.
let badgedCapability = StaticCapability { (m: any Badged, c: any BadgedConfigurable) in c.configure(by: m) }

final class InboxCell: StaticCell, TitledConfigurable, BadgedConfigurable {
    var title: String?
    var badge = 0
    init() {}
    func configure(by model: any Titled) { title = model.title }
    func configure(by model: any Badged) { badge = model.badge }
}

enum InboxRow: Differentiable, Hashable, Sendable, Titled, Badged {
    case unread(Int)
    var title: String? { "Unread" }
    var badge: Int {
        if case let .unread(count) = self { return count }
        return 0
    }
    var differenceIdentifier: String { "unread" }
}

final class InboxConstructor: StaticTableConstructor {
    var unread = 3
    var sections: [StaticSection<InboxRow>] { [StaticSection(id: "inbox", rows: [.unread(unread)])] }
    var capabilities: [StaticCapability] { StandardCapabilities.all + [badgedCapability] }
    func cellType(for model: InboxRow) -> any StaticCell.Type { InboxCell.self }
}

@MainActor
@Suite("Static capabilities")
struct StaticCapabilityTests {
    @Test func aNewCapabilityFillsCellsWithoutEditingTheLibrary() async throws {
        let constructor = InboxConstructor()
        let fixture = StaticFixture(constructor)
        let cell = try #require(fixture.staticCell(at: 0, as: InboxCell.self))
        #expect(cell.title == "Unread")
        #expect(cell.badge == 3)
        constructor.unread = 7
        fixture.list.show(fixture.constructor)
        await fixture.list.waitUntilIdle()
        #expect(fixture.staticCell(at: 0, as: InboxCell.self) === cell, "a payload change reconfigures in place")
        #expect(cell.badge == 7)
        #expect(fixture.host.counters.cellsReconfigured == 1)
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func capabilitiesAreResolvedOncePerCellTypeAndOnlyForSharedCapabilities() {
        let resolver = StaticCapabilityResolver<SettingsRow>()
        // SettingsRow is Titled, Imaged, Accessorized, Coloured, Subtitled (not Fonted).
        #expect(resolver.shared(by: .signOut, and: SettingsCell()).map(\.name) == ["titled", "imaged", "accessory"])
        #expect(resolver.shared(by: .signOut, and: TextCell()).map(\.name) == ["titled", "subtitled", "coloured"])
        #expect(resolver.shared(by: .signOut, and: EmptyCell()).isEmpty)
        let cell = TextCell()
        for _ in 0..<100 {
            resolver.apply(.signOut, to: cell)
        }
        #expect(resolver.resolutionCount == 3)
        #expect(cell.configureCount == 100)
        #expect(cell.textColor == .red)
        // A model type with no capabilities shares none.
        #expect(StaticCapabilityResolver<Int>().shared(by: 1, and: TextCell()).isEmpty)
    }

    @Test func dynamicHeightsComeFromTheCellType() {
        let measurer = MonospaceTextMeasurer(characterWidth: 8, lineHeight: 20)
        // 320 - 32 = 288 points = 36 columns.
        let long = InboxRow.unread(1)
        #expect(TextCell.height(for: long, width: 320, measurer: measurer) == 44)
        struct LongTitle: Titled { var title: String? { String(repeating: "word ", count: 20) } }
        #expect(TextCell.height(for: LongTitle(), width: 320, measurer: measurer) == 84, "3 lines of 20 plus 24")
        #expect(EmptyCell.height(for: long, width: 320, measurer: measurer) == 20)
        #expect(SettingsCell.height(for: long, width: 320, measurer: measurer) == 44)
    }
}
