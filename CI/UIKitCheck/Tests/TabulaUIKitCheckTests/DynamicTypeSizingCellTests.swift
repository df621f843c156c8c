import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// An Auto Layout cell whose label follows Dynamic Type by itself (a preferred font and
/// `adjustsFontForContentSizeCategory`, UIContentSizeCategoryAdjusting.h:17-23) is measured
/// through one off-screen sizing instance. A view outside any window gets no trait change
/// when the user changes the text size, so without help that instance keeps the font it
/// was made with, and every row is measured at the old text size after a change: the text
/// of the rows is drawn larger than the rows are tall.
@Suite("Auto Layout sizing cells take the list's text size", .serialized)
@MainActor
struct DynamicTypeSizingCellTests {
    /// The test's Auto Layout cell (a label 12 points from every edge) with a one-line label
    /// in the body style that follows the text size by itself.
    private static func dynamicNoteCell() -> AutoNoteCell {
        let cell = AutoNoteCell()
        cell.label.font = .preferredFont(forTextStyle: .body)
        cell.label.adjustsFontForContentSizeCategory = true
        return cell
    }

    private static func bodyLineHeight(at category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(
            forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
        ).lineHeight
    }

    @Test func rowsAreMeasuredWithTheFontOfTheNewTextSize() async throws {
        var cells = TableCellCatalog<Contact>()
        // `configure` reads the cell's own traits, as cells that lay out differently at
        // accessibility sizes do: 20 more points below the label there.
        cells.register(autoLayout: AutoNoteCell.self, sizingCell: Self.dynamicNoteCell()) { cell, contact in
            cell.label.text = contact.name
            cell.bottom.constant = cell.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 32 : 12
        }
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...40))], cells: cells)
        await screen.load()
        screen.tableView.layoutIfNeeded()
        let atLarge = screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(atLarge > 24)

        screen.window.modelSetPreferredContentSizeCategory(.accessibilityExtraLarge)
        screen.tableView.layoutIfNeeded()
        makeAListAtLarge()
        _ = await screen.adapter.waitForTextSizeChange()
        screen.tableView.layoutIfNeeded()
        // The larger font's line, and the cell's 20 more points at an accessibility size.
        let growth = Self.bodyLineHeight(at: .accessibilityExtraLarge) - Self.bodyLineHeight(at: .large) + 20
        let onScreen = screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let offScreen = screen.adapter.layout.frame(at: ListIndexPath(item: 39, section: 0)).height
        #expect(abs(onScreen - (atLarge + growth)) <= 1, "a row on screen: \(onScreen), want \(atLarge + growth)")
        #expect(abs(offScreen - (atLarge + growth)) <= 1, "a row off screen: \(offScreen), want \(atLarge + growth)")

        // Back at Large: the rows take their first heights again.
        screen.window.modelSetPreferredContentSizeCategory(nil)
        screen.tableView.layoutIfNeeded()
        _ = await screen.adapter.waitForTextSizeChange()
        screen.tableView.layoutIfNeeded()
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == atLarge)
        #expect(screen.tableView.modelExceptions.isEmpty)
        #expect(screen.adapter.updater.statistics.violations.isEmpty)
    }
}
