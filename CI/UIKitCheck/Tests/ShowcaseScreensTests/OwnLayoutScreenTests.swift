import Foundation
@_spi(Testing) import Tabula
import TabulaDemoData
@_spi(Testing) import TabulaUIKitCheck
import Testing
import UIKit

@testable import ShowcaseScreens

extension TextSizeSensitiveScreens {
    @Suite("Showcase: your own compositional layout, swipe actions and a context menu, on the UIKit model")
    @MainActor
    struct OwnLayoutScreenTests {
        /// The message ids of the list section, in the storage's order.
        private func messageIDs(_ storage: ListStorage<String, InboxItem>) -> [Int] {
            storage.snapshot.sections[1].items.array.compactMap { $0.message?.id }
        }

        /// Visible list cells that do not show their item, or are not as tall as Tabula
        /// measured their message at the width the list gave them.
        private func listProblems(_ controller: OwnLayoutViewController, _ view: UICollectionView) throws -> [String] {
            let adapter = try #require(controller.adapter)
            // The layout pass UIKit's run loop makes: cells whose size Tabula changed (another
            // test's text size change, which is process-wide) are asked again.
            view.layoutIfNeeded()
            let items = controller.storage.snapshot.sections[1].items
            let visible = view.indexPathsForVisibleItems.filter { $0.section == 1 }
            var problems = visible.isEmpty ? ["no message on screen"] : []
            for path in visible {
                let cell = try #require(view.cellForItem(at: path)?.content(as: InboxMessageCell.self), "\(path)")
                let message = try #require(items[path.item].message)
                if cell.viewModel?.id != message.id { problems.append("\(path) shows the wrong message") }
                let height = InboxMessageCell.height(
                    for: message, width: cell.frame.width, context: ShowcaseHarness.measurer(of: adapter.layout))
                if cell.frame.height != height { problems.append("\(path): \(cell.frame.height) tall, not \(height)") }
            }
            return problems
        }

        private func expectListSized(
            _ controller: OwnLayoutViewController, _ view: UICollectionView,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let problems = try listProblems(controller, view)
            #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
        }

        /// Archive from a swipe: the swiped message is gone when the action completes (UIKit
        /// then closes the swipe; a row still shown would slide closed and vanish a moment
        /// later), though a live message arrived above it between the swipe and the tap.
        @Test func archivingFromASwipeCompletesWithTheSwipedMessageGone() async throws {
            let controller = OwnLayoutViewController(writeInterval: nil)
            let window = ShowcaseHarness.show(controller)
            let adapter = try #require(controller.adapter)
            let view = try #require(adapter.host.collectionView)
            await ShowcaseHarness.settle(adapter.updater, controller.storage)

            let swiped = try #require(controller.storage.snapshot.sections[1].items[1].message)
            let swipe = try #require(view.modelSimulateTrailingSwipe(at: IndexPath(item: 1, section: 1)))
            await controller.deliverMessageInBackground()
            await ShowcaseHarness.settle(adapter.updater, controller.storage)
            let shown = view.numberOfItems(inSection: 1)
            var countWhenDone: Int?
            swipe.actions[0].handler(swipe.actions[0], view) { performed in
                #expect(performed)
                countWhenDone = view.numberOfItems(inSection: 1)
            }
            #expect(countWhenDone == shown - 1, "the row was gone when UIKit closed the swipe")
            await ShowcaseHarness.settle(adapter.updater, controller.storage)
            #expect(!messageIDs(controller.storage).contains(swiped.id), "the swiped message, not its new neighbour")
            #expect(messageIDs(controller.storage).first == 1_000, "the live message stays")
            #expect(view.numberOfItems(inSection: 1) == shown - 1)
            #expect(view.modelExceptions.isEmpty)
            withExtendedLifetime(window) {}
        }

        @Test func aSidewaysRowAndASelfSizingListWithSwipeMenuLiveUpdatesAndRotation() async throws {
            let controller = OwnLayoutViewController(writeInterval: nil)
            let window = ShowcaseHarness.show(controller)
            let adapter = try #require(controller.adapter)
            let view = try #require(adapter.host.collectionView)
            await ShowcaseHarness.settle(adapter.updater, controller.storage)

            // Load: the app's layout is kept; 12 favourites side by side, 40 messages in a list.
            #expect(adapter.collectionLayout == nil)
            #expect(view.collectionViewLayout is UICollectionViewCompositionalLayout)
            #expect(view.numberOfSections == 2)
            #expect(view.numberOfItems(inSection: 0) == 12)
            #expect(view.numberOfItems(inSection: 1) == OwnLayoutViewController.initialMessages)
            let tileCell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
            let tile = try #require(tileCell.content(as: FavouriteTile.self))
            #expect(tile.viewModel != nil && tile.nameLabel.text == tile.viewModel?.name)
            #expect(
                abs(tileCell.frame.width - 0.3 * ShowcaseHarness.portrait.width) < 0.5 && tileCell.frame.height == 96)
            #expect(abs(tileCell.frame.minX - tileCell.frame.width) < 0.5, "the second tile beside the first")
            #expect(view.indexPathsForVisibleItems.contains { $0.section == 1 })
            try expectListSized(controller, view)
            let heights = Set(
                view.indexPathsForVisibleItems.filter { $0.section == 1 }.compactMap {
                    view.cellForItem(at: $0)?.frame.height
                })
            #expect(heights.count > 1, "self-sized by message, not one estimate for all")

            // Swipe: only messages have actions; Archive removes the message, in one batch.
            #expect(view.modelSimulateTrailingSwipe(at: IndexPath(item: 0, section: 0)) == nil, "not a list section")
            let archived = try #require(controller.storage.snapshot.sections[1].items[1].message)
            let swipe = try #require(view.modelSimulateTrailingSwipe(at: IndexPath(item: 1, section: 1)))
            #expect(swipe.actions.map(\.title) == ["Archive"])
            let batches = view.modelAcceptedBatches.count
            var performed: Bool?
            swipe.actions[0].handler(swipe.actions[0], view) { performed = $0 }
            await ShowcaseHarness.settle(adapter.updater, controller.storage)
            #expect(performed == true)
            #expect(!messageIDs(controller.storage).contains(archived.id))
            #expect(view.numberOfItems(inSection: 1) == OwnLayoutViewController.initialMessages - 1)
            #expect(view.modelAcceptedBatches.count == batches + 1)
            #expect(view.modelAcceptedBatches.last?.calls == [.deleteItems([IndexPath(item: 1, section: 1)])])
            try expectListSized(controller, view)

            // Context menu: the message's own (its identity), none on a favourite.
            let firstID = try #require(messageIDs(controller.storage).first)
            let menu = view.modelSimulateContextMenu(at: [IndexPath(item: 0, section: 1)], point: .zero)
            #expect(menu.map { "\($0.identifier)" } == "m\(firstID)")
            #expect(view.modelSimulateContextMenu(at: [IndexPath(item: 0, section: 0)], point: .zero) == nil)
            let preview = try #require(menu?.modelPreview() as? MessagePreviewController)
            #expect(preview.message.id == firstID)
            let menuActions = try #require(menu?.modelMenu()?.children as? [UIAction])
            #expect(menuActions.map(\.title) == ["Archive"])

            // A live message from the background queue: at the top, one batch of one insert.
            let beforeLive = view.modelAcceptedBatches.count
            await controller.deliverMessageInBackground()
            await ShowcaseHarness.settle(adapter.updater, controller.storage)
            #expect(controller.liveMessages == 1)
            #expect(messageIDs(controller.storage).first == 1_000)
            #expect(view.modelAcceptedBatches.count == beforeLive + 1)
            #expect(view.modelAcceptedBatches.last?.calls == [.insertItems([IndexPath(item: 0, section: 1)])])
            let top = try #require(
                view.cellForItem(at: IndexPath(item: 0, section: 1))?.content(as: InboxMessageCell.self))
            #expect(top.viewModel?.id == 1_000)
            // The swipe and the menu follow the items: the archived one's neighbour moved down one.
            #expect(
                view.modelSimulateContextMenu(at: [IndexPath(item: 1, section: 1)], point: .zero).map {
                    "\($0.identifier)"
                }
                    == "m\(firstID)")

            // Archive from the menu: the message leaves the storage, one batch of one delete.
            let beforeMenuArchive = view.modelAcceptedBatches.count
            let moved = try #require(view.modelSimulateContextMenu(at: [IndexPath(item: 1, section: 1)], point: .zero))
            let archive = try #require(moved.modelMenu()?.children.first as? UIAction)
            archive.modelSimulateSelection()
            await ShowcaseHarness.settle(adapter.updater, controller.storage)
            #expect(!messageIDs(controller.storage).contains(firstID))
            #expect(view.modelAcceptedBatches.count == beforeMenuArchive + 1)
            #expect(view.modelAcceptedBatches.last?.calls == [.deleteItems([IndexPath(item: 1, section: 1)])])
            try expectListSized(controller, view)

            // Scroll: later messages come on screen, as tall as Tabula measured them.
            view.contentOffset = CGPoint(x: 0, y: 1_500)
            view.layoutIfNeeded()
            let visible = view.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item)
            #expect((visible.min() ?? 0) > 5)
            try expectListSized(controller, view)

            // Rotation: wider tiles, messages measured again at the new width.
            ShowcaseHarness.rotate(controller, in: window)
            await ShowcaseHarness.settle(adapter.updater, controller.storage)
            #expect(view.bounds.width == ShowcaseHarness.landscape.width)
            view.contentOffset = .zero
            view.layoutIfNeeded()
            let wide = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(abs(wide.frame.width - 0.3 * ShowcaseHarness.landscape.width) < 0.5)
            try expectListSized(controller, view)
            #expect(view.modelExceptions.isEmpty)
            #expect(adapter.updater.statistics.violations.isEmpty)
            withExtendedLifetime(window) {}
        }
    }
}
