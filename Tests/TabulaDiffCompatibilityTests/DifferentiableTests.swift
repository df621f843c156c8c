import TabulaDiff
import Testing

/// Model conformances as DifferenceKit documents them, and the flat diff they feed.
@Suite("DifferenceKit compatibility: Differentiable and flat diffs")
struct DifferentiableTests {
    @Test func explicitIdentityAndContent() {
        let source = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
        let target = [Person(id: 2, name: "Grace"), Person(id: 1, name: "Ada"), Person(id: 3, name: "Edsger")]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(ChangeTotals(staged) == ChangeTotals(elementInserted: 1, elementMoved: 1))
    }

    @Test func changedContentIsAnUpdateAtTheBeforePath() {
        let source = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
        let target = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace Hopper")]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(staged.count == 1)
        #expect(staged.first?.elementUpdated == [ElementPath(element: 1, section: 0)])
        #expect(staged.first?.changeCount == 1)
    }

    @Test func hashableDefaultsMakeTheValueItsOwnIdentity() {
        #expect(Colour(name: "teal").differenceIdentifier == Colour(name: "teal"))
        #expect(Shelf.poetry.differenceIdentifier == .poetry)
        #expect(Colour(name: "teal").isContentEqual(to: Colour(name: "teal")))
        #expect(!Colour(name: "teal").isContentEqual(to: Colour(name: "navy")))

        // A changed value is another identity: a delete and an insert, never an update.
        let source = [Colour(name: "teal"), Colour(name: "navy")]
        let target = [Colour(name: "teal"), Colour(name: "ochre")]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(ChangeTotals(staged) == ChangeTotals(elementDeleted: 1, elementInserted: 1))
    }

    @Test func contentEquatableDefaults() {
        // Equatable: content equality is `==`.
        #expect(Badge(label: "new").isContentEqual(to: Badge(label: "new")))
        #expect(!Badge(label: "new").isContentEqual(to: Badge(label: "old")))

        // Optional: both nil, or both values with equal content. `Article` is not Equatable,
        // so these go through its own `isContentEqual(to:)`.
        let plain = Article(slug: "a", badge: nil, tags: [])
        let tagged = Article(slug: "a", badge: nil, tags: [Badge(label: "swift")])
        let none: Article? = nil
        #expect(none.isContentEqual(to: nil))
        #expect(!none.isContentEqual(to: plain))
        #expect(!Optional(plain).isContentEqual(to: nil))
        #expect(Optional(plain).isContentEqual(to: plain))
        #expect(!Optional(plain).isContentEqual(to: tagged))

        // Array: the same count and equal content position by position.
        #expect([plain, tagged].isContentEqual(to: [plain, tagged]))
        #expect(![plain, tagged].isContentEqual(to: [tagged, plain]))
        #expect(![plain].isContentEqual(to: [plain, plain]))
        #expect([Article]().isContentEqual(to: []))
    }

    @Test func contentIdentifiableAndContentEquatableComposeIntoDifferentiable() {
        func identities<T: Differentiable>(_ values: [T]) -> [T.DifferenceIdentifier] {
            values.map { $0.differenceIdentifier }
        }
        let source = [
            Article(slug: "intro", badge: nil, tags: []),
            Article(slug: "setup", badge: Badge(label: "draft"), tags: []),
        ]
        let target = [
            Article(slug: "setup", badge: Badge(label: "final"), tags: []),
            Article(slug: "intro", badge: nil, tags: [Badge(label: "swift")]),
        ]
        #expect(identities(target) == ["setup", "intro"])
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(ChangeTotals(staged) == ChangeTotals(elementUpdated: 2, elementMoved: 1))
    }

    @Test func sectionParameterNamesThePathsSection() {
        let source = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
        let target = [Person(id: 2, name: "Grace"), Person(id: 3, name: "Barbara")]
        let staged = StagedChangeset(source: source, target: target, section: 4)
        expectReplay(staged, from: source, to: target, section: 4)
        for stage in staged {
            let paths =
                stage.elementDeleted + stage.elementInserted + stage.elementUpdated
                + stage.elementMoved.flatMap { [$0.source, $0.target] }
            #expect(!paths.isEmpty)
            #expect(paths.allSatisfy { $0.section == 4 })
        }
    }

    @Test func emptySourceAndEmptyTarget() {
        let people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
        let fill = StagedChangeset(source: [], target: people)
        expectReplay(fill, from: [], to: people)
        #expect(ChangeTotals(fill) == ChangeTotals(elementInserted: 2))

        let clear = StagedChangeset(source: people, target: [])
        expectReplay(clear, from: people, to: [])
        #expect(ChangeTotals(clear) == ChangeTotals(elementDeleted: 2))

        #expect(StagedChangeset<[Person]>(source: [], target: []).isEmpty)
    }
}

/// `AnyDifferentiable`: elements of different types in one collection.
@Suite("DifferenceKit compatibility: AnyDifferentiable")
struct AnyDifferentiableTests {
    @Test func heterogeneousElementsDiff() {
        let source = [
            AnyDifferentiable(Shelf.fiction),
            AnyDifferentiable(Person(id: 7, name: "Ada")),
            AnyDifferentiable(Colour(name: "teal")),
        ]
        let target = [
            AnyDifferentiable(Person(id: 7, name: "Ada Lovelace")),
            AnyDifferentiable(Shelf.fiction),
            AnyDifferentiable(Colour(name: "teal")),
            AnyDifferentiable(Shelf.poetry),
        ]
        let staged = StagedChangeset(source: source, target: target)
        #expect(!staged.isEmpty)
        expectReplay(staged, from: source, to: target)
        #expect(ChangeTotals(staged) == ChangeTotals(elementInserted: 1, elementUpdated: 1, elementMoved: 1))
        #expect((staged.last?.data[0].base as? Person)?.name == "Ada Lovelace")
    }

    @Test func baseIdentityAndContentForwardToTheWrappedValue() {
        let wrapped = AnyDifferentiable(Person(id: 7, name: "Ada"))
        #expect(wrapped.base is Person)
        #expect(wrapped.differenceIdentifier == AnyHashable(7))
        #expect(wrapped.isContentEqual(to: AnyDifferentiable(Person(id: 7, name: "Ada"))))
        #expect(!wrapped.isContentEqual(to: AnyDifferentiable(Person(id: 7, name: "Grace"))))
        // Values of different types never have equal content.
        #expect(!AnyDifferentiable(Shelf.fiction).isContentEqual(to: AnyDifferentiable(Colour(name: "fiction"))))
        // Wrapping a wrapper does not nest.
        #expect(AnyDifferentiable(wrapped).base is Person)
    }

    @Test func equalCollectionsGiveNoStages() {
        let list = [AnyDifferentiable(Shelf.travel), AnyDifferentiable(Person(id: 1, name: "Ada"))]
        #expect(StagedChangeset(source: list, target: list).isEmpty)
    }
}
