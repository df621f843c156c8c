import Foundation
import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Issue 39: MFS content is written once and Tabula hosts it as a section header or footer
/// too, in a view of the list's base class (`UITableViewHeaderFooterView`, whose content
/// view it fills; `UICollectionReusableView`, which has none, so the view itself), as tall as
/// the content type's height function says at the width the content gets.
@Suite("MFS content in Tabula's header and footer views")
@MainActor
struct HeaderFooterShellTests {
    /// A header model: the content shows the contact of its id.
    struct SectionTitle: Hashable, Sendable {
        var id: Int
    }

    @Test func aTableHeaderAndFooterHostTheContentAtItsHeight() async throws {
        let (window, table) = ShellTestViews.table()
        var cells = TableCellCatalog<Contact>()
        cells.register(mfs: ContactCell.self, context: UIKitTextMeasurer())
        var headers = TableSupplementaryCatalog()
        headers.register(mfs: ContactCell.self, for: SectionTitle.self, context: UIKitTextMeasurer()) {
            Contact($0.id, String(repeating: "long header ", count: $0.id))
        }
        let storage = try ListStorage<String, Contact>(sections: [
            ListSection(
                "A", items: [Contact(1)], header: SupplementaryModel(SectionTitle(id: 9)),
                footer: SupplementaryModel(SectionTitle(id: 2)))
        ])
        let adapter = TableViewAdapter<String, Contact>(tableView: table, cells: cells, supplementaries: headers)
        adapter.bind(to: storage)
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await adapter.waitUntilIdle()

        for (view, id, rect) in [
            (try #require(table.headerView(forSection: 0)), 9, table.rectForHeader(inSection: 0)),
            (try #require(table.footerView(forSection: 0)), 2, table.rectForFooter(inSection: 0)),
        ] {
            view.layoutIfNeeded()
            let content = try #require(view.contentView.subviews.compactMap { $0 as? ContactCell }.first)
            let expected = Contact(id, String(repeating: "long header ", count: id))
            #expect(content.viewModel == expected)
            #expect(content.frame == view.contentView.bounds)
            let height = ContactCell.height(
                for: expected, in: ListMeasuringContext(width: view.contentView.bounds.width),
                context: UIKitTextMeasurer())
            #expect(rect.height == height)
        }
        // The test means something: the two headers are not the same height.
        #expect(table.rectForHeader(inSection: 0).height != table.rectForFooter(inSection: 0).height)
        withExtendedLifetime(window) {}
    }

    /// Header content whose height is a function of the measuring context's text size
    /// alone: as an app's content whose sizing context is not a text measurer (so no scope
    /// scales its text for it) and whose height function keys on the context.
    final class TextSizeBadge: MFSContentView<Contact>, MFSCellSizing {
        nonisolated static func height(for contact: Contact, width: CGFloat, context: Void) -> CGFloat { 20 }

        nonisolated static func height(
            for contact: Contact, in measuring: ListMeasuringContext, context: Void
        ) -> CGFloat {
            measuring.textSize >= .extraExtraLarge ? 40 : 20
        }
    }

    /// A header follows the list's text size as its rows do: its height is the content type's
    /// height function in the list's measuring context (text size included), not only at its
    /// width.
    @Test func aTableHeaderTakesItsHeightAtTheListsTextSize() async throws {
        let (window, table) = ShellTestViews.table()
        var cells = TableCellCatalog<Contact>()
        cells.register(mfs: ContactCell.self, context: UIKitTextMeasurer())
        var headers = TableSupplementaryCatalog()
        headers.register(mfs: TextSizeBadge.self, for: SectionTitle.self, context: ()) { Contact($0.id) }
        let storage = try ListStorage<String, Contact>(sections: [
            ListSection("A", items: [Contact(1)], header: SupplementaryModel(SectionTitle(id: 9)))
        ])
        let adapter = TableViewAdapter<String, Contact>(tableView: table, cells: cells, supplementaries: headers)
        adapter.bind(to: storage)
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await adapter.waitUntilIdle()
        table.layoutIfNeeded()
        let atLarge = table.rectForHeader(inSection: 0).height

        window.modelSetPreferredContentSizeCategory(.extraExtraLarge)
        table.layoutIfNeeded()
        _ = await adapter.waitForTextSizeChange()
        table.layoutIfNeeded()
        let atLarger = table.rectForHeader(inSection: 0).height
        window.modelSetPreferredContentSizeCategory(nil)
        table.layoutIfNeeded()
        _ = await adapter.waitForTextSizeChange()
        table.layoutIfNeeded()

        #expect(atLarge == 20)
        #expect(atLarger == 40, "at xxLarge the header is as tall as its height function says there")
        #expect(table.rectForHeader(inSection: 0).height == 20, "back at Large")
        withExtendedLifetime(window) {}
    }

    @Test func aCollectionHeaderHostsTheSameContentInTheViewItself() async throws {
        let (window, collection) = ShellTestViews.collection()
        var cells = CollectionCellCatalog<Contact>()
        cells.register(mfs: ContactTile.self, context: UIKitTextMeasurer())
        var headers = CollectionSupplementaryCatalog()
        headers.register(mfs: ContactCell.self, for: SectionTitle.self, context: UIKitTextMeasurer()) {
            Contact($0.id)
        }
        let storage = try ListStorage<String, Contact>(sections: [
            ListSection("A", items: [Contact(1)], header: SupplementaryModel(SectionTitle(id: 7)))
        ])
        let adapter = CollectionViewAdapter<String, Contact>(
            collectionView: collection, cells: cells, supplementaries: headers)
        adapter.bind(to: storage)
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await adapter.waitUntilIdle()

        let header = try #require(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        header.layoutIfNeeded()
        let content = try #require(header.subviews.compactMap { $0 as? ContactCell }.first)
        #expect(content.viewModel == Contact(7))
        #expect(content.frame == header.bounds)
        let height = ContactCell.height(
            for: Contact(7), in: ListMeasuringContext(width: header.bounds.width), context: UIKitTextMeasurer())
        #expect(header.frame.height == height)
        withExtendedLifetime(window) {}
    }
}
