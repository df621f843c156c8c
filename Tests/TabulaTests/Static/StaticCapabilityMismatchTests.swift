import Foundation
@_spi(TabulaInternal) @_spi(Testing) import Tabula
import Testing

// A third-party capability with a bug: it pairs every `Starred` model with `StarCell`,
// whatever cell type it is asked about. The applier once converted the
// cell with `unsafeDowncast`, so applying it to any other cell was undefined behaviour (a
// trap in debug builds, memory corruption in release builds).

protocol Starred {
    var stars: Int { get }
}

@MainActor
protocol StarredConfigurable: AnyObject {
    func configure(by model: any Starred)
}

enum MispairedStarCapability: StaticCapability {
    static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<Model>? {
        // The bug: `cell` is not checked.
        guard let modelType = model as? any Starred.Type else { return nil }
        return pair(modelType)
    }

    private static func pair<Model, M: Starred>(_: M.Type) -> StaticCapabilityApplier<Model>? {
        .pairing(M.self, StarCell.self) { model, cell in cell.configure(by: model) }
    }
}

final class StarCell: StaticCell, StarredConfigurable {
    var stars = 0
    init() {}
    func configure(by model: any Starred) { stars = model.stars }
}

/// Not a `StarCell`, though it has the same stored layout: a wrong downcast would write its
/// `stars` as if it were one.
final class LookalikeCell: StaticCell {
    var stars = 0
    init() {}
}

struct StarredRow: Differentiable, Hashable, Sendable, Starred, Titled {
    var stars: Int
    var title: String? { "\(stars) stars" }
    var differenceIdentifier: String { "starred" }
}

@MainActor
@Suite("Static capabilities, wrong pairings")
struct StaticCapabilityMismatchTests {
    @Test func aCapabilityPairedWithTheWrongCellTypeDoesNotTouchTheCell() {
        let resolver = StaticCapabilityResolver<StarredRow>(capabilities: [MispairedStarCapability.self])
        let right = StarCell()
        resolver.apply(StarredRow(stars: 5), to: right)
        #expect(right.stars == 5, "the right cell type is filled")

        let wrong = LookalikeCell()
        resolver.apply(StarredRow(stars: 3), to: wrong)  // trapped before the fix
        #expect(wrong.stars == 0, "a cell of another type is left alone")
    }

    @Test func checkedApplyThrowsATypedErrorNamingTheCapabilityAndBothCellTypes() throws {
        let resolver = StaticCapabilityResolver<StarredRow>(capabilities: [MispairedStarCapability.self])
        let applier = try #require(resolver.appliers(for: LookalikeCell.self).first)
        let wrong = LookalikeCell()
        let expected = StaticTableError.capabilityCellMismatch(
            capability: "pairing StarredRow with StarCell", expectedCell: "StarCell", actualCell: "LookalikeCell")
        #expect(throws: expected) {
            try applier.checkedApply(StarredRow(stars: 3), to: wrong)
        }
        #expect(wrong.stars == 0)
        #expect(
            expected.description.contains(
                "capability pairing StarredRow with StarCell fills cells of type StarCell, not LookalikeCell"))

        let right = StarCell()
        try applier.checkedApply(StarredRow(stars: 4), to: right)
        #expect(right.stars == 4)
    }

    @Test func aPairingCanNameItsCapability() throws {
        let applier = try #require(
            StaticCapabilityApplier<StarredRow>.pairing(StarredRow.self, StarCell.self, capability: "Starred") {
                model, cell in
                cell.configure(by: model)
            })
        #expect(applier.capability == "Starred")
        #expect(
            throws: StaticTableError.capabilityCellMismatch(
                capability: "Starred", expectedCell: "StarCell", actualCell: "LookalikeCell")
        ) {
            try applier.checkedApply(StarredRow(stars: 1), to: LookalikeCell())
        }
        // Another model type: no pairing at all (unchanged).
        #expect(StaticCapabilityApplier<Int>.pairing(StarredRow.self, StarCell.self) { _, _ in } == nil)
    }

    @Test func aTableWithAWronglyPairedCapabilityShowsItsRowsWithoutTrapping() {
        let constructor = LookalikeConstructor()
        let fixture = StaticFixture(constructor)  // configures the visible cells: trapped before the fix
        let cell = fixture.staticCell(at: 0, as: LookalikeCell.self)
        #expect(cell != nil)
        #expect(cell?.stars == 0)
        #expect(fixture.updater.statistics.violations.isEmpty)
    }
}

final class LookalikeConstructor: StaticTableConstructor {
    var sections: [StaticSection<StarredRow>] { [StaticSection(id: "stars", rows: [StarredRow(stars: 2)])] }
    var capabilities: [any StaticCapability.Type] { StandardCapabilities.all + [MispairedStarCapability.self] }
    func cellType(for model: StarredRow) -> any StaticCell.Type { LookalikeCell.self }
}
