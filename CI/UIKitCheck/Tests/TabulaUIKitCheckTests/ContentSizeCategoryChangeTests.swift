import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Issue 26, item 2: after the user changes the text size, visible rows have the heights the
/// scaled fonts give, measured and drawn. The model scales fonts along Apple's published
/// Dynamic Type table (UIFontMetrics.swift); a 15 pt style follows the subheadline curve
/// (15 pt at Large, 19 pt at xxLarge).
///
/// The rows on screen take their new heights at once; the rest once the change has measured
/// them off the main actor (awaited). Each adapter measures at its own list's text size, so
/// another test changing the process-wide category meanwhile changes nothing here.
@Suite("A content size category change re-measures the rows", .serialized)
@MainActor
struct ContentSizeCategoryChangeTests {
    private static let style = TextStyle(pointSize: 15)
    private static let insets = ListEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    /// The height of a one-line text block in `style` at `category`, from the model's fonts:
    /// one line of the scaled font, rounded up as the measurer rounds, plus the insets.
    private static func oneLineRowHeight(at category: UIContentSizeCategory) -> CGFloat {
        let font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(
            for: UIFont.systemFont(ofSize: style.pointSize, weight: .regular),
            compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
        return font.lineHeight.rounded(.up) + insets.top + insets.bottom
    }

    private static func rows() -> [ListWidget] {
        (0..<40).map { TextBlock(text: "Row \($0)", style: style, insets: insets).widget().tag($0) }
    }

    @Test func tableRowsTakeTheScaledHeightsAndDrawTheScaledFont() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        let adapter = TableViewAdapter<String, ListWidget>(tableView: tableView, cells: .widgets())
        adapter.show(Self.rows())
        await adapter.waitUntilIdle()
        tableView.layoutIfNeeded()
        let large = Self.oneLineRowHeight(at: .large)
        let visibleAtLarge = tableView.indexPathsForVisibleRows ?? []
        try #require(!visibleAtLarge.isEmpty)
        for path in visibleAtLarge {
            #expect(tableView.rectForRow(at: path).height == large, "row \(path) at Large")
        }

        window.modelSetPreferredContentSizeCategory(.extraExtraLarge)
        tableView.layoutIfNeeded()
        let larger = Self.oneLineRowHeight(at: .extraExtraLarge)
        let visibleAtLarger = tableView.indexPathsForVisibleRows ?? []
        let rowHeights = visibleAtLarger.map { tableView.rectForRow(at: $0).height }
        let drawnSizes = tableView.visibleCells.compactMap {
            $0.content(as: PrimitiveWidgetView.self)?.textLabel.modelDrawnAttributes?.pointSize
        }
        let adjusting = tableView.visibleCells.contains {
            $0.content(as: PrimitiveWidgetView.self)?.textLabel.adjustsFontForContentSizeCategory == true
        }
        // The rows off screen are measured off the main actor, then taken, while the
        // process-wide category is Large again: the list keeps its own.
        makeAListAtLarge()
        let change = await adapter.waitForTextSizeChange()
        tableView.layoutIfNeeded()
        let drawnAfter = tableView.visibleCells.compactMap {
            $0.content(as: PrimitiveWidgetView.self)?.textLabel.modelDrawnAttributes?.pointSize
        }
        let lastRowHeight = adapter.layout.frame(at: ListIndexPath(item: 39, section: 0)).height
        window.modelSetPreferredContentSizeCategory(nil)
        tableView.layoutIfNeeded()
        _ = await adapter.waitForTextSizeChange()
        let heightsBack = (tableView.indexPathsForVisibleRows ?? []).map { tableView.rectForRow(at: $0).height }

        #expect(larger > large)
        #expect(!rowHeights.isEmpty)
        #expect(rowHeights.allSatisfy { $0 == larger }, "visible rows at xxLarge: \(rowHeights), want \(larger)")
        #expect(lastRowHeight == larger, "a row off screen is re-measured too")
        #expect(change?.isComplete == true && change?.measuredOffMainActor ?? 0 > 0, "\(String(describing: change))")
        let scaledPointSize = UIFontMetrics(forTextStyle: .subheadline).scaledValue(
            for: Self.style.pointSize,
            compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))
        #expect(!drawnSizes.isEmpty)
        #expect(drawnSizes.allSatisfy { $0 == scaledPointSize }, "drawn at \(drawnSizes), want \(scaledPointSize)")
        #expect(
            !drawnAfter.isEmpty && drawnAfter.allSatisfy { $0 == scaledPointSize },
            "drawn after the rest were measured, the lists' category back at Large: \(drawnAfter)")
        #expect(!adjusting, "Tabula measures: a label must not change its font by itself")
        #expect(heightsBack.allSatisfy { $0 == large }, "back at Large: \(heightsBack)")
        #expect(tableView.modelExceptions.isEmpty)
    }

    @Test func mfsRowsTakeTheHeightsTheirPureFunctionGivesAtTheNewCategory() async throws {
        let names = (0..<30).map { "Contact \($0) with a name long enough to wrap once the text is larger" }
        let screen = TableScreen(sections: [
            ListSection("A", items: names.enumerated().map { Contact($0.offset, $0.element) })
        ])
        await screen.load()
        screen.tableView.layoutIfNeeded()
        let xxl = UIKitTextMeasurer(scaling: .category(.extraExtraLarge))

        screen.window.modelSetPreferredContentSizeCategory(.extraExtraLarge)
        screen.tableView.layoutIfNeeded()
        var rows: [(CGFloat, CGFloat, CGFloat?, CGFloat)] = []
        for tableCell in screen.tableView.visibleCells {
            guard let cell = tableCell.content(as: ContactCell.self),
                let path = screen.tableView.indexPath(for: tableCell),
                let contact = cell.viewModel
            else { continue }
            let width = cell.bounds.width
            rows.append(
                (
                    screen.tableView.rectForRow(at: path).height,
                    ContactCell.height(for: contact, width: width, context: xxl),
                    cell.nameLabel?.frame.height,
                    ContactCell.nameFrame(for: contact, width: width, measurer: xxl).height
                ))
        }
        screen.window.modelSetPreferredContentSizeCategory(nil)
        _ = await screen.adapter.waitForTextSizeChange()

        #expect(!rows.isEmpty)
        let large = UIKitTextMeasurer(scaling: .category(.large))
        let firstWidth = screen.tableView.visibleCells.first?.contentView.bounds.width ?? 0
        #expect(
            rows.first?.0 != ContactCell.height(for: Contact(0, names[0]), width: firstWidth, context: large),
            "the first row's height changed")
        for (height, expected, labelHeight, expectedLabel) in rows {
            #expect(height == expected, "a row as tall as its pure height at xxLarge")
            #expect(labelHeight == expectedLabel, "its label laid out at xxLarge")
        }
        #expect(screen.consistencyProblems() == [])
    }

    @Test func collectionItemsTakeTheScaledHeights() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: TabulaCollectionViewLayout())
        window.addSubview(collectionView)
        let adapter = CollectionViewAdapter<String, ListWidget>(collectionView: collectionView, cells: .widgets())
        adapter.show(Self.rows())
        await adapter.waitUntilIdle()
        collectionView.layoutIfNeeded()
        let large = Self.oneLineRowHeight(at: .large)
        #expect(adapter.layout.frame(at: ListIndexPath(item: 0, section: 0)).height == large)

        window.modelSetPreferredContentSizeCategory(.accessibilityMedium)
        collectionView.layoutIfNeeded()
        let visible = collectionView.indexPathsForVisibleItems
        let heights = visible.compactMap {
            collectionView.collectionViewLayout.layoutAttributesForItem(at: $0)?.frame.height
        }
        window.modelSetPreferredContentSizeCategory(nil)
        collectionView.layoutIfNeeded()
        _ = await adapter.waitForTextSizeChange()
        let heightsBack = collectionView.indexPathsForVisibleItems.compactMap {
            collectionView.collectionViewLayout.layoutAttributesForItem(at: $0)?.frame.height
        }

        let larger = Self.oneLineRowHeight(at: .accessibilityMedium)
        #expect(!heights.isEmpty)
        #expect(heights.allSatisfy { $0 == larger }, "visible items at AX1: \(heights), want \(larger)")
        #expect(heightsBack.allSatisfy { $0 == large }, "back at Large: \(heightsBack)")
        #expect(collectionView.modelExceptions.isEmpty)
    }
}
