// Fuzz target `diff`: decodes bytes into a source and a target list (flat or sectioned) over
// a small alphabet of identities and contents, diffs them with `StagedChangeset` and checks
// the result. See Fuzz/README.md for the input format and the checks.

import Tabula
import TabulaDiff

/// An item whose identity and content come from small alphabets.
struct FuzzItem: Differentiable, Hashable, CustomStringConvertible {
    typealias DifferenceIdentifier = UInt8
    var id: UInt8
    var content: UInt8

    var differenceIdentifier: UInt8 { id }

    func isContentEqual(to source: FuzzItem) -> Bool {
        content == source.content
    }

    var description: String { content == 0 ? "\(id)" : "\(id)/\(content)" }
}

typealias FuzzSection = ArraySection<FuzzItem, FuzzItem>

/// What one input decodes to.
enum DiffInput: CustomStringConvertible {
    case flat(source: [FuzzItem], target: [FuzzItem])
    case sectioned(source: [FuzzSection], target: [FuzzSection])

    var description: String {
        switch self {
        case let .flat(source, target):
            return "flat\n  source: \(source)\n  target: \(target)"
        case let .sectioned(source, target):
            return "sectioned\n  source: \(source.map(\.description).joined(separator: " | "))"
                + "\n  target: \(target.map(\.description).joined(separator: " | "))"
        }
    }
}

/// Input format (every byte string decodes to something):
/// - byte 0, flags: bit 0 sectioned; bits 1-2 the item identity alphabet (4, 8, 16, 64);
///   bits 3-4 the content alphabet (1, 2, 3, 4); bit 5 unique identities (an item whose
///   identity is already in its list is dropped; sections likewise); bits 6-7 the section
///   identity alphabet (2, 4, 8, 16).
/// - then, until the end: 0xFF switches from the source to the target (once; later ones are
///   ignored); in sectioned mode 0xFE starts a section whose model is the next byte (items
///   before any 0xFE go to a section with identity 0); any other byte is an item with
///   identity `(byte & 0x3F) % alphabet` and content `(byte >> 6) % contents`.
/// At most 256 items per side.
func decodeDiffInput(_ bytes: [UInt8]) -> DiffInput {
    var reader = ByteReader(bytes)
    let flags = reader.next()
    let sectioned = flags & 1 != 0
    let idAlphabet: UInt8 = [4, 8, 16, 64][Int((flags >> 1) & 3)]
    let contents = ((flags >> 3) & 3) + 1
    let unique = flags & 0x20 != 0
    let sectionAlphabet: UInt8 = [2, 4, 8, 16][Int(flags >> 6)]

    func item(_ byte: UInt8) -> FuzzItem {
        FuzzItem(id: (byte & 0x3F) % idAlphabet, content: (byte >> 6) % contents)
    }

    var sides: [[FuzzSection]] = [[], []]
    var side = 0
    var itemCount = [0, 0]
    while !reader.isAtEnd {
        let byte = reader.next()
        if byte == 0xFF {
            side = 1
        } else if byte == 0xFE && sectioned {
            let model = reader.next()
            let section = FuzzSection(
                model: FuzzItem(id: (model & 0x3F) % sectionAlphabet, content: (model >> 6) % contents), elements: [])
            if unique && sides[side].contains(where: { $0.model.id == section.model.id }) { continue }
            sides[side].append(section)
        } else if itemCount[side] < 256 {
            let value = item(byte)
            if sides[side].isEmpty {
                sides[side].append(FuzzSection(model: FuzzItem(id: 0, content: 0), elements: []))
            }
            if unique && sides[side].contains(where: { $0.elements.contains { $0.id == value.id } }) { continue }
            sides[side][sides[side].count - 1].elements.append(value)
            itemCount[side] += 1
        }
    }
    if sectioned {
        return .sectioned(source: sides[0], target: sides[1])
    }
    return .flat(source: sides[0].flatMap(\.elements), target: sides[1].flatMap(\.elements))
}

func shape(flat items: [FuzzItem]) -> Shape {
    Shape(sections: [
        Shape.Section(id: "flat", content: 0, items: items.map { Shape.Item(id: $0.id, content: $0.content) })
    ])
}

func shape(_ sections: [FuzzSection]) -> Shape {
    Shape(
        sections: sections.map { section in
            Shape.Section(
                id: section.model.id, content: section.model.content,
                items: section.elements.map { Shape.Item(id: $0.id, content: $0.content) })
        })
}

/// How many of `source`'s identities `target` can keep: per identity, the smaller count.
func maximalMatchCount<ID: Hashable>(_ source: [ID], _ target: [ID]) -> Int {
    var counts: [ID: Int] = [:]
    for id in source { counts[id, default: 0] += 1 }
    var matched = 0
    for id in target where counts[id, default: 0] > 0 {
        counts[id]! -= 1
        matched += 1
    }
    return matched
}

func checkFlat(source: [FuzzItem], target: [FuzzItem], context: @autoclosure () -> String) {
    let changeset = StagedChangeset(source: source, target: target)
    func description() -> String {
        "\(context())\n  stages: \(changeset.stages.map(\.description).joined(separator: "\n"))"
    }
    if fuzzVerbose { fuzzLog("stages:\n\(changeset.stages.map(\.description).joined(separator: "\n"))") }
    if changeset.stages.count > 2 {
        fuzzFail("a flat diff has \(changeset.stages.count) stages (at most 2: updates, then structure)", description())
    }
    if source == target && !changeset.isEmpty {
        fuzzFail("equal source and target give a non-empty changeset", description())
    }
    let replay = replayChecked(
        source: shape(flat: source), target: shape(flat: target), stages: changeset.stages,
        shape: { shape(flat: $0) }, context: description())

    // Every identity is kept as often as both sides have it (a surplus is deleted or
    // inserted, never a pair that could have been matched).
    let survivors = replay.provenance.items[0].filter { $0 < firstFreshToken }
    let matchable = maximalMatchCount(source.map(\.id), target.map(\.id))
    if survivors.count != matchable {
        fuzzFail(
            "\(survivors.count) items survive the replay, \(matchable) could be matched by identity", description())
    }
    // Minimal moves: the survivors that did not move keep their order, so at least
    // survivors - LIS moves are needed; more is a wasted move.
    let needed = survivors.count - lisLength(survivors)
    if replay.elementMoved != needed {
        fuzzFail("\(replay.elementMoved) moves where \(needed) are needed", description())
    }
}

func checkSectioned(source: [FuzzSection], target: [FuzzSection], context: @autoclosure () -> String) {
    let changeset = StagedChangeset(source: source, target: target)
    func description() -> String {
        "\(context())\n  stages: \(changeset.stages.map(\.description).joined(separator: "\n"))"
    }
    if fuzzVerbose { fuzzLog("stages:\n\(changeset.stages.map(\.description).joined(separator: "\n"))") }
    if changeset.stages.count > 5 {
        fuzzFail("a sectioned diff has \(changeset.stages.count) stages (at most 5)", description())
    }
    if source == target && !changeset.isEmpty {
        fuzzFail("equal source and target give a non-empty changeset", description())
    }
    let replay = replayChecked(
        source: shape(source), target: shape(target), stages: changeset.stages,
        shape: { shape($0) }, context: description())

    // Sections: matched as often as both sides have an identity, and minimal moves.
    let sectionSurvivors = replay.provenance.sections.filter { $0 < firstFreshToken }
    let matchable = maximalMatchCount(source.map(\.model.id), target.map(\.model.id))
    if sectionSurvivors.count != matchable {
        fuzzFail(
            "\(sectionSurvivors.count) sections survive the replay, \(matchable) could be matched by identity",
            description())
    }
    let neededSectionMoves = sectionSurvivors.count - lisLength(sectionSurvivors)
    if replay.sectionMoved != neededSectionMoves {
        fuzzFail("\(replay.sectionMoved) section moves where \(neededSectionMoves) are needed", description())
    }

    // Items: one that ends in another section than it started in must have moved; of those
    // that stayed in their section, the ones that kept their order (a longest increasing
    // subsequence) need not move. Anything beyond that is a wasted move.
    var neededItemMoves = 0
    for (index, section) in replay.provenance.sections.enumerated() {
        var stayed: [Int] = []
        for token in replay.provenance.items[index] where token < firstFreshToken {
            if token / itemTokenStride == section {
                stayed.append(token)
            } else {
                neededItemMoves += 1
            }
        }
        neededItemMoves += stayed.count - lisLength(stayed)
    }
    if replay.elementMoved != neededItemMoves {
        fuzzFail("\(replay.elementMoved) item moves where \(neededItemMoves) are needed", description())
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func tabulaDiffFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let input = decodeDiffInput(bytes)
    if fuzzVerbose { fuzzLog(input.description) }
    switch input {
    case let .flat(source, target):
        checkFlat(source: source, target: target, context: input.description)
        // The same pair as one section must give the same replayable result.
        checkSectioned(
            source: [FuzzSection(model: FuzzItem(id: 0, content: 0), elements: source)],
            target: [FuzzSection(model: FuzzItem(id: 0, content: 0), elements: target)],
            context: "\(input.description)\n  (as one section)")
    case let .sectioned(source, target):
        checkSectioned(source: source, target: target, context: input.description)
    }
    return 0
}
