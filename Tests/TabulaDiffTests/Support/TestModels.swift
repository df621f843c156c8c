import TabulaDiff

/// An item with an identity and a content that can change under the same identity.
struct TestItem: Differentiable, Hashable, CustomStringConvertible {
    var id: String
    var content: Int

    init(_ id: String, _ content: Int = 0) {
        self.id = id
        self.content = content
    }

    var differenceIdentifier: String { id }

    func isContentEqual(to source: TestItem) -> Bool {
        content == source.content
    }

    var description: String { content == 0 ? id : "\(id)(\(content))" }
}

typealias TestSection = ArraySection<TestItem, TestItem>

extension BatchSimulator.Snapshot {
    init(flat items: [TestItem]) {
        self.init(sections: [
            Section(id: "flat", content: "", items: items.map { Item(id: $0.id, content: "\($0.content)") })
        ])
    }

    init(_ sections: [TestSection]) {
        self.init(
            sections: sections.map { section in
                Section(
                    id: section.model.id, content: "\(section.model.content)",
                    items: section.elements.map { Item(id: $0.id, content: "\($0.content)") })
            })
    }
}

/// Checks that applying `changeset` stage by stage to `source` gives `target`, with every
/// stage a batch UIKit accepts; returns the problems found.
func replayProblems(source: [TestItem], target: [TestItem], changeset: StagedChangeset<[TestItem]>) -> [String] {
    var before = BatchSimulator.Snapshot(flat: source)
    var problems: [String] = []
    for (index, stage) in changeset.enumerated() {
        let after = BatchSimulator.Snapshot(flat: stage.data)
        problems += BatchSimulator.problems(before: before, after: after, stage: stage).map { "stage \(index): \($0)" }
        if stage.isEmpty { problems.append("stage \(index) is empty") }
        before = after
    }
    if before != BatchSimulator.Snapshot(flat: target) { problems.append("final data is not the target") }
    return problems
}

/// The sectioned twin of `replayProblems(source:target:changeset:)`.
func replayProblems(source: [TestSection], target: [TestSection], changeset: StagedChangeset<[TestSection]>) -> [String]
{
    var before = BatchSimulator.Snapshot(source)
    var problems: [String] = []
    for (index, stage) in changeset.enumerated() {
        let after = BatchSimulator.Snapshot(stage.data)
        problems += BatchSimulator.problems(before: before, after: after, stage: stage).map { "stage \(index): \($0)" }
        if stage.isEmpty { problems.append("stage \(index) is empty") }
        before = after
    }
    if before != BatchSimulator.Snapshot(target) { problems.append("final data is not the target") }
    return problems
}

/// Length of a longest strictly increasing subsequence, by the quadratic textbook method,
/// to check the diff's own patience-sorting result independently.
func quadraticLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] {
            best[i] = max(best[i], best[j] + 1)
        }
    }
    return best.max() ?? 0
}
