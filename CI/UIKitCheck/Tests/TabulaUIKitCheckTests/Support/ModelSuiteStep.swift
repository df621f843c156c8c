import Foundation
import Tabula
import TabulaTestSupport
import UIKit

/// A choice among what exists when a step runs (a row, a section), drawn before: `of(n)`
/// is one of `0..<n`, the same for the same seed whatever `n` turns out to be.
struct ModelSuitePick: Sendable, CustomStringConvertible {
    var raw: UInt64

    func of(_ count: Int) -> Int { count <= 0 ? 0 : Int(raw % UInt64(count)) }

    var description: String { "#\(raw % 1000)" }

    static func draw(_ rng: inout SplitMix64) -> ModelSuitePick { ModelSuitePick(raw: rng.next()) }
}

/// One storage write, made in a transaction by a task of its own; the rows it touches are
/// picked in the transaction, against what the storage holds then.
enum ModelSuiteWrite: Sendable, CustomStringConvertible {
    case append(id: Int, name: String, section: ModelSuitePick)
    case insert(id: Int, name: String, at: ModelSuitePick)
    case remove(ModelSuitePick)
    case move(from: ModelSuitePick, to: ModelSuitePick)
    case replace(ModelSuitePick, name: String)

    var description: String {
        switch self {
        case let .append(id, _, section): "append \(id) to \(section)"
        case let .insert(id, _, at): "insert \(id) at \(at)"
        case let .remove(pick): "remove \(pick)"
        case let .move(from, to): "move \(from) to \(to)"
        case let .replace(pick, _): "replace \(pick)"
        }
    }

    /// What a transaction's writes did, in order: each item that came in or was renamed
    /// (identity, its name now) or left (identity, `nil`).
    struct Effect: Sendable {
        var changes: [(id: Int, name: String?)] = []
        var notes: [String] = []
        /// The transaction's place among those of one step, taken inside it (under the
        /// storage's lock): the order the writes took effect, not the order their tasks ended.
        var commitOrder = 0
    }

    /// Hands out commit places to transactions running at once.
    final class CommitOrder: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0

        func take() -> Int {
            lock.lock()
            defer { lock.unlock() }
            next += 1
            return next
        }
    }

    /// Applies the write to `list` (inside a storage transaction).
    func apply(to list: inout ListTransaction<String, Contact>, effect: inout Effect) throws {
        let paths = list.sections.indices.flatMap { section in
            list.sections[section].items.indices.map { ListIndexPath(item: $0, section: section) }
        }
        switch self {
        case let .append(id, name, section):
            let index = section.of(list.sections.count)
            try list.appendItems([Contact(id, name)], toSectionAt: index)
            effect.changes.append((id, name))
            effect.notes.append("appended \(id) to section \(index)")
        case let .insert(id, name, at):
            // Any row, or the end of any section.
            let ends = list.sections.indices.map { ListIndexPath(item: list.sections[$0].items.count, section: $0) }
            let targets = paths + ends
            let path = targets[at.of(targets.count)]
            try list.insertItems([Contact(id, name)], at: path)
            effect.changes.append((id, name))
            effect.notes.append("inserted \(id) at \(path.section)-\(path.item)")
        case let .remove(pick):
            guard !paths.isEmpty else { return effect.notes.append("nothing to remove") }
            let path = paths[pick.of(paths.count)]
            let id = list.sections[path.section].items[path.item].id
            try list.removeItems(at: [path])
            effect.changes.append((id, nil))
            effect.notes.append("removed \(id) at \(path.section)-\(path.item)")
        case let .move(from, to):
            guard !paths.isEmpty else { return effect.notes.append("nothing to move") }
            let source = paths[from.of(paths.count)]
            // Destinations as the list is once the item left: any row of its section or
            // another's, or a section's end.
            var counts = list.sections.map(\.items.count)
            counts[source.section] -= 1
            let targets = counts.indices.flatMap { section in
                (0...counts[section]).map { ListIndexPath(item: $0, section: section) }
            }
            let destination = targets[to.of(targets.count)]
            try list.moveItem(from: source, to: destination)
            effect.notes.append(
                "moved \(source.section)-\(source.item) to \(destination.section)-\(destination.item)")
        case let .replace(pick, name):
            guard !paths.isEmpty else { return effect.notes.append("nothing to replace") }
            let path = paths[pick.of(paths.count)]
            let id = list.sections[path.section].items[path.item].id
            try list.replaceItem(at: path, with: Contact(id, name))
            effect.changes.append((id, name))
            effect.notes.append("replaced \(id) at \(path.section)-\(path.item)")
        }
    }
}

/// One step of the suite: what an app's storage, its user or the system does next.
indirect enum ModelSuiteStep: Sendable, CustomStringConvertible {
    /// Each inner array is one transaction, from a detached task of its own; the tasks run
    /// at once.
    case writes([[ModelSuiteWrite]])
    /// The user lifts the visible rows picked, drops them at a visible row (or a section's
    /// end) and the drag ends.
    case drag(sources: [ModelSuitePick], destination: ModelSuitePick)
    /// The app selects a presented item by identity.
    case select(ModelSuitePick)
    /// The app deselects a selected item by identity.
    case deselect(ModelSuitePick)
    /// The user taps a visible row: it is selected, or deselected when it was.
    case tap(ModelSuitePick)
    /// The list view's width changes (rotation, split view).
    case width(CGFloat)
    /// The safe area changes at the same width (landscape on a phone with a sensor housing).
    case safeArea(left: CGFloat, right: CGFloat)
    /// The user's text size changes (`nil`: the window's own again, Large).
    case textSize(UIContentSizeCategory?)
    /// The user scrolls to a fraction of the scrollable range.
    case scroll(Double)
    /// A write's batch is applied and its animation held; `then` happens meanwhile; the
    /// animation then ends.
    case held(ModelSuiteWrite, then: ModelSuiteStep)

    var description: String {
        switch self {
        case let .writes(tasks): "writes from \(tasks.count) tasks \(tasks.map { $0.map(\.description) })"
        case let .drag(sources, destination): "drag \(sources) to \(destination)"
        case let .select(pick): "select by identity \(pick)"
        case let .deselect(pick): "deselect by identity \(pick)"
        case let .tap(pick): "tap \(pick)"
        case let .width(width): "width \(Int(width))"
        case let .safeArea(left, right): "safe area left \(Int(left)) right \(Int(right))"
        case let .textSize(category): "text size \(category?.rawValue ?? "window's own (Large)")"
        case let .scroll(fraction): "scroll to \(Int(fraction * 100))%"
        case let .held(write, then): "hold the animation of (\(write)) while: \(then)"
        }
    }
}

/// Draws the steps of a seed.
struct ModelSuiteGenerator {
    var rng: SplitMix64
    /// The next identity for a new item (identities are never reused, so an item that left
    /// cannot come back as another).
    var nextID: Int

    static let widths: [CGFloat] = [320, 375, 414, 300]
    static let safeAreas: [(CGFloat, CGFloat)] = [(0, 0), (47, 47), (59, 0), (0, 59)]
    static let categories: [UIContentSizeCategory?] = [
        nil, .extraSmall, .large, .extraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
    ]

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

    mutating func write() -> ModelSuiteWrite {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1:
            nextID += 1
            return .append(id: nextID, name: ModelSuiteNames.name(for: nextID, variant: nextID), section: .draw(&rng))
        case 2, 3:
            nextID += 1
            return .insert(id: nextID, name: ModelSuiteNames.name(for: nextID, variant: nextID), at: .draw(&rng))
        case 4, 5, 6: return .remove(.draw(&rng))
        case 7: return .move(from: .draw(&rng), to: .draw(&rng))
        default:
            let variant = Int.random(in: 0..<1000, using: &rng)
            return .replace(.draw(&rng), name: ModelSuiteNames.name(for: 0, variant: variant))
        }
    }

    /// A step that can happen while a batch animates.
    mutating func stepDuringAnimation() -> ModelSuiteStep {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: .drag(sources: [.draw(&rng)], destination: .draw(&rng))
        case 1: .width(Self.widths[Int.random(in: 0..<Self.widths.count, using: &rng)])
        case 2: .writes([[write()]])
        case 3: .tap(.draw(&rng))
        case 4: .safeArea(left: 47, right: 47)
        default: .textSize(Self.categories[Int.random(in: 0..<Self.categories.count, using: &rng)])
        }
    }

    mutating func step() -> ModelSuiteStep {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<30:
            let tasks = Int.random(in: 1...3, using: &rng)
            return .writes((0..<tasks).map { _ in (0..<Int.random(in: 1...2, using: &rng)).map { _ in write() } })
        case 30..<42:
            let count = chance(60) ? 1 : 2
            return .drag(sources: (0..<count).map { _ in .draw(&rng) }, destination: .draw(&rng))
        case 42..<50: return .select(.draw(&rng))
        case 50..<54: return .deselect(.draw(&rng))
        case 54..<64: return .tap(.draw(&rng))
        case 64..<71: return .width(Self.widths[Int.random(in: 0..<Self.widths.count, using: &rng)])
        case 71..<77:
            let (left, right) = Self.safeAreas[Int.random(in: 0..<Self.safeAreas.count, using: &rng)]
            return .safeArea(left: left, right: right)
        case 77..<85: return .textSize(Self.categories[Int.random(in: 0..<Self.categories.count, using: &rng)])
        case 85..<90: return .scroll(Double(Int.random(in: 0...10, using: &rng)) / 10)
        default: return .held(write(), then: stepDuringAnimation())
        }
    }
}
