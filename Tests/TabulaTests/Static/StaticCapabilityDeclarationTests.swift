import Foundation
@_spi(TabulaInternal) @_spi(Testing) import Tabula
import Testing

// Capabilities declared in one line: which rows they fill, and the resolver's cache of
// matches per model type and cell type.

protocol Starred {
    var stars: Int { get }
}

@MainActor
protocol StarredConfigurable: AnyObject {
    func configure(by model: any Starred)
}

struct StarredRow: Hashable, Sendable, Starred, Titled {
    var stars: Int
    var title: String? { "\(stars) stars" }
}

/// Titled but not Starred.
struct PlainRow: Hashable, Sendable, Titled {
    var title: String? { "plain" }
}

final class StarCell: StaticCell, StarredConfigurable, TitledConfigurable {
    var stars = 0
    var title: String?
    var filled: [String] = []
    init() {}
    func configure(by model: any Starred) {
        stars = model.stars
        filled.append("stars")
    }
    func configure(by model: any Titled) {
        title = model.title
        filled.append("title")
    }
}

/// Titled only: the star capability does not reach it.
final class TitleOnlyCell: StaticCell, TitledConfigurable {
    var title: String?
    init() {}
    func configure(by model: any Titled) { title = model.title }
}

@MainActor
final class CallCounter {
    var calls = 0
}

@MainActor
@Suite("Static capabilities, declared in one line")
struct StaticCapabilityDeclarationTests {
    let starred = StaticCapability { (m: any Starred, c: any StarredConfigurable) in c.configure(by: m) }

    @Test func aMatchingModelAndCellAreFilled() {
        let resolver = StaticCapabilityResolver<StarredRow>(capabilities: [starred])
        let cell = StarCell()
        resolver.apply(StarredRow(stars: 5), to: cell)
        #expect(cell.stars == 5)
        #expect(cell.filled == ["stars"])
        #expect(starred.name == "Starred with StarredConfigurable")
    }

    @Test func aModelOrACellWithoutTheCapabilityIsLeftAlone() {
        let counter = CallCounter()
        let counting = StaticCapability(name: "counting") { (_: any Starred, _: any StarredConfigurable) in
            counter.calls += 1
        }
        let plainResolver = StaticCapabilityResolver<PlainRow>(capabilities: [counting])
        let cell = StarCell()
        plainResolver.apply(PlainRow(), to: cell)
        #expect(plainResolver.shared(by: PlainRow(), and: cell).isEmpty, "the model is not Starred")

        let starredResolver = StaticCapabilityResolver<StarredRow>(capabilities: [counting])
        let titleOnly = TitleOnlyCell()
        starredResolver.apply(StarredRow(stars: 2), to: titleOnly)
        #expect(starredResolver.shared(by: StarredRow(stars: 2), and: titleOnly).isEmpty, "the cell is not Starred")
        #expect(counter.calls == 0)
        #expect(titleOnly.title == nil)
    }

    @Test func theMatchIsCachedPerCellTypeAndEachCellTypeGetsItsOwn() {
        let resolver = StaticCapabilityResolver<StarredRow>(capabilities: StandardCapabilities.all + [starred])
        let stars = (0..<10).map { _ in StarCell() }
        let titles = (0..<10).map { _ in TitleOnlyCell() }
        for (index, (starCell, titleCell)) in zip(stars, titles).enumerated() {
            resolver.apply(StarredRow(stars: index), to: starCell)
            resolver.apply(StarredRow(stars: index), to: titleCell)
        }
        #expect(resolver.resolutionCount == 2, "one resolution per (model type, cell type)")
        #expect(stars.map(\.stars) == Array(0..<10))
        #expect(stars.allSatisfy { $0.filled == ["title", "stars"] }, "the order of the list")
        #expect(titles.map(\.title) == (0..<10).map { "\($0) stars" })
    }

    @Test func theMatchIsCachedPerModelTypeToo() {
        // A resolver over an existential model sees several model types: the cache key
        // holds the model's dynamic type as well as the cell's.
        let resolver = StaticCapabilityResolver<any Titled>(capabilities: [StandardCapabilities.titled, starred])
        let fromStarred = StarCell()
        let fromPlain = StarCell()
        for _ in 0..<3 {
            resolver.apply(StarredRow(stars: 4), to: fromStarred)
            resolver.apply(PlainRow(), to: fromPlain)
        }
        #expect(resolver.resolutionCount == 2)
        #expect(fromStarred.stars == 4)
        #expect(fromStarred.title == "4 stars")
        #expect(fromPlain.stars == 0, "a plain row is not Starred, though its cell is")
        #expect(fromPlain.title == "plain")
    }

    @Test func aModelWithSeveralCapabilitiesGetsThemAllInOrder() {
        // The second title capability overrides the first: later ones win.
        let shouting = StaticCapability(name: "shouting") { (m: any Titled, c: TitleOnlyCell) in
            c.title = m.title?.uppercased()
        }
        let resolver = StaticCapabilityResolver<StarredRow>(
            capabilities: [StandardCapabilities.titled, starred, shouting])
        let star = StarCell()
        resolver.apply(StarredRow(stars: 3), to: star)
        #expect(star.filled == ["title", "stars"], "a concrete cell type matches only itself")
        let title = TitleOnlyCell()
        resolver.apply(StarredRow(stars: 3), to: title)
        #expect(title.title == "3 STARS")
        #expect(resolver.shared(by: StarredRow(stars: 3), and: title).map(\.name) == ["titled", "shouting"])
    }
}
