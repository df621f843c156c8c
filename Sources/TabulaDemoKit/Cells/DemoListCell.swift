import Foundation
import Tabula
import TabulaTerminal

/// The demo's cells: a list cell that can be the selected row, marked by a bar in its
/// leading column (which every demo cell leaves free).
@MainActor
package class DemoListCell: TerminalListCell {
    /// Whether the keyboard selection is on this row.
    package var isSelectedRow = false
    /// The text size the cell's subviews were last laid out at (`nil`: never).
    package var laidOutTextSize: ListTextSize?

    /// Cleared when the cell goes back to its queue.
    package override func prepareForReuse() {
        isSelectedRow = false
    }

    /// Draws the selection bar.
    package override func draw(in canvas: inout TerminalCanvas) {
        super.draw(in: &canvas)
        guard isSelectedRow else { return }
        // The leading column: the first left to right, the last right to left.
        let column = effectiveLayoutDirection.column(0, runWidth: 1, in: canvas.bounds.width)
        for row in 0..<max(0, canvas.bounds.height) {
            canvas.draw(
                "▌", column: column, row: row, attributes: CellAttributes(foreground: .standard(.yellow), isBold: true))
        }
    }
}
