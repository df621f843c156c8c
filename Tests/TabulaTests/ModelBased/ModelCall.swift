import Foundation
import Tabula

/// One section of the reference model: plain values, compared field by field.
struct ModelSection: Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var items: [Note]
    var header: String?

    var listSection: ListSection<Int, Note> {
        ListSection(id, items: items, header: header.map(SupplementaryModel.init))
    }

    init(id: Int, items: [Note], header: String? = nil) {
        self.id = id
        self.items = items
        self.header = header
    }

    init(_ section: ListSection<Int, Note>) {
        id = section.model
        items = section.items.array
        header = section.header?.model(as: String.self)
    }

    var description: String {
        "§\(id)\(header.map { "(\($0))" } ?? "")[\(items.map { "\($0.id):\($0.content)/\($0.extra)" }.joined(separator: ","))]"
    }
}

/// One call of the public API, as data, so a failing sequence can be replayed and shrunk.
indirect enum ModelCall: Sendable, CustomStringConvertible {
    // Storage mutations, each one transaction unless inside `.transaction`.
    case insertItems([Note], at: ListIndexPath)
    case removeItems(at: [ListIndexPath])
    case removeItemsWithIdentifiers([Int])
    case moveItem(from: ListIndexPath, to: ListIndexPath)
    case replaceItem(Note)
    case replaceItemAt(ListIndexPath, with: Note)
    case reloadItems(at: [ListIndexPath])
    case insertSection(ModelSection, at: Int)
    case removeSections(at: [Int])
    case moveSection(from: Int, to: Int)
    case reloadSections(at: [Int])
    case setItems([Note], inSectionAt: Int)
    case setHeader(String?, inSectionAt: Int)
    case setSectionModel(Int, at: Int)
    case setSections([ModelSection])
    case removeAll
    case transaction([ModelCall])
    case storageReload([ModelSection])
    // Updater and host calls.
    case applySections([ModelSection])
    case updaterReload([ModelSection])
    case rebind([ModelSection])
    case drag(from: ListIndexPath, to: ListIndexPath, withStorage: Bool)
    /// A drop while updates are still on their way (unheard writes, a batch animating):
    /// paths are in the data on screen at that moment, and the move is recorded in the
    /// storage the screen follows.
    case dropUnsettled(from: ListIndexPath, to: ListIndexPath)
    /// Lets the main actor run what waits for it: the storage stream's deliveries and
    /// batch completions. Where these fall between calls is the interleaving under test.
    case yieldToMainActor
    case finishAnimations
    case scroll(toY: Double)

    /// The case's name, for coverage counts.
    var kindName: String {
        switch self {
        case .removeAll: "removeAll"
        case .finishAnimations: "finishAnimations"
        case .yieldToMainActor: "yieldToMainActor"
        default: Mirror(reflecting: self).children.first?.label ?? description
        }
    }

    /// Every case's name: the generator must draw each of them.
    static let allKindNames: Set<String> = [
        "insertItems", "removeItems", "removeItemsWithIdentifiers", "moveItem", "replaceItem", "replaceItemAt",
        "reloadItems", "insertSection", "removeSections", "moveSection", "reloadSections", "setItems", "setHeader",
        "setSectionModel", "setSections", "removeAll", "transaction", "storageReload", "applySections",
        "updaterReload", "rebind", "drag", "dropUnsettled", "yieldToMainActor", "finishAnimations", "scroll",
    ]

    var description: String {
        switch self {
        case let .insertItems(items, path): "insertItems(\(items.map(\.id)), at: \(path))"
        case let .removeItems(paths): "removeItems(at: \(paths))"
        case let .removeItemsWithIdentifiers(ids): "removeItems(withIdentifiers: \(ids))"
        case let .moveItem(from, to): "moveItem(from: \(from), to: \(to))"
        case let .replaceItem(note): "replaceItem(\(note.id):\(note.content)/\(note.extra))"
        case let .replaceItemAt(path, note): "replaceItem(at: \(path), with: \(note.id):\(note.content)/\(note.extra))"
        case let .reloadItems(paths): "reloadItems(at: \(paths))"
        case let .insertSection(section, index): "insertSection(\(section), at: \(index))"
        case let .removeSections(indexes): "removeSections(at: \(indexes))"
        case let .moveSection(from, to): "moveSection(from: \(from), to: \(to))"
        case let .reloadSections(indexes): "reloadSections(at: \(indexes))"
        case let .setItems(items, section): "setItems(\(items.map(\.id)), inSectionAt: \(section))"
        case let .setHeader(header, section): "setHeader(\(header ?? "nil"), inSectionAt: \(section))"
        case let .setSectionModel(model, index): "setSectionModel(\(model), at: \(index))"
        case let .setSections(sections): "setSections(\(sections))"
        case .removeAll: "removeAll()"
        case let .transaction(calls): "transaction { \(calls.map(\.description).joined(separator: "; ")) }"
        case let .storageReload(sections): "storage.reload(\(sections))"
        case let .applySections(sections): "updater.show(sections: \(sections))"
        case let .updaterReload(sections): "updater.reload(sections: \(sections))"
        case let .rebind(sections): "updater.bind(to: ListStorage(sections: \(sections)))"
        case let .drag(from, to, withStorage): "drag(from: \(from), to: \(to), storage: \(withStorage))"
        case let .dropUnsettled(from, to): "dropUnsettled(from: \(from), to: \(to))"
        case .yieldToMainActor: "await Task.yield()"
        case .finishAnimations: "host.finishAnimations()"
        case let .scroll(y): "host.scroll(toY: \(y))"
        }
    }
}
