import Foundation
import TabulaTerminal

/// The row of tab names at the top of the feed; the active tab is drawn inverse.
@MainActor
final class TabBarView: TerminalView {
    var titles: [String] = []
    var activeIndex = 0

    override func draw(in canvas: inout TerminalCanvas) {
        super.draw(in: &canvas)
        var column = canvas.draw(
            " Tabula ", column: 0, row: 0, attributes: CellAttributes(foreground: .standard(.cyan), isBold: true))
        column += canvas.draw("│", column: column, row: 0, attributes: CellAttributes(foreground: .grey(10)))
        for (index, title) in titles.enumerated() {
            let active = index == activeIndex
            let attributes = active ? CellAttributes(isBold: true, isInverse: true) : CellAttributes(isDim: false)
            column += canvas.draw(" \(index + 1) \(title) ", column: column, row: 0, attributes: attributes)
            column += 1
        }
    }
}
