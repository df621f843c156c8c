import Tabula

/// Checks one stage with UIKit's rules (`BatchUpdateRules`, table and collection), then
/// replays it the way UIKit interprets a batch, at the level of identities, and reports
/// every way the stage disagrees with the data it claims to produce.
///
/// UIKit semantics: deletes, reloads and move sources name before-positions; inserts and
/// move targets name after-positions; everything not named keeps its relative order and
/// fills the remaining after-positions. A stage is right when the replay yields exactly
/// the stage's data (identities in place) and every item whose content differs between
/// before and after is reloaded, inserted or moved in as new.
enum BatchSimulator {
    /// A section as identities: the section's id and its content, and its items' ids and contents.
    struct Snapshot: Equatable, CustomStringConvertible {
        struct Section: Equatable {
            var id: String
            var content: String
            var items: [Item]
        }
        struct Item: Equatable {
            var id: String
            var content: String
        }
        var sections: [Section]

        var description: String {
            sections.map { "\($0.id): \($0.items.map(\.id))" }.joined(separator: " | ")
        }
    }

    /// Every problem found, as readable lines; empty when the stage is right.
    static func problems(
        before: Snapshot, after: Snapshot, stage: Changeset<some Any>
    ) -> [String] {
        let b = before.sections
        // UIKit's own rules (counts, conflicts, ranges, item changes inside changed
        // sections), from the library's checker, for both kinds of list view.
        let batch = ListBatch(stage)
        let counts = (before: b.map(\.items.count), after: after.sections.map(\.items.count))
        var problems = ListHostKind.allCases.flatMap { kind in
            BatchUpdateRules(kind: kind).violations(before: counts.before, batch: batch, after: counts.after)
                .map { "\(kind): \($0.message)" }
        }
        guard problems.isEmpty else { return problems }
        let deletedPaths = Set(stage.elementDeleted)
        let movedFrom = Set(stage.elementMoved.map(\.source))
        let inserted = Set(stage.elementInserted)
        let reloaded = Set(stage.elementUpdated)

        // Replay sections: inserted and moved sections take their after-positions, the others
        // keep their order in the remaining slots.
        let removedSections = Set(stage.sectionDeleted).union(stage.sectionMoved.map(\.source))
        var placed = [Int: (source: Int?, id: String)]()
        for index in stage.sectionInserted { placed[index] = (nil, after.sections[index].id) }
        for move in stage.sectionMoved { placed[move.target] = (move.source, b[move.source].id) }
        var remaining = b.indices.filter { !removedSections.contains($0) }.makeIterator()
        var sectionSource = [Int?]()
        for index in after.sections.indices {
            if let fixed = placed[index] {
                sectionSource.append(fixed.source)
            } else if let next = remaining.next() {
                sectionSource.append(next)
            } else {
                problems.append("after-section \(index) has no source")
                return problems
            }
        }
        if remaining.next() != nil { problems.append("sections left over after replay") }
        for (index, source) in sectionSource.enumerated() {
            let expected = after.sections[index]
            guard let source else { continue }
            if b[source].id != expected.id {
                problems.append("section \(index): replay gives \(b[source].id), data has \(expected.id)")
            } else if b[source].content != expected.content && !stage.sectionUpdated.contains(source) {
                problems.append("section \(index) content changed without a section reload")
            }
        }
        guard problems.isEmpty else { return problems }

        // Replay items, section by section.
        var movedIn = [ListIndexPath: ListIndexPath]()
        for move in stage.elementMoved { movedIn[move.target] = move.source }
        for (index, source) in sectionSource.enumerated() {
            let expected = after.sections[index].items
            guard let source else {
                // An inserted section arrives with its data; nothing to replay inside it.
                continue
            }
            let kept = b[source].items.indices.filter {
                let path = ListIndexPath(item: $0, section: source)
                return !deletedPaths.contains(path) && !movedFrom.contains(path)
            }
            var keptIterator = kept.makeIterator()
            for item in expected.indices {
                let path = ListIndexPath(item: item, section: index)
                let got: Snapshot.Item
                var isNew = false
                if inserted.contains(path) {
                    got = expected[item]
                    isNew = true
                } else if let from = movedIn[path] {
                    got = b[from.section].items[from.item]
                    isNew = reloaded.contains(from)
                } else if let next = keptIterator.next() {
                    got = b[source].items[next]
                    isNew = reloaded.contains(ListIndexPath(item: next, section: source))
                } else {
                    problems.append("item \(path) has no source in the replay")
                    return problems
                }
                if got.id != expected[item].id {
                    problems.append("item \(path): replay gives \(got.id), data has \(expected[item].id)")
                } else if !isNew && got.content != expected[item].content {
                    problems.append("item \(path) content changed without a reload")
                }
            }
            if keptIterator.next() != nil {
                problems.append("section \(index): items left over after replay")
            }
        }
        return problems
    }
}
