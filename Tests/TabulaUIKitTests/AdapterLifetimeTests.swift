#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// The updater is public (`adapter.updater`): an app may keep it after it lets the adapter
/// go. Its cell provider captures the adapter's catalogs `unowned`; it must not trap then.
/// (It does not today: the updater keeps the catalogs alive through its host's frame
/// provider, the layout, whose sizes read header heights from the catalogs.)
@Suite("An updater that outlives its adapter")
@MainActor
struct AdapterLifetimeTests {
    @Test func anUpdaterKeptAfterItsAdapterIsGoneConfiguresCellsWithoutTrapping() async {
        var screen: TableScreen? = TableScreen(sections: [ListSection("A", items: contacts(1...5))], cells: noteCells())
        await screen?.load()
        guard let updater = screen?.adapter.updater else { return }
        weak let adapter = screen?.adapter
        screen = nil
        #expect(adapter == nil, "the adapter is gone")
        let path = ListIndexPath(item: 1, section: 0)
        let identifier = updater.reuseIdentifier(forItemAt: path)
        let cell = NoteCell(style: .default, reuseIdentifier: identifier)
        updater.configure(cell, forItemAt: path)
        #expect(identifier == "NoteCell")
        #expect(cell.note == "Contact 2", "the catalogs outlive the adapter with the updater")
    }
}
#endif
