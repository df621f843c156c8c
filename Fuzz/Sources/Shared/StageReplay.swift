// Shared by both fuzz targets: replays the stages of a `StagedChangeset` the way UIKit
// interprets a batch and checks every stage with Tabula's `BatchUpdateRules`.
//
// The logic mirrors Tests/TabulaDiffTests/Support/BatchSimulator.swift (written again here,
// since the fuzz targets are built by plain `swiftc` and do not see the test targets), with
// one addition: every section and item carries a provenance token through the replay, so a
// target can ask which source element ended where (to check that moves are minimal).

import Tabula
import TabulaDiff

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the target prints what it decodes and does (`TABULA_FUZZ_VERBOSE=1`), for
/// reproducing one input by hand.
let fuzzVerbose: Bool = getenv("TABULA_FUZZ_VERBOSE").map { String(cString: $0) == "1" } ?? false

/// Prints `message` and what `context` says about the input to stderr, then traps: that is
/// how a libFuzzer target reports a failed check.
func fuzzFail(_ message: String, _ context: @autoclosure () -> String) -> Never {
    fuzzLog("\n==== Tabula fuzz check failed ====\n\(message)\n---- input ----\n\(context())")
    fatalError("Tabula fuzz check failed: \(message)")
}

/// Writes a line to stderr unbuffered (stdout's buffer is lost when the target traps).
func fuzzLog(_ line: String) {
    var remaining = Array((line + "\n").utf8)[...]
    while !remaining.isEmpty {
        let written = remaining.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if written <= 0 { break }
        remaining = remaining.dropFirst(written)
    }
}

/// A list reduced to what a list view sees: section and item identities, and contents in
/// the sense of `isContentEqual(to:)` (two values with equal `content` look the same).
struct Shape: Equatable, CustomStringConvertible {
    struct Item: Equatable {
        var id: AnyHashable
        var content: AnyHashable
    }
    struct Section: Equatable {
        var id: AnyHashable
        var content: AnyHashable
        var items: [Item]
    }
    var sections: [Section]

    var counts: [Int] { sections.map(\.items.count) }

    var description: String {
        sections.map { section in
            "\(section.id)(\(section.content)): ["
                + section.items.map { "\($0.id)/\($0.content)" }.joined(separator: " ") + "]"
        }.joined(separator: " | ")
    }
}

/// Which source section and item each position of a state came from: tokens below the
/// `fresh` counter's start are source positions, the others arrived by an insert.
struct Provenance {
    var sections: [Int]
    var items: [[Int]]
}

/// The flat index of source item `item` of section `section` as a token: sections are
/// numbered 0..<S, items `section * itemTokenStride + item`.
let itemTokenStride = 1 << 20

/// What a replay of a whole changeset found, for targets that check more.
struct ReplayResult {
    /// Where each final section and item came from.
    var provenance: Provenance
    /// Item moves over all stages.
    var elementMoved: Int
    /// Section moves over all stages.
    var sectionMoved: Int
    /// Tokens of the sections and items that some stage refreshed: reloaded, inserted, or
    /// (items) inside a reloaded or inserted section.
    var refreshed: Refreshed
}

/// Tokens a replay saw refreshed on screen.
struct Refreshed {
    var sections = Set<Int>()
    var items = Set<Int>()
}

/// The first token not used by a source position.
let firstFreshToken = Int.max / 2

/// Replays `stages` from `source` and checks, stage by stage: the batch passes
/// `BatchUpdateRules` for tables and collections, the stage is not empty, replaying it
/// gives the identities of its `data`, every content change is covered by a reload (or
/// arrives by an insert), and the last stage's data (or the source, when there are no
/// stages) looks like `target`. Traps on the first problem.
@discardableResult
func replayChecked<Data>(
    source: Shape,
    target: Shape,
    stages: [Changeset<Data>],
    shape: (Data) -> Shape,
    context: @autoclosure () -> String
) -> ReplayResult {
    var before = source
    var provenance = Provenance(
        sections: Array(source.sections.indices),
        items: source.sections.indices.map { section in
            source.sections[section].items.indices.map { section * itemTokenStride + $0 }
        })
    var fresh = firstFreshToken
    var elementMoved = 0
    var sectionMoved = 0
    var refreshed = Refreshed()
    for (index, stage) in stages.enumerated() {
        let after = shape(stage.data)
        provenance = replayStage(
            stage, before: before, after: after, provenance: provenance, fresh: &fresh, refreshed: &refreshed,
            context: "stage \(index) of \(stages.count)\n\(stage)\n\(context())")
        elementMoved += stage.elementMoved.count
        sectionMoved += stage.sectionMoved.count
        before = after
    }
    if before != target {
        fuzzFail(
            "replaying the stages does not reach the target\n  replay: \(before)\n  target: \(target)",
            context())
    }
    return ReplayResult(
        provenance: provenance, elementMoved: elementMoved, sectionMoved: sectionMoved, refreshed: refreshed)
}

/// Checks one stage (see ``replayChecked(source:target:stages:shape:context:)``) and
/// returns the provenance of the state after it.
func replayStage<Data>(
    _ stage: Changeset<Data>,
    before: Shape,
    after: Shape,
    provenance: Provenance,
    fresh: inout Int,
    refreshed: inout Refreshed,
    context: @autoclosure () -> String
) -> Provenance {
    // UIKit's own rules, from the library's checker, for both kinds of list view.
    let batch = ListBatch(stage)
    for kind in ListHostKind.allCases {
        let violations = BatchUpdateRules(kind: kind).violations(
            before: before.counts, batch: batch, after: after.counts)
        if !violations.isEmpty {
            fuzzFail(
                "\(kind) batch rules violated: " + violations.map(\.message).joined(separator: "; ")
                    + "\n  before: \(before)\n  after: \(after)",
                context())
        }
    }
    if stage.isEmpty {
        fuzzFail("empty stage\n  before: \(before)\n  after: \(after)", context())
    }
    let b = before.sections
    let deletedPaths = Set(stage.elementDeleted)
    let movedFrom = Set(stage.elementMoved.map(\.source))
    let inserted = Set(stage.elementInserted)
    let reloaded = Set(stage.elementUpdated)
    func problem(_ text: String) -> Never {
        fuzzFail("\(text)\n  before: \(before)\n  after: \(after)", context())
    }

    // Sections: inserted and moved sections take their after-positions, the others keep
    // their order in the remaining slots.
    let removedSections = Set(stage.sectionDeleted).union(stage.sectionMoved.map(\.source))
    var placed = [Int: Int?]()
    for index in stage.sectionInserted { placed[index] = .some(nil) }
    for move in stage.sectionMoved { placed[move.target] = .some(move.source) }
    var remaining = b.indices.filter { !removedSections.contains($0) }.makeIterator()
    var sectionSource = [Int?]()
    for index in after.sections.indices {
        if let fixed = placed[index] {
            sectionSource.append(fixed)
        } else if let next = remaining.next() {
            sectionSource.append(next)
        } else {
            problem("after-section \(index) has no source in the replay")
        }
    }
    if remaining.next() != nil { problem("sections left over after the replay") }
    var result = Provenance(sections: [], items: [])
    for (index, source) in sectionSource.enumerated() {
        let expected = after.sections[index]
        guard let source else {
            result.sections.append(fresh)
            refreshed.sections.insert(fresh)
            fresh += 1
            continue
        }
        result.sections.append(provenance.sections[source])
        if stage.sectionUpdated.contains(source) { refreshed.sections.insert(provenance.sections[source]) }
        if b[source].id != expected.id {
            problem("section \(index): the replay gives \(b[source].id), the stage's data has \(expected.id)")
        } else if b[source].content != expected.content && !stage.sectionUpdated.contains(source) {
            problem("section \(index) (\(expected.id)) content changed without a section reload")
        }
    }

    // Items, section by section.
    var movedIn = [ListIndexPath: ListIndexPath]()
    for move in stage.elementMoved { movedIn[move.target] = move.source }
    for (index, source) in sectionSource.enumerated() {
        let expected = after.sections[index].items
        guard let source else {
            // An inserted section arrives with its items.
            result.items.append(
                expected.indices.map { _ in
                    refreshed.items.insert(fresh)
                    fresh += 1
                    return fresh - 1
                })
            continue
        }
        let sectionReloaded = stage.sectionUpdated.contains(source)
        let kept = b[source].items.indices.filter {
            let path = ListIndexPath(item: $0, section: source)
            return !deletedPaths.contains(path) && !movedFrom.contains(path)
        }
        var keptIterator = kept.makeIterator()
        var tokens: [Int] = []
        for item in expected.indices {
            let path = ListIndexPath(item: item, section: index)
            let got: Shape.Item
            var isNew = false
            if inserted.contains(path) {
                got = expected[item]
                isNew = true
                tokens.append(fresh)
                fresh += 1
            } else if let from = movedIn[path] {
                got = b[from.section].items[from.item]
                isNew = reloaded.contains(from)
                tokens.append(provenance.items[from.section][from.item])
            } else if let next = keptIterator.next() {
                got = b[source].items[next]
                isNew = reloaded.contains(ListIndexPath(item: next, section: source))
                tokens.append(provenance.items[source][next])
            } else {
                problem("item \(path) has no source in the replay")
            }
            if isNew || sectionReloaded { refreshed.items.insert(tokens[tokens.count - 1]) }
            if got.id != expected[item].id {
                problem("item \(path): the replay gives \(got.id), the stage's data has \(expected[item].id)")
            } else if !isNew && got.content != expected[item].content {
                problem("item \(path) (\(got.id)) content changed without a reload")
            }
        }
        if keptIterator.next() != nil {
            problem("section \(index): items left over after the replay")
        }
        result.items.append(tokens)
    }
    return result
}

/// Length of a longest strictly increasing subsequence (patience sorting, written
/// independently of the library's).
func lisLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
        var low = 0
        var high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if tails[mid] < value { low = mid + 1 } else { high = mid }
        }
        if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
}

/// Reads a fuzz input byte by byte; past the end every read is 0.
struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// An index that is usually small and in range, sometimes negative, sometimes huge.
    mutating func index() -> Int {
        let byte = next()
        switch byte {
        case 0..<224: return Int(byte % 8)
        case 224..<240: return -Int(byte - 223)
        case 240..<248: return Int.max - Int(byte - 240)
        default: return Int.min + Int(byte - 248)
        }
    }
}
