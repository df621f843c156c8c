// Fuzz target `storage`: decodes bytes into an initial list and a sequence of `ListStorage`
// calls (transactions of several mutations, one-call mutations, reloads), runs them and
// checks every result. See Fuzz/README.md for the input format and the checks.
//
// Adapting to API changes: every library call is in `apply(_:to:reloads:)`,
// `applyToStorage(_:_:)` and `runStep` below.

import Tabula
import TabulaDiff

/// An item whose content equality ignores `extra`, as the protocol invites: writing a
/// value that differs only in `extra` is a write the diff cannot see.
struct SItem: Differentiable, Hashable, Sendable, CustomStringConvertible {
    typealias DifferenceIdentifier = UInt8
    var id: UInt8
    var content: UInt8
    var extra: UInt8

    var differenceIdentifier: UInt8 { id }

    func isContentEqual(to source: SItem) -> Bool {
        content == source.content
    }

    var description: String { "\(id)/\(content)" + (extra == 0 ? "" : "+\(extra)") }
}

/// A section model, likewise with an `extra` that content equality ignores.
struct SModel: Differentiable, Hashable, Sendable, CustomStringConvertible {
    typealias DifferenceIdentifier = UInt8
    var id: UInt8
    var content: UInt8
    var extra: UInt8

    var differenceIdentifier: UInt8 { id }

    func isContentEqual(to source: SModel) -> Bool {
        content == source.content
    }

    var description: String { "S\(id)/\(content)" + (extra == 0 ? "" : "+\(extra)") }
}

typealias SSection = ListSection<SModel, SItem>
typealias SStorage = ListStorage<SModel, SItem>
typealias STransaction = ListTransaction<SModel, SItem>

/// Thrown by the `abort` mutation: a caller's own error in the middle of a transaction.
struct FuzzAbort: Error {}

/// What a predicate of `removeItems(where:)` matches.
enum Predicate: CustomStringConvertible {
    case id(UInt8)
    case content(UInt8)

    func matches(_ item: SItem) -> Bool {
        switch self {
        case let .id(id): item.id == id
        case let .content(content): item.content == content
        }
    }

    var description: String {
        switch self {
        case let .id(id): "id == \(id)"
        case let .content(content): "content == \(content)"
        }
    }
}

/// One mutation, as decoded (indexes unchecked: out of range, negative and huge ones are
/// common on purpose).
enum Mutation {
    case appendItemsAt([SItem], section: Int)
    case appendItemsTo([SItem], model: SModel)
    case insertItems([SItem], at: ListIndexPath)
    case removeItemsAt([ListIndexPath])
    case removeItemsWithIdentifiers([UInt8])
    case removeItemsWhere(Predicate)
    case moveItem(from: ListIndexPath, to: ListIndexPath)
    case replaceItemAt(ListIndexPath, with: SItem)
    case replaceItem(SItem)
    case reloadItems([ListIndexPath])
    case insertSection(SSection, at: Int)
    case appendSection(SSection)
    case removeSections([Int])
    case moveSection(from: Int, to: Int)
    case reloadSections([Int])
    case setItems([SItem], section: Int)
    case setHeader(SupplementaryModel?, section: Int)
    case setFooter(SupplementaryModel?, section: Int)
    case setSectionModel(SModel, section: Int)
    case setSections([SSection])
    case removeAll
    case abort
}

/// One call on the storage.
enum Step {
    /// `update { ... }` running the mutations in order.
    case transaction([Mutation])
    /// `updateAlreadyOnScreen { ... }`.
    case alreadyOnScreen([Mutation])
    /// A one-call mutation on the storage itself (`storage.insertItems(...)`, ...); mutations
    /// without such a method run as a one-mutation transaction.
    case storageCall(Mutation)
    /// `reload(sections)`.
    case reload([SSection])
}

extension Mutation: CustomStringConvertible {
    var description: String {
        switch self {
        case let .appendItemsAt(items, section): "appendItems(\(items), toSectionAt: \(section))"
        case let .appendItemsTo(items, model): "appendItems(\(items), to: \(model))"
        case let .insertItems(items, path): "insertItems(\(items), at: \(path))"
        case let .removeItemsAt(paths): "removeItems(at: \(paths))"
        case let .removeItemsWithIdentifiers(ids): "removeItems(withIdentifiers: \(ids))"
        case let .removeItemsWhere(predicate): "removeItems(where: \(predicate))"
        case let .moveItem(from, to): "moveItem(from: \(from), to: \(to))"
        case let .replaceItemAt(path, item): "replaceItem(at: \(path), with: \(item))"
        case let .replaceItem(item): "replaceItem(\(item))"
        case let .reloadItems(paths): "reloadItems(at: \(paths))"
        case let .insertSection(section, index): "insertSection(\(describe([section])), at: \(index))"
        case let .appendSection(section): "appendSection(\(describe([section])))"
        case let .removeSections(indexes): "removeSections(at: \(indexes))"
        case let .moveSection(from, to): "moveSection(from: \(from), to: \(to))"
        case let .reloadSections(indexes): "reloadSections(at: \(indexes))"
        case let .setItems(items, section): "setItems(\(items), inSectionAt: \(section))"
        case let .setHeader(header, section):
            "setHeader(\(header.map(\.description) ?? "nil"), inSectionAt: \(section))"
        case let .setFooter(footer, section):
            "setFooter(\(footer.map(\.description) ?? "nil"), inSectionAt: \(section))"
        case let .setSectionModel(model, section): "setSectionModel(\(model), at: \(section))"
        case let .setSections(sections): "setSections(\(describe(sections)))"
        case .removeAll: "removeAll()"
        case .abort: "throw FuzzAbort()"
        }
    }
}

extension Step: CustomStringConvertible {
    var description: String {
        switch self {
        case let .transaction(mutations): "update { \(mutations.map(\.description).joined(separator: "; ")) }"
        case let .alreadyOnScreen(mutations):
            "updateAlreadyOnScreen { \(mutations.map(\.description).joined(separator: "; ")) }"
        case let .storageCall(mutation): "storage.\(mutation)"
        case let .reload(sections): "reload(\(describe(sections)))"
        }
    }
}

struct StorageInput: CustomStringConvertible {
    var initial: [SSection]
    var steps: [Step]

    var description: String {
        "initial: \(describe(initial))\n"
            + steps.enumerated().map { "  step \($0.offset): \($0.element)" }.joined(separator: "\n")
    }
}

func describe(_ sections: [SSection]) -> String {
    "["
        + sections.map { section in
            var text = "\(section.model)"
            if let header = section.header { text += " h:\(header)" }
            if let footer = section.footer { text += " f:\(footer)" }
            return text + " \(section.items)"
        }.joined(separator: " | ") + "]"
}

// MARK: Decoding

/// Input format (every byte string decodes to something; reads past the end give 0):
/// - byte 0: the number of initial sections (`% 4`), then each section;
/// - then up to 48 steps, each starting with a byte `s`: `s % 16` below 10 is a transaction
///   of `1 + (s >> 4) % 4` mutations, 10 an `updateAlreadyOnScreen` of one mutation, 11-13
///   a one-call storage mutation, 14 a `reload` with `next % 4` sections, 15 a transaction
///   of `1 + (s >> 4) % 4` mutations that ends with `abort`;
/// - a mutation is a byte (its kind, `% 22`, in the order of ``Mutation``) then its operands;
/// - an item is one byte (identity `b & 7`, content `(b >> 3) & 3`, extra `b >> 5`), a
///   section model one byte (identity `b % 6`, content `(b >> 3) & 1`, extra `b >> 4`), a
///   section a model, a header byte, a footer byte and an item list; a list is a count byte
///   (`% 5`) then its elements; an index is one byte (see ``ByteReader/index()``), a path
///   two (section, item).
func decodeStorageInput(_ bytes: [UInt8]) -> StorageInput {
    var reader = ByteReader(bytes)
    let initial = (0..<Int(reader.next() % 4)).map { _ in reader.section() }
    var steps: [Step] = []
    while !reader.isAtEnd && steps.count < 48 {
        let byte = reader.next()
        let count = 1 + Int(byte >> 4) % 4
        switch byte % 16 {
        case 0..<10: steps.append(.transaction((0..<count).map { _ in reader.mutation() }))
        case 10: steps.append(.alreadyOnScreen([reader.mutation()]))
        case 11..<14: steps.append(.storageCall(reader.mutation()))
        case 14: steps.append(.reload((0..<Int(reader.next() % 4)).map { _ in reader.section() }))
        default: steps.append(.transaction((0..<count).map { _ in reader.mutation() } + [.abort]))
        }
    }
    return StorageInput(initial: initial, steps: steps)
}

extension ByteReader {
    mutating func item() -> SItem {
        let byte = next()
        return SItem(id: byte & 7, content: (byte >> 3) & 3, extra: byte >> 5)
    }

    mutating func items() -> [SItem] {
        (0..<Int(next() % 5)).map { _ in item() }
    }

    mutating func model() -> SModel {
        let byte = next()
        return SModel(id: byte % 6, content: (byte >> 3) & 1, extra: byte >> 4)
    }

    /// `nil`, or a header of one of two types (an `Int` and a `String` that prints the same).
    mutating func supplementary() -> SupplementaryModel? {
        switch next() % 4 {
        case 0: nil
        case 1: SupplementaryModel(1)
        case 2: SupplementaryModel(2)
        default: SupplementaryModel("1")
        }
    }

    mutating func section() -> SSection {
        let model = model()
        let header = supplementary()
        let footer = supplementary()
        return SSection(model, items: items(), header: header, footer: footer)
    }

    mutating func path() -> ListIndexPath {
        let section = index()
        return ListIndexPath(item: index(), section: section)
    }

    mutating func paths() -> [ListIndexPath] {
        (0..<Int(next() % 5)).map { _ in path() }
    }

    mutating func indexes() -> [Int] {
        (0..<Int(next() % 5)).map { _ in index() }
    }

    mutating func mutation() -> Mutation {
        switch next() % 22 {
        case 0: return .appendItemsAt(items(), section: index())
        case 1: return .appendItemsTo(items(), model: model())
        case 2: return .insertItems(items(), at: path())
        case 3: return .removeItemsAt(paths())
        case 4: return .removeItemsWithIdentifiers((0..<Int(next() % 4)).map { _ in next() & 7 })
        case 5:
            let byte = next()
            return .removeItemsWhere(byte & 1 == 0 ? .id((byte >> 1) & 7) : .content((byte >> 1) & 3))
        case 6: return .moveItem(from: path(), to: path())
        case 7: return .replaceItemAt(path(), with: item())
        case 8: return .replaceItem(item())
        case 9: return .reloadItems(paths())
        case 10: return .insertSection(section(), at: index())
        case 11: return .appendSection(section())
        case 12: return .removeSections(indexes())
        case 13: return .moveSection(from: index(), to: index())
        case 14: return .reloadSections(indexes())
        case 15: return .setItems(items(), section: index())
        case 16: return .setHeader(supplementary(), section: index())
        case 17: return .setFooter(supplementary(), section: index())
        case 18: return .setSectionModel(model(), section: index())
        case 19: return .setSections((0..<Int(next() % 4)).map { _ in section() })
        case 20: return .removeAll
        default: return .abort
        }
    }
}

// MARK: Running

/// What a transaction's mutations asked to refresh, by identity (recorded only for
/// reloads that did not throw).
struct Reloads {
    var items = Set<UInt8>()
    var sections = Set<UInt8>()
}

/// Applies one mutation inside a transaction. The one place that knows the transaction API.
func apply(_ mutation: Mutation, to list: inout STransaction, reloads: inout Reloads) throws {
    switch mutation {
    case let .appendItemsAt(items, section): try list.appendItems(items, toSectionAt: section)
    case let .appendItemsTo(items, model): try list.appendItems(items, to: model)
    case let .insertItems(items, path): try list.insertItems(items, at: path)
    case let .removeItemsAt(paths): try list.removeItems(at: paths)
    case let .removeItemsWithIdentifiers(ids): try list.removeItems(withIdentifiers: ids)
    case let .removeItemsWhere(predicate): list.removeItems(where: predicate.matches)
    case let .moveItem(from, to): try list.moveItem(from: from, to: to)
    case let .replaceItemAt(path, item): try list.replaceItem(at: path, with: item)
    case let .replaceItem(item): try list.replaceItem(item)
    case let .reloadItems(paths):
        try list.reloadItems(at: paths)
        // It did not throw, so every path is in range.
        for path in paths { reloads.items.insert(list.sections[path.section].items[path.item].id) }
    case let .insertSection(section, index): try list.insertSection(section, at: index)
    case let .appendSection(section): try list.appendSection(section)
    case let .removeSections(indexes): try list.removeSections(at: indexes)
    case let .moveSection(from, to): try list.moveSection(from: from, to: to)
    case let .reloadSections(indexes):
        try list.reloadSections(at: indexes)
        for index in indexes { reloads.sections.insert(list.sections[index].model.id) }
    case let .setItems(items, section): try list.setItems(items, inSectionAt: section)
    case let .setHeader(header, section): try list.setHeader(header, inSectionAt: section)
    case let .setFooter(footer, section): try list.setFooter(footer, inSectionAt: section)
    case let .setSectionModel(model, section): try list.setSectionModel(model, at: section)
    case let .setSections(sections): try list.setSections(sections)
    case .removeAll: list.removeAll()
    case .abort: throw FuzzAbort()
    }
}

/// Runs a mutation through the storage's own one-call method when it has one; `nil` when
/// it has none (the caller then runs it as a transaction).
func applyToStorage(_ mutation: Mutation, _ storage: SStorage) throws -> ListUpdate<SModel, SItem>?? {
    switch mutation {
    case let .appendItemsTo(items, model): return .some(try storage.appendItems(items, to: model))
    case let .insertItems(items, path): return .some(try storage.insertItems(items, at: path))
    case let .removeItemsAt(paths): return .some(try storage.removeItems(at: paths))
    case let .removeItemsWithIdentifiers(ids): return .some(try storage.removeItems(withIdentifiers: ids))
    case let .moveItem(from, to): return .some(try storage.moveItem(from: from, to: to))
    case let .replaceItem(item): return .some(try storage.replaceItem(item))
    case let .reloadItems(paths): return .some(try storage.reloadItems(at: paths))
    case let .appendSection(section): return .some(try storage.appendSection(section))
    case let .removeSections(indexes): return .some(try storage.removeSections(at: indexes))
    default: return nil
    }
}

// MARK: Checks

/// Equal values: models, items, headers and footers, every field.
func sameValues(_ a: [SSection], _ b: [SSection]) -> Bool {
    a.count == b.count
        && zip(a, b).allSatisfy { x, y in
            x.model == y.model && x.items == y.items && x.header == y.header && x.footer == y.footer
        }
}

/// Equal snapshots: values, version and the storage that made them.
func sameSnapshot(_ a: ListSnapshot<SModel, SItem>, _ b: ListSnapshot<SModel, SItem>) -> Bool {
    sameValues(a.sections, b.sections) && a.version == b.version && a.storageIdentity == b.storageIdentity
}

func describe(_ snapshot: ListSnapshot<SModel, SItem>) -> String {
    "v\(snapshot.version) \(snapshot.storageIdentity) \(describe(snapshot.sections))"
}

/// What a section looks like on screen: its model's content, its header and footer.
struct SectionLook: Hashable, CustomStringConvertible {
    var content: UInt8
    var header: SupplementaryModel?
    var footer: SupplementaryModel?

    var description: String {
        "\(content)" + (header.map { " h:\($0)" } ?? "") + (footer.map { " f:\($0)" } ?? "")
    }
}

func shape(_ sections: [SSection]) -> Shape {
    Shape(
        sections: sections.map { section in
            Shape.Section(
                id: section.model.id,
                content: SectionLook(content: section.model.content, header: section.header, footer: section.footer),
                items: section.items.map { Shape.Item(id: $0.id, content: $0.content) })
        })
}

func checkUniqueSections(_ snapshot: ListSnapshot<SModel, SItem>, _ context: @autoclosure () -> String) {
    var seen = Set<UInt8>()
    for section in snapshot.sections where !seen.insert(section.model.id).inserted {
        fuzzFail("the storage holds two sections with identity \(section.model.id): \(describe(snapshot))", context())
    }
}

/// Checks a published update against the snapshots around it: `from` is the data before,
/// `to` the data after (and what the transaction wrote, when `written` is known), and the
/// changes replayed from `from` reach `to` in batches both kinds of list view accept,
/// refreshing everything the transaction reloaded.
func checkUpdate(
    _ update: ListUpdate<SModel, SItem>,
    kind: ListUpdate<SModel, SItem>.Kind,
    before: ListSnapshot<SModel, SItem>,
    after: ListSnapshot<SModel, SItem>,
    written: [SSection]?,
    reloads: Reloads,
    context: () -> String
) {
    func fail(_ message: String) -> Never {
        fuzzFail(
            "\(message)\n  before: \(describe(before))\n  after: \(describe(after))"
                + "\n  update.from: \(describe(update.from))\n  update.to: \(describe(update.to))"
                + "\n  stages: \(update.changes.stages.map(\.description).joined(separator: "\n"))",
            context())
    }
    if update.kind != kind { fail("update kind \(update.kind), expected \(kind)") }
    if !sameSnapshot(update.from, before) { fail("update.from is not the data before the call") }
    if !sameSnapshot(update.to, after) { fail("update.to is not the data after the call") }
    if update.to.version <= update.from.version { fail("the version did not increase") }
    if let written, !sameValues(after.sections, written) {
        fail("the storage does not hold what the transaction wrote\n  written: \(describe(written))")
    }
    if let last = update.changes.stages.last, !sameValues(last.data, update.to.sections) {
        fail("the last stage's data is not update.to\n  last stage data: \(describe(last.data))")
    }
    // A reload replaces everything without a batch: nothing to replay.
    guard kind != .reload else { return }
    let replay = replayChecked(
        source: shape(update.from.sections), target: shape(update.to.sections), stages: update.changes.stages,
        shape: { shape($0) },
        context: "\(context())\n  update.from: \(describe(update.from))\n  update.to: \(describe(update.to))")
    // Every explicit reload reaches the screen: a section or item reloaded in the
    // transaction and still present at its end is refreshed by some stage.
    for (index, section) in update.to.sections.enumerated() {
        if reloads.sections.contains(section.model.id)
            && !replay.refreshed.sections.contains(replay.provenance.sections[index])
        {
            fail("section \(section.model) was reloaded but no stage refreshes it")
        }
    }
    for id in reloads.items {
        var present = false
        var refreshed = false
        for (index, section) in update.to.sections.enumerated() {
            for (item, value) in section.items.enumerated() where value.id == id {
                present = true
                if replay.refreshed.items.contains(replay.provenance.items[index][item]) { refreshed = true }
            }
        }
        if present && !refreshed { fail("item \(id) was reloaded but no stage refreshes it") }
    }
}

/// Runs one step and checks it.
func runStep(_ step: Step, on storage: SStorage, context: () -> String) {
    let before = storage.snapshot
    var written: [SSection]?
    var reloads = Reloads()
    let kind: ListUpdate<SModel, SItem>.Kind
    let result: Result<ListUpdate<SModel, SItem>?, any Error>
    switch step {
    case let .transaction(mutations), let .alreadyOnScreen(mutations):
        let body: (inout STransaction) throws -> Void = { list in
            for mutation in mutations { try apply(mutation, to: &list, reloads: &reloads) }
            written = list.sections
        }
        if case .transaction = step {
            kind = .animated
            result = Result { try storage.update(body) }
        } else {
            kind = .alreadyOnScreen
            result = Result { try storage.updateAlreadyOnScreen(body) }
        }
    case let .storageCall(mutation):
        kind = .animated
        do {
            if let update = try applyToStorage(mutation, storage) {
                result = .success(update)
            } else {
                result = Result {
                    try storage.update { list in
                        try apply(mutation, to: &list, reloads: &reloads)
                        written = list.sections
                    }
                }
            }
        } catch {
            result = .failure(error)
        }
        if case let .reloadItems(paths) = mutation, case .success = result, written == nil {
            // The storage method's reload must reach the screen too (it did not throw, so
            // every path was in range).
            for path in paths { reloads.items.insert(before.sections[path.section].items[path.item].id) }
        }
    case let .reload(sections):
        kind = .reload
        result = Result { try storage.reload(sections) }
        var seen = Set<UInt8>()
        let unique = sections.allSatisfy { seen.insert($0.model.id).inserted }
        switch result {
        case .failure where unique:
            fuzzFail("reload of sections with unique identities threw", context())
        case .success where !unique:
            fuzzFail("reload accepted two sections with one identity", context())
        default: break
        }
        if case let .success(update?) = result {
            if !update.changes.isEmpty { fuzzFail("a reload carries changes", context()) }
            if !sameValues(update.to.sections, sections) { fuzzFail("reload did not store its sections", context()) }
        }
    }
    let after = storage.snapshot
    checkUniqueSections(after, context())
    switch result {
    case let .failure(error):
        if !(error is ListStorageError) && !(error is FuzzAbort) {
            fuzzFail("a call threw \(type(of: error)) (\(error)), not a ListStorageError", context())
        }
        if !sameSnapshot(before, after) {
            fuzzFail(
                "a call threw \(error) but changed the storage\n  before: \(describe(before))\n  after: \(describe(after))",
                context())
        }
    case .success(nil):
        if kind == .reload { fuzzFail("a reload published nothing", context()) }
        if !sameSnapshot(before, after) {
            fuzzFail(
                "a call published nothing but changed the storage\n  before: \(describe(before))\n  after: \(describe(after))",
                context())
        }
        if let written, !sameValues(written, before.sections) {
            fuzzFail(
                "a transaction wrote values but nothing was stored or published\n  before: \(describe(before))"
                    + "\n  written: \(describe(written))",
                context())
        }
    case let .success(update?):
        checkUpdate(
            update, kind: kind, before: before, after: after, written: written, reloads: reloads, context: context)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func tabulaStorageFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let input = decodeStorageInput(bytes)
    if fuzzVerbose { fuzzLog(input.description) }
    var seen = Set<UInt8>()
    let unique = input.initial.allSatisfy { seen.insert($0.model.id).inserted }
    let storage: SStorage
    do {
        storage = try SStorage(sections: input.initial)
        if !unique { fuzzFail("the initialiser accepted two sections with one identity", input.description) }
    } catch {
        if unique { fuzzFail("the initialiser threw \(error) for sections with unique identities", input.description) }
        storage = SStorage()
    }
    for (index, step) in input.steps.enumerated() {
        if fuzzVerbose { fuzzLog("step \(index): \(step)\n  before: \(describe(storage.snapshot))") }
        runStep(step, on: storage, context: { "failed at step \(index)\n\(input.description)" })
    }
    if fuzzVerbose { fuzzLog("final: \(describe(storage.snapshot))") }
    return 0
}
