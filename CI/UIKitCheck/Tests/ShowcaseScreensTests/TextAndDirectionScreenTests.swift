import Foundation
@_spi(Testing) import Tabula
import TabulaDemoData
@_spi(Testing) import TabulaUIKitCheck
import Testing
import UIKit

@testable import ShowcaseScreens

extension TextSizeSensitiveScreens {
    @Suite("Showcase: Dynamic Type and right to left on the UIKit model")
    @MainActor
    struct TextAndDirectionScreenTests {
        private func bubbles(_ table: UITableView) -> [(cell: MessageBubbleCell, model: DirectedMessage)] {
            table.visiblePaths.compactMap { path in
                guard let cell = table.cellForRow(at: path)?.content(as: MessageBubbleCell.self),
                    let model = cell.viewModel
                else {
                    return nil
                }
                return (cell, model)
            }
        }

        @Test func theRowsFlipToRightToLeftFollowTheTextSizeScrollAndRotate() async throws {
            let controller = TextAndDirectionViewController()
            let window = ShowcaseHarness.show(controller)
            let adapter = try #require(controller.adapter)
            let table = try #require(controller.tableView)
            await ShowcaseHarness.settle(adapter.updater, controller.storage)
            #expect(table.numberOfRows(inSection: 0) == 60)
            let shown = bubbles(table)
            #expect(!shown.isEmpty)
            let width = table.bounds.width
            for (cell, model) in shown {
                #expect(
                    cell.frame.height
                        == MessageBubbleCell.height(
                            for: model, width: width, context: ShowcaseHarness.measurer(of: adapter.layout)))
                // Left to right: incoming at the left edge, outgoing at the right.
                let edge = model.message.isOutgoing ? cell.bodyLabel.frame.maxX : cell.bodyLabel.frame.minX
                #expect(edge == (model.message.isOutgoing ? width - 16 : 16))
            }

            // Right to left: one batch that inserts and deletes nothing; every row mirrored.
            let batches = table.modelAcceptedBatches.count
            controller.directionSwitch.modelSimulateUserToggle()
            await ShowcaseHarness.settle(adapter.updater, controller.storage)
            #expect(controller.rightToLeft)
            let flip = table.modelAcceptedBatches.dropFirst(batches).flatMap(\.calls)
            #expect(
                !flip.contains {
                    if case .insertItems = $0 { true } else if case .deleteItems = $0 { true } else { false }
                }
            )
            for (cell, model) in bubbles(table) {
                #expect(model.rightToLeft)
                #expect(cell.semanticContentAttribute == .forceRightToLeft)
                cell.layoutIfNeeded()
                let edge = model.message.isOutgoing ? cell.bodyLabel.frame.minX : cell.bodyLabel.frame.maxX
                #expect(edge == (model.message.isOutgoing ? 16 : width - 16), "mirrored")
            }
            // A larger text size: rows measured again, taller, and drawn at the size measured.
            let before = try #require(bubbles(table).first)
            let beforeHeight = before.cell.frame.height
            window.modelSetPreferredContentSizeCategory(.accessibilityExtraLarge)
            _ = await adapter.waitForTextSizeChange()
            await ShowcaseHarness.settle(adapter.updater, controller.storage)
            let after = try #require(bubbles(table).first { $0.model.message.id == before.model.message.id })
            #expect(after.cell.frame.height > beforeHeight)
            // Scroll to the end, then rotate: rows at the new width, sized by their frames there.
            table.contentOffset = CGPoint(x: 0, y: max(0, table.contentSize.height - table.bounds.height))
            table.layoutIfNeeded()
            #expect(table.visiblePaths.last?.row == 59)
            // Rotated at the very end: the landscape content is shorter; the adapter keeps the row
            // at the top of the screen there, within the new content (UIKit documents no clamping
            // of the offset), so rows stay on screen.
            let top = try #require(
                table.visiblePaths.first { table.rectForRow(at: $0).maxY > table.contentOffset.y })
            ShowcaseHarness.rotate(controller, in: window)
            await ShowcaseHarness.settle(adapter.updater, controller.storage)
            table.layoutIfNeeded()
            #expect(table.bounds.width == ShowcaseHarness.landscape.width)
            #expect(
                table.contentOffset.y + table.bounds.height
                    <= table.contentSize.height + table.adjustedContentInset.bottom)
            #expect(!table.visiblePaths.isEmpty)
            #expect(table.visiblePaths.contains(top))
            #expect(bubbles(table).allSatisfy { $0.cell.frame.width == ShowcaseHarness.landscape.width })
            #expect(!bubbles(table).isEmpty)
            // Back to the default size for the tests that run next (the category is process-wide).
            window.modelSetPreferredContentSizeCategory(nil)
            _ = await adapter.waitForTextSizeChange()
            #expect(UIKitTextScaling.listContentSizeCategory == .large)
            #expect(table.modelExceptions.isEmpty)
            #expect(adapter.updater.statistics.violations.isEmpty)
            withExtendedLifetime(window) {}
        }
    }
}
