#if os(iOS) || TABULA_UIKIT_MODEL
import Logging
import Tabula
import TabulaDiff

/// The order of work both views' `reload(using:…)` share: nothing for an empty changeset;
/// off screen, the last data and one reload; otherwise, per stage, the interrupt question
/// (a reload with the last data on `true`), the check of the stage against UIKit's batch
/// rules (the same ``/Tabula/BatchUpdateRules`` every adapter batch passes: a changeset
/// computed from data the view does not show would make UIKit raise "Invalid update", so it
/// is logged and the view reloads with the last data instead), then one batch that installs
/// the stage's data and declares its changes (`declare`, the view's own calls).
///
/// `view` gives the rest, table and collection alike (``UIKitListView``): whether it is on
/// screen, the counts it shows, its reload and its batch.
@MainActor
func applyStagedChangeset<C>(
    _ stagedChangeset: StagedChangeset<C>,
    to view: some UIKitListView,
    kind: ListHostKind,
    interrupt: ((Changeset<C>) -> Bool)?,
    setData: (C) -> Void,
    declare: (Changeset<C>) -> Void
) {
    guard let finalData = stagedChangeset.last?.data else { return }
    guard view.window != nil else {
        setData(finalData)
        view.reloadData()
        return
    }
    let rules = BatchUpdateRules(kind: kind)
    // The batch block captures both callbacks; Swift forbids a closure that captures a
    // non-escaping parameter from going into another non-escaping parameter, and the block
    // runs before `performBatch` returns, so neither escapes.
    withoutActuallyEscaping(setData) { setData in
        withoutActuallyEscaping(declare) { declare in
            for stage in stagedChangeset {
                if let interrupt, interrupt(stage) {
                    setData(finalData)
                    view.reloadData()
                    return
                }
                let before = (0..<view.numberOfSections).map { view.itemCount(inSection: $0) }
                let violations = rules.violations(
                    before: before, batch: ListBatch(stage), after: sectionCounts(of: stage.data, before: before))
                guard violations.isEmpty else {
                    stagedReloadLogger.error(
                        "reload(using:): a stage breaks UIKit's batch rules, reloading the \(kind.viewNoun) with the last data instead: \(violations.map(\.description).joined(separator: "; "))"
                    )
                    setData(finalData)
                    view.reloadData()
                    return
                }
                // `performListBatch` takes an escaping block; UIKit runs it before
                // `performBatchUpdates` returns, so `withoutActuallyEscaping` lets it take this one.
                withoutActuallyEscaping({
                    setData(stage.data)
                    declare(stage)
                }) { view.performListBatch($0, completion: nil) }
            }
        }
    }
}

/// Where `reload(using:…)` reports a changeset it could not apply as batches.
private let stagedReloadLogger = Logger(label: "Tabula.reload(using:)")

/// The item count of each section the view shows once `data` is installed, given the
/// counts it shows now (`before`): one per section for sectioned data (elements that are
/// ``/TabulaDiff/DifferentiableSection``); for flat data, section 0 holds the elements and
/// any other section the view shows stays as it is (DifferenceKit's flat `reload(using:)`
/// changes section 0 only). Data that is not a collection gives no sections (no diff
/// produces it).
func sectionCounts<C>(of data: C, before: [Int]) -> [Int] {
    guard let collection = data as? any Collection else { return [] }
    return sectionCounts(ofCollection: collection, before: before)
}

private func sectionCounts<D: Collection>(ofCollection data: D, before: [Int]) -> [Int] {
    guard D.Element.self is any DifferentiableSection.Type else {
        return [data.count] + before.dropFirst()
    }
    return data.map { element in (element as? any DifferentiableSection)?.elements.count ?? 0 }
}
#endif
