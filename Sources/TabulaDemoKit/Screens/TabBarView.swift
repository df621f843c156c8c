import Foundation
import TabulaTerminal

/// The row of tab names at the top of the feed; the active tab is drawn inverse. Right to
/// left the row runs from the right edge (each name still reads left to right).
@MainActor
final class TabBarView: TerminalView {
    var titles: [String] = []
    var activeIndex = 0

    override func draw(in canvas: inout TerminalCanvas) {
        super.draw(in: &canvas)
        let direction = effectiveLayoutDirection
        let width = canvas.bounds.width
        var column = 0
        func draw(_ text: String, _ attributes: CellAttributes) {
            let run = TerminalCharacterWidth.width(of: text)
            canvas.draw(
                text, column: direction.column(column, runWidth: run, in: width), row: 0, attributes: attributes)
            column += run
        }
        draw(" Tabula ", CellAttributes(foreground: .standard(.cyan), isBold: true))
        draw("│", CellAttributes(foreground: .grey(10)))
        for (index, title) in titles.enumerated() {
            let active = index == activeIndex
            draw(
                " \(index + 1) \(title) ",
                active ? CellAttributes(isBold: true, isInverse: true) : CellAttributes(isDim: false))
            column += 1
        }
    }
}
