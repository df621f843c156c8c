import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
@_spi(Testing) import TabulaUIKit
import UIKit

/// The model-based suite's checks: how the screen differs from the reference once the
/// adapter is idle.
extension ModelSuiteRunner {
    /// How the screen differs from the reference, now that the adapter is idle.
    func problems() -> [String] {
        var problems = list.exceptions.map { "UIKit would raise: \($0)" } + raised
        problems += list.updater.statistics.violations.map { "the updater's check: \($0)" }
        let snapshot = list.storage.snapshot
        let stored = snapshot.sections.map { $0.items.array }

        // The storage holds what the writes said they did (and the drops kept).
        var storedNames: [Int: String] = [:]
        for item in stored.joined() {
            if storedNames[item.id] != nil { problems.append("item \(item.id) is stored twice") }
            storedNames[item.id] = item.name
        }
        if storedNames != reference.names {
            let missing = Set(reference.names.keys).subtracting(storedNames.keys).sorted()
            let extra = Set(storedNames.keys).subtracting(reference.names.keys).sorted()
            let renamed = reference.names.keys.filter {
                storedNames[$0] != nil && storedNames[$0] != reference.names[$0]
            }
            problems.append("the storage differs from the writes: missing \(missing), extra \(extra), names \(renamed)")
        }

        // The view's rows are the storage's, in order.
        let counts = list.viewSectionCounts
        if counts != stored.map(\.count) {
            problems.append("the view counts \(counts), the storage \(stored.map(\.count))")
            return problems
        }
        for (section, items) in stored.enumerated() {
            for (row, item) in items.enumerated() {
                let shown = list.dataSourceItem(at: IndexPath(item: row, section: section))
                if shown?.id != item.id || shown?.name != item.name {
                    problems.append(
                        "row \(section)-\(row): the data source has \(shown?.description ?? "nothing"), the storage \(item)"
                    )
                }
            }
        }

        // Selection: exactly the reference's identities still present.
        let present = Set(storedNames.keys)
        let wanted = Set(reference.selected.filter(present.contains))
        let selectedInView = list.selectedPaths.map { path -> Int in
            guard path[0] < stored.count, path[1] < stored[path[0]].count else { return -1 }
            return stored[path[0]][path[1]].id
        }
        if Set(selectedInView) != wanted || selectedInView.count != wanted.count {
            problems.append(
                "the view selects \(selectedInView.sorted()) at \(list.selectedPaths.map { "\($0[0])-\($0[1])" }), want \(wanted.sorted())"
            )
        }
        if Set(list.adapterSelectedIDs) != wanted {
            problems.append(
                "the adapter's selectedItems are \(list.adapterSelectedIDs.sorted()), want \(wanted.sorted())")
        }

        // Visible cells: their items, at the layout's frames and the catalog's heights.
        let measurer = UIKitTextMeasurer(scaling: .category(reference.category))
        let visible = list.visiblePaths
        if visible.isEmpty, stored.contains(where: { !$0.isEmpty }),
            list.listView.contentOffset.y + list.listView.bounds.height <= list.listView.contentSize.height
        {
            problems.append("no row on screen within the content")
        }
        var previous: (IndexPath, CGRect)?
        for path in visible {
            let item = stored[path[0]][path[1]]
            let name = list.shownName(at: path)
            if name != item.name {
                problems.append("cell \(path[0])-\(path[1]) shows \(name ?? "nothing"), not \(item)")
            }
            guard let cellFrame = list.cellFrame(at: path), let viewFrame = list.viewFrame(at: path) else { continue }
            let layoutFrame = list.layout.frame(at: ListIndexPath(path))
            if cellFrame != viewFrame || viewFrame.height != layoutFrame.height || viewFrame.minY != layoutFrame.minY {
                problems.append(
                    "cell \(path[0])-\(path[1]) (\(item.id)): cell \(Self.format(cellFrame)), view \(Self.format(viewFrame)), layout \(Self.format(layoutFrame))"
                )
            }
            // A table's rows at the width its content views should have at the view's width
            // and safe area; a collection's at the width the layout gave the item.
            if let cellWidth = list.contentWidth(at: path) {
                let width = list.expectedContentWidth ?? cellWidth
                let expected = list.catalogHeight(of: item, contentWidth: width, measurer: measurer)
                if cellFrame.height != expected {
                    problems.append(
                        "cell \(path[0])-\(path[1]) (\(item.id)) is \(cellFrame.height) high at content width \(width), \(reference.category.rawValue): the catalog says \(expected)"
                    )
                }
                if let wantedWidth = list.expectedContentWidth, cellWidth != wantedWidth {
                    problems.append(
                        "cell \(path[0])-\(path[1]) has content width \(cellWidth), want \(wantedWidth) (view \(list.listView.bounds.width), safe area \(list.listView.safeAreaInsets.left)/\(list.listView.safeAreaInsets.right))"
                    )
                }
            }
            if let (previousPath, previousFrame) = previous, previousFrame.maxY > cellFrame.minY {
                problems.append(
                    "cells \(previousPath[0])-\(previousPath[1]) \(Self.format(previousFrame)) and \(path[0])-\(path[1]) \(Self.format(cellFrame)) overlap"
                )
            }
            previous = (path, cellFrame)
        }
        return problems
    }

    static func format(_ rect: CGRect) -> String {
        "(\(rect.minX), \(rect.minY), \(rect.width) x \(rect.height))"
    }
}
