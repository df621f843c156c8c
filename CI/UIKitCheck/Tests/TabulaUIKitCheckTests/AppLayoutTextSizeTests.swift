import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// With an app's list layout, a change of text size reaches the cells' self-sizing: the
/// widget cells on screen take the heights of the scaled fonts, and back.
@Suite("An app's list layout follows a text size change", .serialized)
@MainActor
struct AppLayoutTextSizeTests {
    private static let style = TextStyle(pointSize: 15)
    private static let insets = ListEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    /// One line of the 15-point style at `category` (the subheadline curve), rounded up as
    /// the measurer rounds, plus the insets.
    private static func oneLineRowHeight(at category: UIContentSizeCategory) -> CGFloat {
        let font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(
            for: UIFont.systemFont(ofSize: style.pointSize, weight: .regular),
            compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
        return font.lineHeight.rounded(.up) + insets.top + insets.bottom
    }

    @Test func widgetCellsInAListConfigurationTakeTheScaledHeights() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let adapter = CollectionViewAdapter<String, ListWidget>(
            collectionView: collectionView, cells: .widgets(), keepsCollectionViewLayout: true)
        adapter.show(
            (0..<40).map { TextBlock(text: "Row \($0)", style: Self.style, insets: Self.insets).widget().tag($0) })
        await adapter.waitUntilIdle()
        collectionView.layoutIfNeeded()
        func visibleHeights() -> [CGFloat] {
            collectionView.indexPathsForVisibleItems.compactMap { collectionView.cellForItem(at: $0)?.frame.height }
        }
        let large = Self.oneLineRowHeight(at: .large)
        #expect(!visibleHeights().isEmpty)
        #expect(visibleHeights().allSatisfy { $0 == large }, "Tabula's heights, not the estimate: \(visibleHeights())")

        window.modelSetPreferredContentSizeCategory(.accessibilityMedium)
        collectionView.layoutIfNeeded()
        let larger = Self.oneLineRowHeight(at: .accessibilityMedium)
        #expect(visibleHeights().allSatisfy { $0 == larger }, "at AX1: \(visibleHeights()), want \(larger)")

        window.modelSetPreferredContentSizeCategory(nil)
        collectionView.layoutIfNeeded()
        _ = await adapter.waitForTextSizeChange()
        collectionView.layoutIfNeeded()
        #expect(visibleHeights().allSatisfy { $0 == large }, "back at Large: \(visibleHeights())")
        #expect(collectionView.modelExceptions.isEmpty)
    }
}
