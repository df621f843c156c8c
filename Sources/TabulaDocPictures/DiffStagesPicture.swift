import Foundation
import Tabula

/// The diff article's picture: the data of each stage `StagedChangeset` makes of one change,
/// with what each stage does marked.
enum DiffStagesPicture {
    struct Post: Identifiable, Equatable {
        let id: Int
        var likes: Int
    }

    static let rowHeight = 30.0

    static func render() -> String {
        let old = [Post(id: 1, likes: 0), Post(id: 2, likes: 5), Post(id: 3, likes: 0)]
        let new = [Post(id: 3, likes: 0), Post(id: 1, likes: 1), Post(id: 4, likes: 0)]
        let stages = StagedChangeset(source: old, target: new)

        var titles = ["Source"]
        var columns: [[PanelRow]] = [rows(old) { _ in .unchanged }]
        for (number, stage) in stages.enumerated() {
            let deleted = Set(stage.elementDeleted.map(\.element))
            if !deleted.isEmpty, var previous = columns.last {
                // A delete is drawn in the data the stage starts from.
                for index in previous.indices where deleted.contains(index) { previous[index].mark = .deleted }
                columns[columns.count - 1] = previous
            }
            let inserted = Set(stage.elementInserted.map(\.element))
            let moved = Set(stage.elementMoved.map(\.target.element))
            let updated = Set(stage.elementUpdated.map(\.element))
            titles.append("Stage \(number + 1): \(summary(of: stage))")
            columns.append(
                rows(Array(stage.data)) { index in
                    inserted.contains(index)
                        ? .inserted
                        : moved.contains(index)
                            ? .moved
                            : updated.contains(index) ? .updated : .unchanged
                })
        }
        return ScreenPanels(
            panelWidth: 190, panelHeight: rowHeight * 3 + 8, titles: titles, rows: columns,
            viewportHeight: nil, legend: [.deleted, .inserted, .moved, .updated]
        ).render()
    }

    private static func rows(_ posts: [Post], mark: (Int) -> PictureMark) -> [PanelRow] {
        posts.enumerated().map { index, post in
            PanelRow(
                key: "post-\(post.id)",
                frame: CGRect(x: 0, y: 4 + Double(index) * rowHeight, width: 190, height: rowHeight),
                label: "post \(post.id) · \(post.likes) likes", mark: mark(index))
        }
    }

    private static func summary(of stage: Changeset<[Post]>) -> String {
        var parts: [String] = []
        if !stage.elementUpdated.isEmpty { parts.append("update") }
        if !stage.elementDeleted.isEmpty { parts.append("delete") }
        if !stage.elementInserted.isEmpty { parts.append("insert") }
        if !stage.elementMoved.isEmpty { parts.append("move") }
        return parts.joined(separator: ", ")
    }
}
