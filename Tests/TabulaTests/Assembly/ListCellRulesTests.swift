import Foundation
@_spi(TabulaInternal) import Tabula
import TabulaTestSupport
import Testing

/// The rules every catalog answers from (the headless and terminal catalog, UIKit's), driven
/// by random registrations and items against a plain reference: an ordered list of
/// registrations, scanned in full for every question. Seeded; a failure names its seed.
@MainActor
@Suite("Cell rules against a reference")
struct ListCellRulesTests {
    /// What a filled cell remembers: which registration (or the fallback, -1) filled it.
    final class Probe {
        var filledBy: Int?
    }

    /// One registration of the reference: `predicate` nil is reached by identifier only.
    struct Registration {
        var identifier: String
        var predicate: (modulus: Int, remainder: Int)?
        var tag: Int
        var measured: Bool

        func matches(_ item: Int) -> Bool? {
            predicate.map { item % $0.modulus == $0.remainder }
        }
    }

    static let identifiers = ["a", "b", "c", "f0", "f1", "f2"]

    static func fallbackIdentifier(_ item: Int) -> String {
        "f\(item % 3)"
    }

    /// The reference's answer: the identifier, and the tag that shows `item` (-1: fallback).
    static func expected(_ registrations: [Registration], _ item: Int) -> (String, Int) {
        if let hit = registrations.first(where: { $0.matches(item) == true }) { return (hit.identifier, hit.tag) }
        let identifier = fallbackIdentifier(item)
        return (identifier, registrations.first { $0.identifier == identifier }?.tag ?? -1)
    }

    /// The reference's size: the first matching registration's measure (its tag as height,
    /// or the fallback's when it has none), else the fallback's measure or the unmatched size.
    static func expectedHeight(_ registrations: [Registration], _ item: Int, fallbackMeasures: Bool) -> CGFloat {
        let fallback: CGFloat = fallbackMeasures ? 1_000 + CGFloat(item) : 7
        guard let hit = registrations.first(where: { $0.matches(item) == true }) else { return fallback }
        return hit.measured ? CGFloat(hit.tag) : fallback
    }

    @Test(arguments: 0..<40)
    func randomRegistrationsAnswerAsTheReference(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 9_100_000)
        let fallbackMeasures = Bool.random(using: &random)
        let fallback = ListCellRules<Int, Probe, Int>.Fallback(
            reuseIdentifier: { Self.fallbackIdentifier($0) }, source: { -1 - $0 % 3 },
            measure: fallbackMeasures
                ? .byWidth { item, width in CGSize(width: width, height: 1_000 + CGFloat(item)) } : nil,
            unmatchedItemSize: CGSize(width: 0, height: 7),
            configure: { cell, _, _ in cell.filledBy = -1 })
        var rules = ListCellRules(fallback: fallback)
        var reference: [Registration] = []
        for step in 0..<60 {
            let identifier = Self.identifiers.randomElement(using: &random)!
            let modulus = Int.random(in: 2...4, using: &random)
            let predicate =
                Bool.random(using: &random)
                ? (modulus: modulus, remainder: Int.random(in: 0..<modulus, using: &random)) : nil
            let registration = Registration(
                identifier: identifier, predicate: predicate, tag: step, measured: Bool.random(using: &random))
            if let index = reference.firstIndex(where: { $0.identifier == identifier }) {
                reference[index] = registration
            } else {
                reference.append(registration)
            }
            let tag = step
            var matches: (@Sendable (Int) -> Bool)?
            if let predicate {
                let modulus = predicate.modulus
                let remainder = predicate.remainder
                matches = { $0 % modulus == remainder }
            }
            let measure: ListItemSizer<Int>.Measure? =
                registration.measured ? .byWidth { _, width in CGSize(width: width, height: CGFloat(tag)) } : nil
            let configure: @MainActor (Probe, Int, ListIndexPath) -> Void = { cell, _, _ in cell.filledBy = tag }
            rules.add(
                .init(
                    reuseIdentifier: identifier, source: tag, matches: matches, measure: measure, configure: configure))

            let sizer = rules.sizer()
            #expect(rules.rules.map(\.reuseIdentifier) == reference.map(\.identifier), "seed \(seed) step \(step)")
            for item in 0..<24 {
                let (identifier, tag) = Self.expected(reference, item)
                #expect(rules.reuseIdentifier(for: item) == identifier, "seed \(seed) step \(step) item \(item)")
                #expect(rules.source(for: item) == (tag >= 0 ? tag : -1 - item % 3), "seed \(seed) item \(item)")
                let probe = Probe()
                let filledByRule = rules.configure(probe, with: item, at: ListIndexPath(item: item, section: 0))
                #expect(probe.filledBy == tag, "seed \(seed) step \(step) item \(item)")
                #expect(filledByRule == (tag >= 0), "seed \(seed) item \(item)")
                let height = sizer.size(of: item, width: 320).height
                #expect(
                    height == Self.expectedHeight(reference, item, fallbackMeasures: fallbackMeasures),
                    "seed \(seed) step \(step) item \(item)")
            }
            for candidate in Self.identifiers {
                let registered = reference.first { $0.identifier == candidate }?.tag
                #expect(rules.source(forReuseIdentifier: candidate) == registered, "seed \(seed) \(candidate)")
            }
        }
    }
}
