#if os(iOS) || TABULA_UIKIT_MODEL
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
    /// Items from id 100 are notes shown by the Auto Layout cell; the rest by the MFS cell.
    static func mixedCatalog(counting counter: FittingCounter) -> TableCellCatalog<Contact> {
        var cells = TableCellCatalog<Contact>()
        cells.register(
            autoLayout: AutoNoteCell.self, sizingCell: AutoNoteCell.sizing(counting: counter), when: { $0.id >= 100 }
        ) {
            cell, note in cell.label.text = note.name
        }
        cells.register(mfs: ContactCell.self, context: UIKitTextMeasurer())
        return cells
    }
    /// 40 characters: two lines in the label's 288 pt (33 characters a line at 320 pt).
    static let longText = String(repeating: "word ", count: 8).trimmingCharacters(in: .whitespaces)
    func height(_ screen: TableScreen, _ item: Int, _ section: Int = 0) -> CGFloat {
        screen.adapter.layout.frame(at: ListIndexPath(item: item, section: section)).height
    }

    @Test func autoLayoutRowsAreAsTallAsTheirConstraintsAndMixWithMFSRows() async {
        let counter = FittingCounter()
        let items = [Contact(1, "Ann"), Contact(100, "short"), Contact(2, "Bob"), Contact(101, Self.longText)]
        let screen = TableScreen(
            sections: [ListSection("A", items: items)], cells: Self.mixedCatalog(counting: counter))
        await screen.load()
        // 12 + one 20.4 pt line (rounded up to 21) + 12; two lines: 12 + 41 + 12.
        #expect(height(screen, 1) == 45)
        #expect(height(screen, 3) == 65)
        // The MFS rows keep their pure heights.
        let mfsHeight = ContactCell.height(for: items[0], width: 320, context: UIKitTextMeasurer())
        #expect(height(screen, 0) == mfsHeight)
        #expect(
            screen.tableView.visibleCells.compactMap { ($0 as? AutoNoteCell)?.label.text } == ["short", Self.longText])
        #expect(counter.count == 2)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aReloadOfEqualContentMeasuresNothingAgain() async throws {
        let counter = FittingCounter()
        let items = (100...105).map { Contact($0, "note \($0)") }
        let screen = TableScreen(
            sections: [ListSection("A", items: items)], cells: Self.mixedCatalog(counting: counter))
        await screen.load()
        #expect(counter.count == 6)
        let fromCacheBefore = screen.adapter.sizeCounts.fromPrefetch

        _ = try screen.storage.reload([ListSection("A", items: items.reversed())])
        await screen.settle()
        #expect(counter.count == 6)  // every size came from the cache
        #expect(screen.adapter.sizeCounts.fromPrefetch - fromCacheBefore == 6)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func changedContentIsMeasuredAgain() async throws {
        let counter = FittingCounter()
        let screen = TableScreen(
            sections: [ListSection("A", items: [Contact(100, "short"), Contact(1, "Ann")])],
            cells: Self.mixedCatalog(counting: counter))
        await screen.load()
        #expect(height(screen, 0) == 45)

        _ = try screen.storage.replaceItem(Contact(100, Self.longText))
        await screen.settle()
        #expect(counter.count == 2)
        #expect(height(screen, 0) == 65)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 65)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aNewWidthMeasuresAutoLayoutRowsOnTheMainActorFirst() async {
        let counter = FittingCounter()
        let screen = TableScreen(
            sections: [ListSection("A", items: [Contact(100, Self.longText), Contact(1, "Ann")])],
            cells: Self.mixedCatalog(counting: counter))
        await screen.load()
        #expect(height(screen, 0) == 65)

        // 160 pt: the label is 128 pt wide, 15 characters a line: 40 characters in 3 lines.
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 160, height: 480)
        screen.adapter.containerWidthDidChange()
        #expect(counter.count == 2)
        #expect(height(screen, 0) == 12 + (3 * 20.4).rounded(.up) + 12)
        // Back to 320: the layout kept those sizes, nothing is measured.
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        screen.adapter.containerWidthDidChange()
        #expect(counter.count == 2)
        #expect(height(screen, 0) == 65)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func precomputedAndPrefetchedSizesAreUsedOnInsertion() async throws {
        let counter = FittingCounter()
        let screen = TableScreen(
            sections: [ListSection("A", items: [Contact(1, "Ann")])], cells: Self.mixedCatalog(counting: counter))
        await screen.load()
        let page = (100...103).map { Contact($0, "note \($0)") }

        await screen.adapter.precomputeSizes(of: page)
        #expect(counter.count == 4)
        let sizer = screen.adapter.cells.sizer
        screen.adapter.prefetcher.prefetch([Contact(104, Self.longText)], width: 320, sizer: sizer)
        await screen.adapter.prefetcher.waitUntilFinished()
        #expect(counter.count == 5)
        #expect(screen.adapter.prefetcher.cache.size(for: Contact(104, Self.longText), width: 320)?.height == 65)

        _ = try screen.storage.appendItems(page + [Contact(104, Self.longText)], to: "A")
        await screen.settle()
        #expect(counter.count == 5)  // inserted rows took the measured sizes
        #expect(height(screen, 5) == 65)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aCancelledPrefetchSkipsTheAutoLayoutPass() async {
        let counter = FittingCounter()
        let screen = TableScreen(
            sections: [ListSection("A", items: [Contact(1, "Ann")])], cells: Self.mixedCatalog(counting: counter))
        await screen.load()
        let note = Contact(100, "later")
        screen.adapter.prefetcher.prefetch([note], width: 320, sizer: screen.adapter.cells.sizer)
        screen.adapter.prefetcher.cancel([note])  // before the main actor got to it
        await screen.adapter.prefetcher.waitUntilFinished()
        #expect(counter.count == 0)
        #expect(screen.adapter.prefetcher.cache.size(for: note, width: 320) == nil)
    }

    @Test func theSizerSaysWhichItemsNeedTheMainActor() {
        let sizer = Self.mixedCatalog(counting: FittingCounter()).sizer
        #expect(sizer.measuresOnMainActor(Contact(100)))
        #expect(!sizer.measuresOnMainActor(Contact(1)))
        #expect(sizer.pureSize(of: Contact(100), width: 320) == nil)
        #expect(sizer.pureSize(of: Contact(1), width: 320) == sizer.size(of: Contact(1), width: 320))
        #expect(sizer.size(of: Contact(100, "x"), width: 320) == CGSize(width: 320, height: 45))
    }

    @Test func autoLayoutCollectionCellsAreSizedAtTheColumnWidth() async {
        UIKitRaises.recordAsIssues()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: TabulaCollectionViewLayout())
        let window = makeTestWindow(frame: collectionView.frame)
        window.addSubview(collectionView)
        var cells = CollectionCellCatalog<Contact>()
        cells.register(autoLayout: AutoCardCell.self, sizingCell: AutoCardCell(frame: .zero)) { cell, contact in
            cell.label.text = contact.name
        }
        let adapter = CollectionViewAdapter<String, Contact>(
            collectionView: collectionView, cells: cells,
            layout: ListLayoutConfiguration(style: .grid(columns: 2), itemSpacing: 4, columnSpacing: 4))
        let storage = try! ListStorage(sections: [
            ListSection("A", items: [Contact(1, "Ann"), Contact(2, Self.longText)])
        ])
        adapter.bind(to: storage)
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        // Column 158 pt, label 142 pt (16 characters a line): 48 + lines × 20.4 (rounded up) + 8.
        let first = adapter.layout.frame(at: ListIndexPath(item: 0, section: 0))
        let second = adapter.layout.frame(at: ListIndexPath(item: 1, section: 0))
        #expect(first.size == CGSize(width: 158, height: 48 + 21 + 8))
        #expect(second.size == CGSize(width: 158, height: 48 + 41 + 8))  // at most 2 lines
        #expect(
            collectionView.visibleCells.compactMap { ($0 as? AutoCardCell)?.label.text }.sorted()
                == ["Ann", Self.longText].sorted())
        #expect(UIKitRaises.descriptions(raisedBy: collectionView).isEmpty)
    }
}
#endif
