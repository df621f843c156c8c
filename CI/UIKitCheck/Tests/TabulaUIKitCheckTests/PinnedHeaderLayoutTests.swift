import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Issue 27, item 3: with `pinsSectionHeaders` / `pinsSectionFooters` the collection layout
/// pins headers and footers as `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`
/// does (UICollectionViewFlowLayout.h:61-63), and a scroll invalidates only the headers and
/// footers in view (UICollectionViewLayout.h:72, 128-129).
@Suite("Pinned headers on the UIKit model")
@MainActor
struct PinnedHeaderLayoutTests {
    /// A one-column collection of two sections of 20 contacts under 30-point headers.
    @MainActor
    final class Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: TabulaCollectionViewLayout())
        let storage: ListStorage<String, Contact>
        let adapter: CollectionViewAdapter<String, Contact>

        init(pinsHeaders: Bool, pinsFooters: Bool = false) throws {
            UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
            storage = try ListStorage(sections: [
                ListSection(
                    "A", items: contacts(1...20), header: SupplementaryModel("A"), footer: SupplementaryModel("a")),
                ListSection(
                    "B", items: contacts(21...40), header: SupplementaryModel("B"), footer: SupplementaryModel("b")),
            ])
            var cells = CollectionCellCatalog<Contact>()
            cells.register(PhotoCell.self, size: { _, width in CGSize(width: width, height: 50) }) { cell, contact in
                cell.caption = contact.name
            }
            var supplementaries = CollectionSupplementaryCatalog()
            supplementaries.register(TitleSupplementaryView.self, for: String.self, height: { _, _ in 30 }) {
                view, title, _ in view.title = title
            }
            adapter = CollectionViewAdapter(
                collectionView: collectionView, cells: cells, supplementaries: supplementaries,
                layout: ListLayoutConfiguration(pinsSectionHeaders: pinsHeaders, pinsSectionFooters: pinsFooters))
            window.addSubview(collectionView)
        }

        func load() async {
            adapter.bind(to: storage)
            await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
            await adapter.waitUntilIdle()
        }

        func view(_ kind: String, _ section: Int) -> UICollectionReusableView? {
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
        }
    }

    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    // Section A: header 0..30, 20 items of 50 to 1030, footer 1030..1060; B starts at 1060.

    @Test func aScrolledHeaderStaysAtTheTopUntilTheNextPushesItUp() async throws {
        let screen = try Screen(pinsHeaders: true)
        await screen.load()
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(screen.view(header, 0)?.frame == CGRect(x: 0, y: 200, width: 320, height: 30))
        let attributes = try #require(
            screen.adapter.collectionLayout?.layoutAttributesForElements(in: screen.collectionView.bounds)?
                .first { $0.representedElementKind == header })
        #expect(attributes.frame.minY == 200)
        #expect(attributes.zIndex == 1, "above the cells scrolling under it")

        // Section A ends at 1060: at 1040 its header's bottom meets B's header.
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 1040)
        #expect(screen.view(header, 0)?.frame.minY == 1030)
        #expect(screen.view(header, 1)?.frame.minY == 1060)
    }

    @Test func footersPinToTheBottom() async throws {
        let screen = try Screen(pinsHeaders: false, pinsFooters: true)
        await screen.load()
        #expect(screen.view(footer, 0)?.frame == CGRect(x: 0, y: 450, width: 320, height: 30))
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(screen.view(footer, 0)?.frame.minY == 550)
    }

    @Test func aScrollInvalidatesOnlyTheHeadersInView() async throws {
        let screen = try Screen(pinsHeaders: true)
        await screen.load()
        let layout = try #require(screen.adapter.collectionLayout)
        let contexts = layout.modelInvalidationContexts.count
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(layout.modelInvalidationContexts.count == contexts + 1)
        let context = try #require(layout.modelInvalidationContexts.last)
        #expect(!context.invalidateEverything)
        #expect(context.invalidatedItemIndexPaths == nil, "no item moves on a scroll")
        #expect(context.invalidatedSupplementaryIndexPaths?[header]?.contains(IndexPath(item: 0, section: 0)) == true)
        #expect(context.invalidatedSupplementaryIndexPaths?[footer] == nil, "footers do not pin")
    }

    @Test func unpinnedHeadersScrollAwayWithoutInvalidating() async throws {
        let screen = try Screen(pinsHeaders: false)
        await screen.load()
        let layout = try #require(screen.adapter.collectionLayout)
        let contexts = layout.modelInvalidationContexts.count
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(layout.modelInvalidationContexts.count == contexts)
        #expect(screen.view(header, 0)?.frame.minY == 0)
    }
}
