@_spi(TabulaInternal) import TabulaBatches

/// Plans an update: from a changeset to its stages, and from each stage to what the host is
/// asked to do. The one place that chooses between reloading an updated item's cell and
/// reconfiguring it in place.
@MainActor
struct StagePlanner<Section: Differentiable & Sendable, Item: Differentiable & Sendable> {
    typealias Stage = Changeset<[ListSection<Section, Item>]>

    /// What to do with a whole changeset.
    enum Decision {
        /// Too many changes to animate: reload instead.
        case reload
        /// Nothing changes: the target is installed as it is.
        case nothingToDo
        /// Apply these stages, one batch each (or none, for a stage that only reconfigures).
        case stages([Stage])
    }

    /// What the host is asked to do for one stage, in this order.
    struct Step {
        /// Items whose new data is installed and whose visible cells are reconfigured in
        /// place before anything else (a content-only stage).
        var reconfigureFirst: [ListIndexPath] = []
        /// A stage that must follow this one once its batch ends (section reloads, which
        /// collections accept only in a batch of their own).
        var followingStage: Stage?
        /// The batch, with the stage's data installed inside its update block; `nil`
        /// installs the data at once, without a batch.
        var batch: ListBatch?
        /// After-paths reconfigured in place right after the host applied the batch.
        var reconfigureAfterBatch: [ListIndexPath] = []
    }

    /// Above this many changes a reload replaces the animation.
    let reloadThreshold: Int
    /// The reuse identifier of an item's cell.
    let reuseIdentifier: @MainActor (Item, ListIndexPath) -> String

    /// Decides how `changes` reach the screen.
    func decide(_ changes: StagedChangeset<[ListSection<Section, Item>]>) -> Decision {
        if changes.changeCount > reloadThreshold {
            return .reload
        }
        if changes.isEmpty {
            return .nothingToDo
        }
        return .stages(changes.stages)
    }

    /// Whether the updated item `old` at `oldPath`, now `new` at `newPath`, keeps its cell
    /// type, so its visible cell is reconfigured in place; otherwise it is reloaded.
    func keepsCell(_ old: Item, at oldPath: ListIndexPath, as new: Item, at newPath: ListIndexPath) -> Bool {
        reuseIdentifier(old, oldPath) == reuseIdentifier(new, newPath)
    }

    /// What the host is asked to do for `stage`, applied to `presented`.
    func step(for stage: Stage, from presented: [ListSection<Section, Item>]) -> Step {
        if stage.isContentOnly {
            return contentOnlyStep(for: stage, from: presented)
        }
        guard !stage.elementUpdated.isEmpty else {
            return Step(batch: ListBatch(stage))
        }
        // Updated items that keep their cell type are not reloaded by the batch: they are
        // reconfigured in place, at their after-paths, as soon as the batch is applied.
        // Only items whose cell type changed stay reloads.
        var batch = ListBatch(stage)
        guard
            let mapping = ListBatchMapping(
                sectionCountBefore: presented.count, batch: batch, sectionCountAfter: stage.data.count)
        else {
            return Step(batch: batch)
        }
        var reloads: [ListIndexPath] = []
        var reconfigure: [ListIndexPath] = []
        for path in stage.elementUpdated {
            guard let after = mapping.afterPath(forBeforePath: path),
                keepsCell(
                    presented[path.section].items[path.item], at: path,
                    as: stage.data[after.section].items[after.item], at: after)
            else {
                reloads.append(path)
                continue
            }
            reconfigure.append(after)
        }
        batch.elementUpdated = reloads
        return Step(batch: batch, reconfigureAfterBatch: reconfigure)
    }

    /// Updated items are reconfigured in place; items whose cell type changed go through a
    /// batch of reloads. An updated section whose header, footer or model changed is
    /// refreshed in place when that batch ends (the host compares content tokens); one
    /// that is unchanged was reloaded explicitly (`reloadSections`) and goes through a batch
    /// of section reloads of its own (collections accept section reloads only alone), after
    /// the item batch if there is one.
    private func contentOnlyStep(for stage: Stage, from presented: [ListSection<Section, Item>]) -> Step {
        let explicitReloads = stage.sectionUpdated.filter { index in
            presented.indices.contains(index) && stage.data.indices.contains(index)
                && stage.data[index].isContentEqual(to: presented[index])
        }.sorted()
        let reloadedSections = Set(explicitReloads)
        var step = Step()
        var reload: [ListIndexPath] = []
        for path in stage.elementUpdated where !reloadedSections.contains(path.section) {
            let old = presented[path.section].items[path.item]
            let new = stage.data[path.section].items[path.item]
            if keepsCell(old, at: path, as: new, at: path) {
                step.reconfigureFirst.append(path)
            } else {
                reload.append(path)
            }
        }
        let refreshedInPlace = stage.sectionUpdated.count > explicitReloads.count
        if !reload.isEmpty || refreshedInPlace {
            if !explicitReloads.isEmpty {
                // The section reloads follow in a batch of their own, once this one ends.
                step.followingStage = Changeset(data: stage.data, sectionUpdated: explicitReloads)
            }
            // An empty-structure batch refreshes headers and footers whose models changed
            // when it ends; UIKit refreshes the reloaded rows.
            step.batch = ListBatch(elementUpdated: reload)
        } else if !explicitReloads.isEmpty {
            step.batch = ListBatch(sectionUpdated: explicitReloads)
        }
        return step
    }
}
