#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit
import TabulaTestSupport

/// Right to left on the UIKit model: a view's `effectiveUserInterfaceLayoutDirection`
/// (UIView.h:182) and what the MFS cells and the widget primitives' view do with it.
@Suite("Right to left on the UIKit model")
@MainActor
struct RightToLeftTests {
    @Test func theEffectiveDirectionResolvesTheViewsOwnAttributeOnly() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        #expect(parent.effectiveUserInterfaceLayoutDirection == .leftToRight)
        parent.semanticContentAttribute = .forceRightToLeft
        #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // UIView.h:181: "Do not assume that the value propagates through the view's subtree."
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        // UIView.h:178: playback controls are never flipped.
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
    }

    @Test func aRightToLeftTableCellGetsTheMirrorImageOfItsFrames() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3))])
        await screen.load()
        let cell = try #require(
            screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.content(as: ContactCell.self))
        let width = cell.bounds.width
        let leftToRight = try #require(cell.nameLabel?.frame)
        #expect(leftToRight.minX == 16)

        // The MFS view's direction is the one its subviews are arranged in (UIView.h:181).
        cell.semanticContentAttribute = .forceRightToLeft
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        let mirrored = CGRect(
            x: width - leftToRight.maxX, y: leftToRight.minY, width: leftToRight.width, height: leftToRight.height)
        #expect(cell.nameLabel?.frame == mirrored)
        #expect(cell.mfs.layoutDirection == .rightToLeft)

        // A new view model on reuse is laid out right to left at once, and mirrored once.
        cell.show(Contact(9, "Somebody with a longer name"))
        let expected = ContactCell.nameFrame(
            for: Contact(9, "Somebody with a longer name"), width: width, measurer: UIKitTextMeasurer())
        #expect(cell.nameLabel?.frame == ListLayoutDirection.rightToLeft.place(expected, inWidth: width))

        // Back to left to right: the frame functions' frames, untouched.
        cell.semanticContentAttribute = .forceLeftToRight
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.nameLabel?.frame == expected)
    }

    @Test func aRightToLeftCollectionCellGetsTheMirrorImageOfItsFrames() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...3))])
        await screen.load()
        let tile = try #require(
            screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.content(as: ContactTile.self))
        tile.semanticContentAttribute = .forceRightToLeft
        tile.mfs.resetCounters()
        tile.show(Contact(7))
        #expect(tile.mfs.layoutDirection == .rightToLeft)
        // Every resize right to left mirrors once (the direction change re-laid out the old
        // contact, then the new one was laid out).
        #expect(tile.mfs.counters.mirrors >= 1)
        #expect(tile.mfs.counters.mirrors == tile.mfs.counters.resizesPerformed)
        // Symmetric insets: the mirror image is the frame itself.
        #expect(tile.nameLabel.frame == CGRect(x: 4, y: 4, width: tile.bounds.width - 8, height: 20))
    }

    @Test func theWidgetPrimitivesViewMirrorsItsParts() {
        let view = PrimitiveWidgetView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        view.show(Title(text: "Spain", insets: ListEdgeInsets(top: 4, left: 20, bottom: 4, right: 8)))
        view.layoutIfNeeded()
        #expect(view.textLabel.frame == CGRect(x: 20, y: 4, width: 292, height: 32))
        view.semanticContentAttribute = .forceRightToLeft
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.textLabel.frame == CGRect(x: 8, y: 4, width: 292, height: 32))

        view.show(Spacing(height: 1, separator: .top, separatorInset: 15))
        view.layoutIfNeeded()
        #expect(view.lineView.frame.minX == 0, "the leading inset is on the right")
        #expect(view.lineView.frame.maxX == 305)
    }
}

/// Tabula's collection layout writes its frames left to right and asks UIKit to flip them
/// in a right-to-left collection view (UICollectionViewLayout.h:139-140).
@Suite("Right to left on a collection view")
@MainActor
struct RightToLeftCollectionTests {
    @Test func aRightToLeftGridStartsInTheRightColumn() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...6))])
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        await screen.load()
        #expect(screen.consistencyProblems() == [])
        let layout = try #require(screen.collectionView.collectionViewLayout as? TabulaCollectionViewLayout)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.developmentLayoutDirection == .leftToRight, "frames are written left to right")
        for item in 0..<4 {
            let path = IndexPath(item: item, section: 0)
            let cell = try #require(screen.collectionView.cellForItem(at: path))
            let written = try #require(layout.layoutAttributesForItem(at: path)?.frame)
            #expect(cell.frame == ListLayoutDirection.rightToLeft.place(written, inWidth: 320))
        }
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.maxX == 320)
    }

    @Test func aLeftToRightGridIsNotFlipped() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...6))])
        await screen.load()
        let layout = try #require(screen.collectionView.collectionViewLayout as? TabulaCollectionViewLayout)
        let path = IndexPath(item: 0, section: 0)
        #expect(screen.collectionView.cellForItem(at: path)?.frame == layout.layoutAttributesForItem(at: path)?.frame)
        #expect(screen.collectionView.cellForItem(at: path)?.frame.minX == 0)
    }
}
#endif
