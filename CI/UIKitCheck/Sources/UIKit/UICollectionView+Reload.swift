import Foundation

// `reloadData` (UICollectionView.h:422): "discard the dataSource and delegate data and
// requery as necessary". Unlike a table's ("Reloads everything from scratch. Redisplays
// visible rows", UITableView.h:437), a collection view's reload is not carried out in the
// call: the collection view requeries when it next needs the data, in its next layout pass
// (`layoutSubviews`, `layoutIfNeeded`) or when asked for its counts or handed a batch.
// Developers report the consequence for selection: `selectItem(at:…)` right after
// `reloadData` has no effect unless `layoutIfNeeded` runs in between
// (https://juejin.cn/post/6844903580965535751), because the reload, when it is carried out,
// starts over with nothing selected ("discard the … delegate data").
//
// Model: `reloadData` counts the call, raises inside a batch block as before, marks the
// reload pending and the view as needing layout. The reload (new counts, cells asked
// again, nothing selected, uncommitted updates discarded: UICollectionView.h:421) is carried
// out by the next layout pass, a count query (`numberOfSections`, `numberOfItems(inSection:)`),
// a batch, or a scroll to an item. Until then the view shows what it showed, and selecting
// or deselecting an item changes the selection the pending reload will discard.

extension UICollectionView {
    /// `reloadData`: marks the reload pending until the next layout pass. *Model internals.*
    func modelRequestReload() {
        engine.requestReload()
        setNeedsLayout()
    }
}

extension ListViewEngine {
    /// Counts and checks a collection view's `reloadData` now (a reorder in progress is
    /// discarded, UICollectionView.h:421) and leaves the reload pending. *Model internals.*
    func requestReload() {
        counters.reloadDataCalls += 1
        noteReloadDuringUncommittedUpdates()
        if isRecordingBatch {
            raise("attempt to call reloadData inside a batch update block")
        }
        reloadIsPending = true
    }

    /// Carries out the reload `reloadData` left pending. *Model internals.*
    func carryOutPendingReload() {
        guard reloadIsPending else { return }
        reloadIsPending = false
        if isLoaded {
            reloadData(counting: false)
        } else {
            loadInitiallyIfNeeded()
        }
    }
}

/// Controls for tests. *Model only: not UIKit API.*
extension UICollectionView {
    /// Whether a `reloadData` waits for the next layout pass.
    public var modelHasPendingReload: Bool {
        engine.reloadIsPending
    }
}
