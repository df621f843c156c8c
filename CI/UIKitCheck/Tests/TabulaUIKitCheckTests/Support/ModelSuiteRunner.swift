import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
@_spi(Testing) import TabulaUIKit
import UIKit

/// What the list must show, kept apart from Tabula: each item's name by identity (from the
/// writes' own accounts of what they did), the identities selected (in selection order),
/// and the text size the user chose.
struct ModelSuiteReference {
    var names: [Int: String]
    var selected: [Int] = []
    var category: UIContentSizeCategory = .large

    mutating func take(_ effect: ModelSuiteWrite.Effect) {
        for (id, name) in effect.changes { names[id] = name }
    }
}

/// Runs steps on a ``ModelSuiteList`` and keeps the ``ModelSuiteReference``; after each step,
/// once the adapter is idle, ``problems()`` (ModelSuiteChecks.swift) lists how the screen
/// differs from it.
@MainActor
final class ModelSuiteRunner {
    let list: any ModelSuiteList
    var reference: ModelSuiteReference
    /// What ran, one line a step, with what each pick resolved to: printed on a failure.
    var log: [String] = []
    /// What UIKit would have raised, as the model reports it (`UIKitModel.exceptionHandler`).
    var raised: [String] = []

    init(list: any ModelSuiteList) {
        self.list = list
        var names: [Int: String] = [:]
        for section in list.storage.snapshot.sections {
            for item in section.items { names[item.id] = item.name }
        }
        reference = ModelSuiteReference(names: names)
    }

    // MARK: Steps

    /// Runs `step`, then waits until the adapter is idle; returns problems met on the way
    /// (a write that threw, a drop that broke its promise, an updater that never settled).
    func run(_ step: ModelSuiteStep, settling: Bool = true) async -> [String] {
        var problems: [String] = []
        let countersBefore = list.counters
        let batchesBefore = list.acceptedBatches.count
        defer {
            // What the view was asked to do, for whoever replays a failure.
            let counters = list.counters
            let batches = list.acceptedBatches.dropFirst(batchesBefore).map { batch in
                "\(batch.before)->\(batch.after) \(batch.calls.map(String.init(describing:)).joined(separator: " "))"
            }
            let reloads = counters.reloadDataCalls - countersBefore.reloadDataCalls
            let reconfigures = counters.reconfigureCalls - countersBefore.reconfigureCalls
            if !batches.isEmpty || reloads > 0 || reconfigures > 0 {
                log.append("  view: batches \(batches), reloadData \(reloads), reconfigure \(reconfigures)")
            }
        }
        switch step {
        case let .writes(tasks):
            problems += await write(tasks)
        case let .drag(sources, destination):
            problems += dragAndDrop(sources, to: destination)
        case let .select(pick):
            let ids = list.storage.snapshot.sections.flatMap { $0.items.map(\.id) }
            guard !ids.isEmpty else {
                log.append("  nothing to select")
                break
            }
            let id = ids[pick.of(ids.count)]
            do {
                try list.selectItem(withIdentifier: id)
                if !reference.selected.contains(id) { reference.selected.append(id) }
                log.append("  selected \(id)")
            } catch {
                problems.append("selectItem(withIdentifier: \(id)) of a stored item threw \(error)")
            }
        case let .deselect(pick):
            let present = Set(reference.names.keys)
            let selected = reference.selected.filter(present.contains)
            guard !selected.isEmpty else {
                log.append("  nothing selected")
                break
            }
            let id = selected[pick.of(selected.count)]
            do {
                try list.deselectItem(withIdentifier: id)
                reference.selected.removeAll { $0 == id }
                log.append("  deselected \(id)")
            } catch {
                problems.append("deselectItem(withIdentifier: \(id)) of a stored item threw \(error)")
            }
        case let .tap(pick):
            let visible = list.visiblePaths
            guard !visible.isEmpty else {
                log.append("  no row on screen")
                break
            }
            let path = visible[pick.of(visible.count)]
            // The row the user sees: what the data source shows there.
            guard let id = list.dataSourceItem(at: path)?.id else {
                problems.append("no item at the visible path \(path)")
                break
            }
            if list.selectedPaths.contains(path) {
                list.userDeselects(path)
                reference.selected.removeAll { $0 == id }
                log.append("  tapped \(path[0])-\(path[1]) (\(id), selected: deselects)")
            } else {
                list.userTaps(path)
                if !reference.selected.contains(id) { reference.selected.append(id) }
                log.append("  tapped \(path[0])-\(path[1]) (\(id))")
            }
        case let .width(width):
            list.listView.frame.size.width = width
            list.listView.layoutIfNeeded()
        case let .safeArea(left, right):
            list.listView.modelSetSafeAreaInsets(
                left == 0 && right == 0 ? nil : UIEdgeInsets(top: 0, left: left, bottom: 0, right: right))
            list.listView.layoutIfNeeded()
        case let .textSize(category):
            list.window.modelSetPreferredContentSizeCategory(category)
            reference.category = category ?? .large
            // The category the lists show is one for the whole process: Large again before
            // any await, for the tests running meanwhile (ListAtLarge.swift).
            makeAListAtLarge()
            list.listView.layoutIfNeeded()
        case let .scroll(fraction):
            let view = list.listView
            view.layoutIfNeeded()
            let end = max(0, view.contentSize.height - view.bounds.height)
            view.contentOffset = CGPoint(x: 0, y: (end * CGFloat(fraction)).rounded())
            view.layoutIfNeeded()
        case let .held(write, then):
            problems += await held(write, then: then)
        }
        if settling, !(await list.settle()) {
            problems.append(
                "the adapter did not settle: idle \(list.updater.isIdle), presented \(String(describing: list.updater.presentedVersion)), stored \(list.storage.snapshot.version)"
            )
        }
        return problems
    }

    private func write(_ tasks: [[ModelSuiteWrite]]) async -> [String] {
        let storage = list.storage
        let order = ModelSuiteWrite.CommitOrder()
        let results = await withTaskGroup(of: (Int, Result<ModelSuiteWrite.Effect, any Error>).self) { group in
            for (index, writes) in tasks.enumerated() {
                group.addTask {
                    // Off the main actor, as an app's background writer.
                    await Task.detached {
                        var effect = ModelSuiteWrite.Effect()
                        do {
                            try storage.update { list in
                                // A body that throws commits nothing; the storage retries none.
                                effect = ModelSuiteWrite.Effect(commitOrder: order.take())
                                for write in writes { try write.apply(to: &list, effect: &effect) }
                            }
                            return (index, Result.success(effect))
                        } catch {
                            return (index, Result.failure(error))
                        }
                    }.value
                }
            }
            var all: [(Int, Result<ModelSuiteWrite.Effect, any Error>)] = []
            for await result in group { all.append(result) }
            return all
        }
        var problems: [String] = []
        let committed = results.sorted { lhs, rhs in
            func place(_ result: Result<ModelSuiteWrite.Effect, any Error>) -> Int {
                (try? result.get().commitOrder) ?? Int.max
            }
            return place(lhs.1) < place(rhs.1)
        }
        for (index, result) in committed {
            switch result {
            case let .success(effect):
                reference.take(effect)
                log.append("  task \(index) (committed \(effect.commitOrder)): \(effect.notes)")
            case let .failure(error):
                problems.append("task \(index)'s transaction threw \(error)")
            }
        }
        return problems
    }

    private func dragAndDrop(_ sources: [ModelSuitePick], to destination: ModelSuitePick) -> [String] {
        let visible = list.visiblePaths
        guard !visible.isEmpty else {
            log.append("  no row on screen")
            return []
        }
        var paths: [IndexPath] = []
        for pick in sources {
            let path = visible[pick.of(visible.count)]
            if !paths.contains(path) { paths.append(path) }
        }
        // A visible row, or the end of a section with a row on screen.
        let counts = list.viewSectionCounts
        let ends = Set(visible.map { $0[0] }).sorted().map { IndexPath(item: counts[$0], section: $0) }
        let targets = visible + ends
        let target = targets[destination.of(targets.count)]
        let draggedIDs = paths.compactMap { list.dataSourceItem(at: $0)?.id }
        let idsBefore = list.storage.snapshot.sections.flatMap { $0.items.map(\.id) }
        guard let session = list.beginDrag(at: paths) else {
            log.append("  no drag began at \(paths)")
            return []
        }
        let batches = list.batchCalls
        let outcome = list.drop(session, at: target)
        list.endDrag(session)
        log.append(
            "  dragged \(paths.map { "\($0[0])-\($0[1])" }) (\(draggedIDs)) to \(target[0])-\(target[1]): performed \(outcome.performed), \(outcome.batchesDuringDrop) batch(es) in the drop"
        )
        var problems: [String] = []
        if !outcome.animatedBeforeTheirBatch.isEmpty {
            problems.append("the drop animated \(outcome.animatedBeforeTheirBatch) before their batch")
        }
        if outcome.batchesDuringDrop > 1 { problems.append("the drop made \(outcome.batchesDuringDrop) batches") }
        let idsAfter = list.storage.snapshot.sections.flatMap { $0.items.map(\.id) }
        if idsAfter.sorted() != idsBefore.sorted() {
            problems.append("a drop within the list changed which items it holds: \(idsBefore) -> \(idsAfter)")
        }
        if outcome.performed, outcome.batchesDuringDrop == 1 {
            // The dropped items stand together, in the drag's order.
            if let first = idsAfter.firstIndex(of: draggedIDs.first ?? -1),
                Array(idsAfter[first...].prefix(draggedIDs.count)) != draggedIDs
            {
                problems.append("dropped \(draggedIDs) are not together in the drag's order: \(idsAfter)")
            }
            if list.batchCalls != batches + 1 { problems.append("the drop made \(list.batchCalls - batches) batches") }
        }
        return problems
    }

    private func held(_ write: ModelSuiteWrite, then: ModelSuiteStep) async -> [String] {
        list.completesAnimationsAutomatically = false
        let batches = list.batchCalls
        var problems = await self.write([[write]])
        // The write's batch goes to the view (a write that changed nothing makes none).
        let inFlight = await eventually(within: 5) {
            self.list.batchCalls > batches || self.list.updater.presentedVersion == self.list.storage.snapshot.version
        }
        log.append("  batch in flight: \(inFlight && list.batchCalls > batches); then \(then)")
        problems += await run(then, settling: false)
        await list.finishHeldAnimations()
        return problems
    }
}
