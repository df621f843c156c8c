import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless

/// A headless host with an updater over a `ListStorage<String, Row>`, for the update tests.
@MainActor
struct UpdaterFixture {
    struct Row: Differentiable, Hashable, Sendable, CustomStringConvertible {
        var id: Int
        var text: String
        /// Rows of another kind use another cell type.
        var kind: String = "row"

        init(_ id: Int, _ text: String = "", kind: String = "row") {
            self.id = id
            self.text = text
            self.kind = kind
        }

        var differenceIdentifier: Int { id }
        var description: String { "\(id)\(text.isEmpty ? "" : ":\(text)")" }
    }

    typealias Storage = ListStorage<String, Row>

    let storage: Storage
    let host: HeadlessListView
    let updater: ListUpdater<String, Row>

    init(
        kind: ListHostKind = .table, sections: [ListSection<String, Row>] = [],
        animationMode: HeadlessListView.AnimationMode = .immediate,
        viewport: CGSize = CGSize(width: 320, height: 440),
        keepsLibraryCompletionDeadline: Bool = false
    ) {
        storage = try! Storage(sections: sections)  // fixtures pass unique section identities
        host = HeadlessListView(
            kind: kind, viewportSize: viewport,
            frameProvider: FixedRowHeightFrames(rowHeight: 44, headerHeight: 28, footerHeight: 0),
            animationMode: animationMode)
        for identifier in ["row", "ad"] { host.registerCell(reuseIdentifier: identifier) }
        host.registerSupplementaryView(.header, reuseIdentifier: "String")
        host.registerSupplementaryView(.footer, reuseIdentifier: "String")
        updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider(
                reuseIdentifier: { row, _ in row.kind },
                configure: { cell, row, _ in (cell as? HeadlessCell)?.contentDescription = row.description },
                configureSupplementary: { view, model, _, _ in
                    (view as? HeadlessSupplementaryView)?.contentDescription = model.description
                }))
        host.dataSource = updater
        // With manual animations the test finishes each batch itself; on a loaded machine
        // (ThreadSanitizer, two cores) that can take longer than the library's 2 s deadline,
        // which would then reload behind the test's back. Only the deadline's own tests keep it.
        if animationMode == .manual, !keepsLibraryCompletionDeadline {
            updater.batchCompletionDeadline = 120
        }
    }

    /// Waits until the storage's current data is on screen.
    func settle() async {
        await updater.waitUntilPresented(version: storage.snapshot.version)
        await updater.waitUntilIdle()
    }

    /// What the visible cells show, top to bottom.
    var visibleTexts: [String] {
        host.visibleCells.compactMap(\.contentDescription)
    }

    /// The presented data equals the storage's and every batch kept UIKit's rules.
    var isConsistent: Bool {
        updater.presentedSections.map(\.items) == storage.snapshot.sections.map(\.items)
            && updater.statistics.violations.isEmpty
    }
}
