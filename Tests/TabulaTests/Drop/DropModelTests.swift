import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// Random sequences of drags and drops (one or several items, within a section, across
/// sections, between two lists, new content from outside) interleaved with other threads'
/// writes, checked against a plain reference model of each storage after every step.
///
/// The test hands each written update to the updater itself, when the seed says, so a drop
/// meets every state a real one can: the screen showing the storage exactly, or behind it
/// by writes the updater has not heard of or holds for a drag. Every batch goes to a strict
/// headless host (UIKit's rules checked; a refused batch fails the run), and at every
/// settled point each screen shows its storage.
///
/// Seeded; a failure names its seed and step. `TABULA_DROP_SEEDS` (default 40) seeds of
/// `TABULA_DROP_STEPS` (default 80) steps, on tables and collections, with animations that
/// end at once or when the test ends them. `TABULA_DROP_SEED_BASE` picks the first seed;
/// `TABULA_DROP_TRACE` prints every step (both screens and storages).
@MainActor
@Suite("Drops: random drags, drops and writes against a reference model")
struct DropModelTests {
    typealias Card = DropList.Card
    typealias Sections = [[Card]]

    struct Configuration: Sendable, CustomTestStringConvertible {
        var kind: ListHostKind
        var animation: HeadlessListView.AnimationMode
        var testDescription: String { "\(kind), \(animation)" }
    }

    nonisolated static let configurations: [Configuration] = [
        .init(kind: .table, animation: .immediate), .init(kind: .collection, animation: .immediate),
        .init(kind: .table, animation: .manual), .init(kind: .collection, animation: .manual),
    ]

    static func environment(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }

    // MARK: Reference model (plain arrays; written from the API's contract, not its code)

    /// The error the contract names for taking `ids` out of `sections` (first bad id wins).
    static func removalError(_ ids: [Int], from sections: Sections, operation: String) -> ListStorageError? {
        var seen = Set<Int>()
        for id in ids {
            if !seen.insert(id).inserted { return .duplicateItem(operation: operation, identifier: "\(id)") }
            if !sections.joined().contains(where: { $0.id == id }) {
                return .itemNotFound(operation: operation, identifier: "\(id)")
            }
        }
        return nil
    }

    /// `sections` without the first item of each id in `ids`, and those items in `ids`' order.
    static func removing(_ ids: [Int], from sections: Sections) -> (Sections, [Card]) {
        var rest = sections
        var taken: [Card] = []
        for id in ids {
            for section in rest.indices {
                if let index = rest[section].firstIndex(where: { $0.id == id }) {
                    taken.append(rest[section].remove(at: index))
                    break
                }
            }
        }
        return (rest, taken)
    }

    /// The error for inserting at `path` (0...count) of `sections`, if any.
    static func placeError(_ path: ListIndexPath, in sections: Sections, operation: String) -> ListStorageError? {
        guard sections.indices.contains(path.section) else {
            return .sectionOutOfRange(operation: operation, section: path.section, count: sections.count)
        }
        guard path.item >= 0, path.item <= sections[path.section].count else {
            return .itemOutOfRange(operation: operation, path: path, count: sections[path.section].count)
        }
        return nil
    }

    /// Where the contract puts dropped items in data the user did not see: after the item
    /// that stood before them on screen, when it is in the same section, else first.
    static func place(after neighbour: Card?, section: Int, in sections: Sections) -> ListIndexPath {
        guard let neighbour else { return .at(section, 0) }
        for (index, items) in sections.enumerated() {
            if let item = items.firstIndex(where: { $0.id == neighbour.id }) {
                return index == section ? .at(section, item + 1) : .at(section, 0)
            }
        }
        return .at(section, 0)
    }

    static func inserting(_ cards: [Card], at path: ListIndexPath, in sections: Sections) -> Sections {
        var result = sections
        result[path.section].insert(contentsOf: cards, at: path.item)
        return result
    }

    // MARK: The run

    /// One list under test and its reference.
    @MainActor
    final class Side {
        let list: DropList
        var reference: Sections
        var dragging = false

        init(_ ids: [[Int]], configuration: Configuration) throws {
            list = try DropList(ids, kind: configuration.kind, animation: configuration.animation)
            reference = ids.map { $0.map { Card(id: $0) } }
        }

        var screen: Sections { list.updater.presentedSections.map { $0.items.array } }
        var stored: Sections { list.storage.snapshot.sections.map { $0.items.array } }
        /// Whether the storage holds exactly the snapshot on screen (the drop is repeated as is).
        var exact: Bool { list.updater.presentedVersion == list.storage.snapshot.version }
    }

    @Test(arguments: configurations)
    func randomDropsAndWritesMatchTheReference(configuration: Configuration) throws {
        let seeds = Self.environment("TABULA_DROP_SEEDS", default: 40)
        let steps = Self.environment("TABULA_DROP_STEPS", default: 80)
        var counts: [String: Int] = [:]
        let first = UInt64(Self.environment("TABULA_DROP_SEED_BASE", default: 1))
        let trace = ProcessInfo.processInfo.environment["TABULA_DROP_TRACE"] != nil
        for seed in first...(first + UInt64(seeds) - 1) {
            var random = SplitMix64(seed: seed)
            var nextID = 100
            let sides = [
                try Side([[0, 1, 2, 3], [4, 5], []], configuration: configuration),
                try Side([[10, 11, 12], [], [13]], configuration: configuration),
            ]
            for step in 0..<steps {
                let context = "seed \(seed), \(configuration.testDescription), step \(step)"
                let pick = Int.random(in: 0..<2, using: &random)
                let side = sides[pick]
                let other = sides[1 - pick]
                let action = Int.random(in: 0..<20, using: &random)
                switch action {
                case 0..<4:
                    try write(side, nextID: &nextID, using: &random)
                    counts["write", default: 0] += 1
                case 4..<6:
                    side.list.deliverOne()
                case 6:
                    side.list.deliver()
                case 7:
                    if side.dragging {
                        side.list.updater.endUserDrag()
                    } else {
                        side.list.updater.beginUserDrag()
                    }
                    side.dragging.toggle()
                case 8:
                    _ = side.list.host.finishAnimations()
                case 9..<14:
                    counts[try dropWithin(side, using: &random, context), default: 0] += 1
                case 14..<18:
                    counts[try dropAcross(from: other, into: side, using: &random, context), default: 0] += 1
                default:
                    counts[try dropNew(into: side, nextID: &nextID, using: &random, context), default: 0] += 1
                }
                if trace {
                    print(
                        "\(context): action \(action) on \(pick); screens \(sides.map(\.screen)); stored \(sides.map(\.stored)); exact \(sides.map(\.exact))"
                    )
                }
                for (index, checked) in sides.enumerated() {
                    #expect(checked.stored == checked.reference, "\(context): storage \(index)")
                    #expect(checked.list.updater.statistics.violations == [], "\(context): list \(index)")
                    #expect(checked.list.host.counters.batchesRejected == 0, "\(context): list \(index)")
                }
                if sides.contains(where: { $0.stored != $0.reference || $0.list.host.counters.batchesRejected > 0 }) {
                    Issue.record("stopped at \(context)")
                    return
                }
                if Int.random(in: 0..<10, using: &random) == 0 {
                    for (index, settled) in sides.enumerated() {
                        Self.settle(settled)
                        #expect(settled.list.mismatches() == [], "\(context): settled list \(index)")
                    }
                }
            }
            for (index, settled) in sides.enumerated() {
                Self.settle(settled)
                #expect(
                    settled.list.mismatches() == [],
                    "seed \(seed), \(configuration.testDescription): end, list \(index)")
            }
        }
        // The runs reach every kind of drop, valid and refused.
        for kind in ["within", "within refused", "across", "across refused", "new", "new refused", "write"] {
            #expect(counts[kind, default: 0] > 0, "no \(kind) drops: \(counts)")
        }
    }

    /// Ends the side's drag, hands over every write and ends every animation.
    static func settle(_ side: Side) {
        if side.dragging {
            side.list.updater.endUserDrag()
            side.dragging = false
        }
        side.list.deliver()
        for _ in 0..<20 where side.list.host.pendingCompletionCount > 0 || !side.list.updater.isIdle {
            _ = side.list.host.finishAnimations()
        }
    }

    /// Another thread's write: insert, remove, edit or move, made on the storage and the
    /// reference alike.
    func write(_ side: Side, nextID: inout Int, using random: inout SplitMix64) throws {
        let all = side.reference.enumerated().flatMap { section, items in
            items.indices.map { ListIndexPath.at(section, $0) }
        }
        let choice = all.isEmpty ? 0 : Int.random(in: 0..<4, using: &random)
        switch choice {
        case 0:
            let section = Int.random(in: 0..<side.reference.count, using: &random)
            let path = ListIndexPath.at(section, Int.random(in: 0...side.reference[section].count, using: &random))
            let card = Card(id: nextID)
            nextID += 1
            try side.list.write { try $0.insertItems([card], at: path) }
            side.reference[path.section].insert(card, at: path.item)
        case 1:
            let path = all[Int.random(in: 0..<all.count, using: &random)]
            try side.list.write { try $0.removeItems(at: [path]) }
            side.reference[path.section].remove(at: path.item)
        case 2:
            let path = all[Int.random(in: 0..<all.count, using: &random)]
            var card = side.reference[path.section][path.item]
            card.text = "t\(Int.random(in: 0..<1_000, using: &random))"
            try side.list.write { try $0.replaceItem(at: path, with: card) }
            side.reference[path.section][path.item] = card
        default:
            let from = all[Int.random(in: 0..<all.count, using: &random)]
            let section = Int.random(in: 0..<side.reference.count, using: &random)
            let count = side.reference[section].count - (section == from.section ? 1 : 0)
            let to = ListIndexPath.at(section, Int.random(in: 0...count, using: &random))
            try side.list.write { try $0.moveItem(from: from, to: to) }
            let card = side.reference[from.section].remove(at: from.item)
            side.reference[to.section].insert(card, at: to.item)
        }
    }

    /// One to three ids from `screen`, now and then an unknown one or one named twice.
    func dragged(from screen: Sections, using random: inout SplitMix64) -> [Int] {
        let ids = screen.joined().map(\.id)
        var picked = Array(ids.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
        switch Int.random(in: 0..<12, using: &random) {
        case 0: picked.append(999)
        case 1: if let first = picked.first { picked.append(first) }
        default: break
        }
        return picked
    }

    /// A destination in `sections` with `kept` items left in each, now and then out of range.
    func destination(in sections: Sections, using random: inout SplitMix64) -> ListIndexPath {
        let section = Int.random(
            in: 0..<sections.count + (Int.random(in: 0..<15, using: &random) == 0 ? 1 : 0), using: &random)
        let count = sections.indices.contains(section) ? sections[section].count : 0
        return .at(
            section, Int.random(in: 0...count + (Int.random(in: 0..<10, using: &random) == 0 ? 1 : 0), using: &random))
    }

    /// A drop of items of `side`'s own screen.
    func dropWithin(_ side: Side, using random: inout SplitMix64, _ context: String) throws -> String {
        let screen = side.screen
        let ids = dragged(from: screen, using: &random)
        guard !ids.isEmpty else { return "none" }
        let (kept, taken) = Self.removing(ids, from: screen)
        let target = destination(in: kept, using: &random)
        let screenError =
            Self.removalError(ids, from: screen, operation: "moveItems")
            ?? Self.placeError(target, in: kept, operation: "moveItems")
        let exact = side.exact
        let shownAfter = screenError == nil ? Self.inserting(taken, at: target, in: kept) : screen
        var expectedError = screenError
        var reference = side.reference
        if screenError == nil {
            if exact {
                reference = shownAfter
            } else if let error = Self.removalError(ids, from: side.reference, operation: "moveItems") {
                expectedError = error
            } else {
                let (rest, stored) = Self.removing(ids, from: side.reference)
                let neighbour = target.item > 0 ? shownAfter[target.section][target.item - 1] : nil
                reference = Self.inserting(
                    stored, at: Self.place(after: neighbour, section: target.section, in: rest), in: rest)
            }
        }
        if screenError == nil, shownAfter == screen {
            // Dropped where they stood: nothing happens, on screen or in the storage.
            expectedError = nil
            reference = side.reference
        }
        if ProcessInfo.processInfo.environment["TABULA_DROP_TRACE"] != nil {
            print(
                "  within \(ids) at \(target): screen error \(String(describing: screenError)), exact \(exact), expected \(String(describing: expectedError)), reference \(reference)"
            )
        }
        let batches = side.list.batches
        let inFlight = side.list.host.pendingCompletionCount > 0
        do {
            try side.list.updater.userDroppedItems(withIdentifiers: ids, at: target, in: side.list.storage)
            #expect(
                expectedError == nil,
                "\(context): drop \(ids) at \(target) should throw \(String(describing: expectedError))")
        } catch let error as ListStorageError {
            #expect(error == expectedError, "\(context): drop \(ids) at \(target)")
        }
        let changed = expectedError == nil && shownAfter != screen
        if changed, !inFlight, side.dragging || exact {
            // The drop alone, as its one batch, at once; writes wait for the drag to end.
            #expect(side.list.batches == batches + 1, "\(context): batches for drop \(ids) at \(target)")
            #expect(side.screen.map { $0.map(\.id) } == shownAfter.map { $0.map(\.id) }, "\(context): screen")
        }
        if expectedError != nil { #expect(side.list.batches == batches, "\(context): a refused drop's batch") }
        side.reference = reference
        return expectedError == nil ? "within" : "within refused"
    }

    /// A drop of items of `source`'s screen into `side`.
    func dropAcross(from source: Side, into side: Side, using random: inout SplitMix64, _ context: String) throws
        -> String
    {
        let sourceScreen = source.screen
        let screen = side.screen
        let ids = dragged(from: sourceScreen, using: &random)
        let taken = Self.removing(ids, from: sourceScreen).1
        let target = destination(in: screen, using: &random)
        let screenError =
            Self.removalError(ids, from: sourceScreen, operation: "moveItems")
            ?? Self.placeError(target, in: screen, operation: "insertItems")
        let sourceExact = source.exact
        let targetExact = sourceExact && side.exact
        var expectedError = screenError
        var sourceReference = source.reference
        var reference = side.reference
        if screenError == nil {
            if let error = Self.removalError(ids, from: source.reference, operation: "moveItems") {
                expectedError = error
            } else {
                let (rest, stored) = Self.removing(ids, from: source.reference)
                sourceReference = rest
                let shownAfter = Self.inserting(taken, at: target, in: screen)
                let neighbour = target.item > 0 ? shownAfter[target.section][target.item - 1] : nil
                let path = targetExact ? target : Self.place(after: neighbour, section: target.section, in: reference)
                reference = Self.inserting(stored, at: path, in: reference)
            }
        }
        let batches = (source.list.batches, side.list.batches)
        do {
            try side.list.updater.userDroppedItems(
                withIdentifiers: ids, from: source.list.updater, storage: source.list.storage, at: target,
                in: side.list.storage)
            #expect(expectedError == nil, "\(context): drop \(ids) across at \(target) should throw")
        } catch let error as ListStorageError {
            #expect(error == expectedError, "\(context): drop \(ids) across at \(target)")
        }
        if expectedError != nil {
            #expect(source.list.batches == batches.0 && side.list.batches == batches.1, "\(context): refused")
        }
        source.reference = sourceReference
        side.reference = reference
        return expectedError == nil ? "across" : "across refused"
    }

    /// New content dropped into `side`: fresh ids, now and then one the list holds.
    func dropNew(into side: Side, nextID: inout Int, using random: inout SplitMix64, _ context: String) throws
        -> String
    {
        let screen = side.screen
        var cards = (0..<Int.random(in: 1...2, using: &random)).map { _ in
            defer { nextID += 1 }
            return Card(id: nextID, text: "new")
        }
        if Int.random(in: 0..<5, using: &random) == 0, let existing = screen.joined().first {
            cards.append(existing)
        }
        let target = destination(in: screen, using: &random)
        var expectedError = Self.placeError(target, in: screen, operation: "insertNewItems")
        if expectedError == nil {
            var seen = Set<Int>()
            let held = Set(screen.joined().map(\.id))
            if let bad = cards.first(where: { !seen.insert($0.id).inserted || held.contains($0.id) }) {
                expectedError = .duplicateItem(operation: "insertNewItems", identifier: "\(bad.id)")
            }
        }
        var reference = side.reference
        if expectedError == nil {
            if side.exact {
                reference = Self.inserting(cards, at: target, in: screen)
            } else if let bad = cards.first(where: { card in reference.joined().contains { $0.id == card.id } }) {
                expectedError = .duplicateItem(operation: "insertNewItems", identifier: "\(bad.id)")
            } else {
                let shownAfter = Self.inserting(cards, at: target, in: screen)
                let neighbour = target.item > 0 ? shownAfter[target.section][target.item - 1] : nil
                reference = Self.inserting(
                    cards, at: Self.place(after: neighbour, section: target.section, in: reference), in: reference)
            }
        }
        do {
            try side.list.updater.userDroppedNewItems(cards, at: target, in: side.list.storage)
            #expect(expectedError == nil, "\(context): new \(cards) at \(target) should throw")
        } catch let error as ListStorageError {
            #expect(error == expectedError, "\(context): new \(cards) at \(target)")
        }
        side.reference = reference
        return expectedError == nil ? "new" : "new refused"
    }
}
