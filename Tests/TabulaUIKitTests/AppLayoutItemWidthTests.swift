#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Issue 36, item 5: an app's own collection layout is measured at the width that layout
/// gives its cells. An inset-grouped list section's cells are narrower than the collection
/// view (UICollectionLayoutList.h:20; the model's margin is its table model's), so sizes
/// measured at the collection view's width are wrong for them, and every size cached at that
/// width (a prefetch, a precomputed page, the adapter's own layout) misses when the cells
/// ask for theirs.
@Suite("An app's layout is measured at the width it gives its cells", .serialized)
@MainActor
struct AppLayoutItemWidthTests {
    /// Contacts `range`, every third with a name (about 47 characters of 6 points) that
    /// takes one line at the collection view's width and two at an inset-grouped cell's.
    static func contacts(_ range: ClosedRange<Int>) -> [Contact] {
        let long = String(repeating: "word ", count: 9).trimmingCharacters(in: .whitespaces)
        return range.map { Contact($0, $0 % 3 == 0 ? "\($0) \(long)" : nil) }
    }

    /// An inset-grouped list section, then a plain one.
    static func insetThenPlain() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            NSCollectionLayoutSection.list(
                using: UICollectionLayoutListConfiguration(appearance: index == 0 ? .insetGrouped : .plain),
                layoutEnvironment: environment)
        }
    }

    /// The items of `section` whose size Tabula keeps is not the one measured at `width`.
    static func wrongSizes(_ screen: CompositionalScreen, section: Int, width: CGFloat) -> [String] {
        let items = screen.storage.snapshot.sections[section].items
        return items.indices.compactMap { index in
            let kept = screen.adapter.layout.size(at: ListIndexPath(item: index, section: section))?.height
            let wanted = screen.measuredHeight(of: items[index], width: width)
            return kept == wanted ? nil : "\(items[index].id): \(kept ?? -1), want \(wanted)"
        }
    }

    @Test func anInsetGroupedListIsMeasuredAtItsCellsWidth() async throws {
        let screen = try CompositionalScreen(
            layout: Self.insetThenPlain(),
            sections: [
                ListSection("Inset", items: Self.contacts(1...40)), ListSection("Plain", items: Self.contacts(41...80)),
            ])
        await screen.load()
        screen.collectionView.layoutIfNeeded()
        let first = try #require(screen.cell(0))
        let cellWidth = first.frame.width
        #expect(cellWidth < 320, "the model's inset-grouped cells are inside margins")
        let wrapping = Self.contacts(3...3)[0]
        #expect(
            screen.measuredHeight(of: wrapping, width: cellWidth) != screen.measuredHeight(of: wrapping, width: 320),
            "the text must wrap differently")
        // What the first cells taught is measured on later turns.
        _ = await eventually(within: 5) { Self.wrongSizes(screen, section: 0, width: cellWidth).isEmpty }
        _ = await screen.adapter.waitForTextSizeChange()
        screen.collectionView.layoutIfNeeded()

        // Every item of the inset section is kept at its cells' width, of the plain one at
        // the collection view's.
        let wrongInset = Self.wrongSizes(screen, section: 0, width: cellWidth)
        #expect(wrongInset.isEmpty, "\(wrongInset.count) inset items at another width: \(wrongInset.prefix(3))")
        let wrongPlain = Self.wrongSizes(screen, section: 1, width: 320)
        #expect(wrongPlain.isEmpty, "\(wrongPlain.count) plain items at another width: \(wrongPlain.prefix(3))")
        #expect(screen.listProblems(section: 0, top: 0) == [])

        // Scrolled to the plain section: its cells get the sizes kept for them.
        let plainTop = try #require(
            screen.collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        screen.collectionView.contentOffset = CGPoint(x: 0, y: plainTop.frame.minY)
        screen.collectionView.layoutIfNeeded()
        let top = try #require(screen.cell(0, 1)?.frame.minY)
        #expect(screen.listProblems(section: 1, top: top) == [])
        #expect(UIKitRaises.descriptions(raisedBy: screen.collectionView).isEmpty)
    }
}
#endif
