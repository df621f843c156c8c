import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// The model-based suite's interleavings that random seeds rarely hit, forced, on both
/// adapters, with the same reference and checks (``ModelSuiteRunner``): storage writes
/// arriving while a text size change is between its steps (`contextChangeGate`), a drop
/// while a batch animation is held, a width change while a batch animation is held.
@Suite("Model-based suite: forced orderings", .serialized)
@MainActor
struct ModelBasedForcedOrderTests {
    enum Adapter: String, CaseIterable, CustomStringConvertible {
        case table, collection
        var description: String { rawValue }
    }

    /// A list of 20 + 15 items (more than a screen), with its runner.
    static func runner(_ adapter: Adapter) async -> ModelSuiteRunner {
        var nextID = 0
        let sections = ModelSuiteTable.sections([20, 15], nextID: &nextID)
        let list: any ModelSuiteList =
            switch adapter {
            case .table: await ModelSuiteTable(sections: sections)
            case .collection: await ModelSuiteCollection(sections: sections)
            }
        let runner = ModelSuiteRunner(list: list)
        UIKitModel.exceptionHandler = { [weak runner] in runner?.raised.append("UIKit would raise \($0)") }
        return runner
    }

    static func finish(_ runner: ModelSuiteRunner, _ problems: [String]) async {
        runner.list.contextChangeGate = nil
        runner.list.window.modelSetPreferredContentSizeCategory(nil)
        _ = await runner.list.settle()
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        #expect(
            problems.isEmpty,
            "\(runner.list.kind): \(problems.prefix(6))\nsteps:\n\(runner.log.joined(separator: "\n"))")
    }

    static let writes: [[ModelSuiteWrite]] = [
        [
            .insert(id: 1_001, name: ModelSuiteNames.name(for: 1_001, variant: 1), at: ModelSuitePick(raw: 0)),
            .replace(ModelSuitePick(raw: 5), name: ModelSuiteNames.name(for: 0, variant: 2)),
        ],
        [.remove(ModelSuitePick(raw: 3)), .move(from: ModelSuitePick(raw: 30), to: ModelSuitePick(raw: 1))],
        [.append(id: 1_002, name: ModelSuiteNames.name(for: 1_002, variant: 1), section: ModelSuitePick(raw: 0))],
    ]

    /// Writes from three tasks reach the screen between the change's steps: the rows they
    /// add, rename or move are measured at the new text size, the rest too.
    @Test(arguments: Adapter.allCases, [MeasuringContextChangeStep.visibleMeasured, .restMeasured])
    func writesBetweenTheStepsOfATextSizeChange(adapter: Adapter, step: MeasuringContextChangeStep) async {
        let runner = await Self.runner(adapter)
        var problems = await runner.run(.tap(ModelSuitePick(raw: 2)))
        problems += await runner.run(.select(ModelSuitePick(raw: 25)))
        var wrote = false
        runner.list.contextChangeGate = { reached in
            guard reached == step, !wrote else { return }
            wrote = true
            problems += await runner.run(.writes(Self.writes), settling: false)
            await runner.list.updater.waitUntilPresented(version: runner.list.storage.snapshot.version)
        }
        runner.log.append("text size xxLarge, writes at \(step)")
        problems += await runner.run(.textSize(.extraExtraLarge))
        problems += runner.problems()
        #expect(wrote, "the writes landed between the steps")
        // Every row, on screen or not, at its catalog height at the new text size.
        problems += Self.offScreenHeights(runner)
        await Self.finish(runner, problems)
    }

    /// A drop while the batch of an earlier write still animates: the storage takes the
    /// drop at once, its batch follows the held one, and the screen ends on the storage.
    @Test(arguments: Adapter.allCases)
    func aDropWhileABatchAnimationIsHeld(adapter: Adapter) async {
        let runner = await Self.runner(adapter)
        var problems = await runner.run(.tap(ModelSuitePick(raw: 1)))
        problems += await runner.run(
            .held(
                .insert(id: 1_001, name: "Contact 1001", at: ModelSuitePick(raw: 0)),
                then: .drag(
                    sources: [ModelSuitePick(raw: 1), ModelSuitePick(raw: 4)], destination: ModelSuitePick(raw: 7))))
        problems += runner.problems()
        #expect(runner.log.contains { $0.contains("batch in flight: true") }, "\(runner.log)")
        // The storage takes the drop at once; its batch follows the held one.
        #expect(runner.log.contains { $0.contains("performed true") }, "\(runner.log)")
        #expect(runner.log.contains { $0.contains("moveItem") }, "\(runner.log)")
        await Self.finish(runner, problems)
    }

    /// A width change while a batch animation is held: the rows are measured at the new
    /// width once the animation ends, and the screen ends on the storage.
    @Test(arguments: Adapter.allCases)
    func aWidthChangeWhileABatchAnimationIsHeld(adapter: Adapter) async {
        let runner = await Self.runner(adapter)
        var problems = await runner.run(.held(.remove(ModelSuitePick(raw: 2)), then: .width(300)))
        problems += runner.problems()
        problems += Self.offScreenHeights(runner)
        problems += await runner.run(
            .held(.insert(id: 1_001, name: "Contact 1001", at: ModelSuitePick(raw: 3)), then: .width(414)))
        problems += runner.problems()
        #expect(runner.log.count { $0.contains("batch in flight: true") } == 2, "\(runner.log)")
        problems += Self.offScreenHeights(runner)
        await Self.finish(runner, problems)
    }

    /// Rows off screen: the layout's heights are the catalog's at the width the visible rows
    /// have (every row's content view has the same width here) and the current text size.
    static func offScreenHeights(_ runner: ModelSuiteRunner) -> [String] {
        let list = runner.list
        guard let visible = list.visiblePaths.first, let width = list.contentWidth(at: visible) else { return [] }
        let measurer = UIKitTextMeasurer(scaling: .category(runner.reference.category))
        var problems: [String] = []
        for (section, content) in list.storage.snapshot.sections.enumerated() {
            for (row, item) in content.items.enumerated() {
                let height = list.layout.frame(at: ListIndexPath(item: row, section: section)).height
                let expected = list.catalogHeight(of: item, contentWidth: width, measurer: measurer)
                if height != expected {
                    problems.append(
                        "row \(section)-\(row) (\(item.id)) is \(height) high in the layout, want \(expected)")
                }
            }
        }
        return problems
    }
}
