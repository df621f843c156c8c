#if canImport(UIKit)
import TabulaDiff

/// The order of work both views' `reload(using:…)` share: nothing for an empty changeset;
/// off screen, the last data and one reload; otherwise, per stage, the interrupt question
/// (a reload with the last data on `true`), then one batch that installs the stage's data
/// and declares its changes (`declare`, the view's own calls).
@MainActor
func applyStagedChangeset<C>(
    _ stagedChangeset: StagedChangeset<C>,
    isOnScreen: Bool,
    interrupt: ((Changeset<C>) -> Bool)?,
    setData: (C) -> Void,
    reloadData: () -> Void,
    performBatch: (() -> Void) -> Void,
    declare: (Changeset<C>) -> Void
) {
    guard let finalData = stagedChangeset.last?.data else { return }
    guard isOnScreen else {
        setData(finalData)
        reloadData()
        return
    }
    // The batch block captures both callbacks; Swift forbids a closure that captures a
    // non-escaping parameter from going into another non-escaping parameter, and the block
    // runs before `performBatch` returns, so neither escapes.
    withoutActuallyEscaping(setData) { setData in
        withoutActuallyEscaping(declare) { declare in
            for stage in stagedChangeset {
                if let interrupt, interrupt(stage) {
                    setData(finalData)
                    reloadData()
                    return
                }
                performBatch {
                    setData(stage.data)
                    declare(stage)
                }
            }
        }
    }
}
#endif
