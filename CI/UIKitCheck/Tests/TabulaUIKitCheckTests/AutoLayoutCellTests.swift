import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Auto Layout cells beside MFS cells: measured from constraints once per identity, content
/// and width, measured again when content changes.
@MainActor
struct AutoLayoutCellTests {
    /// 40 characters: two lines in the label's 288 pt (33 characters a line at 320 pt).
    static let longText = String(repeating: "word ", count: 8).trimmingCharacters(in: .whitespaces)
    func height(_ screen: TableScreen, _ item: Int, _ section: Int = 0) -> CGFloat {
        screen.adapter.layout.frame(at: ListIndexPath(item: item, section: section)).height
    }

    @Test func aNibAutoLayoutCellIsMeasuredFromAnInstanceOfTheNib() async {
        UINib.modelRegister(nibName: "AutoNoteCell") { [AutoNoteCell(style: .default, reuseIdentifier: nil)] }
        var cells = TableCellCatalog<Contact>()
        cells.register(autoLayout: AutoNoteCell.self, nib: UINib(nibName: "AutoNoteCell", bundle: nil)) { cell, note in
            cell.label.text = note.name
        }
        #expect(cells.sizer.size(of: Contact(100, Self.longText), width: 320).height == 65)
        // A nib without the cell at its top level gives no instance: zero, never a crash.
        UINib.modelRegister(nibName: "Empty") { [] }
        var broken = TableCellCatalog<Contact>()
        broken.register(autoLayout: AutoNoteCell.self, nib: UINib(nibName: "Empty", bundle: nil)) { _, _ in }
        #expect(broken.sizer.size(of: Contact(100), width: 320) == .zero)
    }
}
