import Foundation
@_spi(TabulaInternal) @_spi(Testing) import Tabula
import Testing

// The resolver keeps the witness tables a shared capability's casts found for a (model type,
// cell type) pair and builds later rows' existentials from them instead of casting: every shape
// of parameter fills the cell from its own row, and shapes it cannot rebuild are cast per row.

/// Wider than an existential's three-word buffer, so its value lives in a box.
struct WideStarredRow: Starred, Titled {
    var stars: Int
    var a = 1, b = 2, c = 3
    var name: String
    var title: String? { name }
}

final class StarredObject: Starred {
    let stars: Int
    init(stars: Int) { self.stars = stars }
}

class StarBaseCell: StaticCell {
    required init() {}
}

final class StarSubCell: StarBaseCell, StarredConfigurable {
    var stars = 0
    var seen: [ObjectIdentifier] = []
    func configure(by model: any Starred) {
        stars = model.stars
        if let object = model as? StarredObject { seen.append(ObjectIdentifier(object)) }
    }
}

@MainActor
@Suite("Static capabilities, witness tables kept per type pair")
struct StaticCapabilityWitnessTests {
    let starred = StaticCapability { (m: any Starred, c: any StarredConfigurable) in c.configure(by: m) }

    @Test func theStandardShapeIsRebuiltAndEachRowFillsItsCell() {
        let resolver = StaticCapabilityResolver<WideStarredRow>(capabilities: [StandardCapabilities.titled, starred])
        let cells = (0..<4).map { _ in StarCell() }
        // Every cell gets another row on each pass, as in a scroll.
        for pass in 0..<3 {
            for (index, cell) in cells.enumerated() {
                let row = (index + pass) % 4
                resolver.apply(WideStarredRow(stars: row, name: "row \(row)"), to: cell)
            }
            for (index, cell) in cells.enumerated() {
                let row = (index + pass) % 4
                #expect(cell.stars == row)
                #expect(cell.title == "row \(row)")
            }
        }
        #expect(resolver.resolutionCount == 1)
        let reused = resolver.reusesWitnesses(of: WideStarredRow(stars: 0, name: ""), and: StarCell())
        #expect(reused.map(\.model) == [true, true])
        #expect(reused.map(\.cell) == [true, true])
    }

    @Test func aClassModelIsPassedItselfAndIsNotKept() {
        let resolver = StaticCapabilityResolver<StarredObject>(capabilities: [starred])
        let cell = StarSubCell()
        weak var first: StarredObject?
        var identities: [ObjectIdentifier] = []
        for stars in 0..<3 {
            let object = StarredObject(stars: stars)
            if stars == 0 { first = object }
            identities.append(ObjectIdentifier(object))
            resolver.apply(object, to: cell)
            #expect(cell.stars == stars)
        }
        #expect(cell.seen == identities)
        #expect(first == nil, "the resolver holds no model")
        #expect(resolver.reusesWitnesses(of: StarredObject(stars: 1), and: cell).map(\.model) == [true])
    }

    @Test func theResolverHoldsNoCell() {
        let resolver = StaticCapabilityResolver<StarredRow>(capabilities: [starred])
        weak var released: StarCell?
        do {
            let cell = StarCell()
            released = cell
            resolver.apply(StarredRow(stars: 2), to: cell)
            #expect(cell.stars == 2)
        }
        #expect(released == nil)
    }

    @Test func compositionsOfTwoProtocolsOnBothSides() {
        let both = StaticCapability {
            (m: any Starred & Titled, c: any StarredConfigurable & TitledConfigurable) in
            c.configure(by: m as any Titled)
            c.configure(by: m as any Starred)
        }
        let resolver = StaticCapabilityResolver<StarredRow>(capabilities: [both])
        let cell = StarCell()
        for stars in 1...3 {
            resolver.apply(StarredRow(stars: stars), to: cell)
            #expect(cell.stars == stars)
            #expect(cell.title == "\(stars) stars")
        }
        #expect(cell.filled.count == 6)
        #expect(resolver.reusesWitnesses(of: StarredRow(stars: 1), and: cell).map(\.model) == [true])
        #expect(resolver.reusesWitnesses(of: StarredRow(stars: 1), and: cell).map(\.cell) == [true])
    }

    @Test func aCellBoundBySuperclassAndProtocolAndAnAnyModel() {
        let counter = CallCounter()
        let bound = StaticCapability { (m: any Starred, c: any StarBaseCell & StarredConfigurable) in
            c.configure(by: m)
        }
        let anything = StaticCapability { (_: Any, _: StarBaseCell) in counter.calls += 1 }
        let resolver = StaticCapabilityResolver<StarredRow>(capabilities: [bound, anything])
        let cell = StarSubCell()
        for stars in [4, 5] {
            resolver.apply(StarredRow(stars: stars), to: cell)
            #expect(cell.stars == stars)
        }
        #expect(counter.calls == 2)
        let reused = resolver.reusesWitnesses(of: StarredRow(stars: 1), and: cell)
        #expect(reused.map(\.model) == [true, true], "`Any` is an existential of no protocol")
        #expect(reused.map(\.cell) == [true, false], "a class type is cast")
    }

    @Test func concreteParameterTypesAreCastOnEveryRow() {
        let concrete = StaticCapability { (m: StarredRow, c: StarCell) in c.stars = m.stars * 10 }
        let resolver = StaticCapabilityResolver<StarredRow>(capabilities: [concrete])
        let cell = StarCell()
        for stars in [1, 2] {
            resolver.apply(StarredRow(stars: stars), to: cell)
            #expect(cell.stars == stars * 10)
        }
        let reused = resolver.reusesWitnesses(of: StarredRow(stars: 1), and: cell)
        #expect(reused.map(\.model) == [false])
        #expect(reused.map(\.cell) == [false])
    }

    @Test func aModelTheCastUnwrapsIsCastOnEveryRow() {
        // `Optional<StarredRow>` is not Starred, but `as?` unwraps it: the tables found are
        // `StarredRow`'s, not the row type's, so they are not reused.
        let resolver = StaticCapabilityResolver<StarredRow?>(capabilities: [starred])
        let cell = StarCell()
        resolver.apply(StarredRow(stars: 6), to: cell)
        #expect(cell.stars == 6)
        resolver.apply(StarredRow(stars: 7), to: cell)
        #expect(cell.stars == 7)
        resolver.apply(nil, to: cell)
        #expect(cell.stars == 7, "a nil row does not cast: the cell is left as it was")
        #expect(resolver.reusesWitnesses(of: StarredRow(stars: 1), and: cell).map(\.model) == [false])
        #expect(resolver.resolutionCount == 1)
    }
}
