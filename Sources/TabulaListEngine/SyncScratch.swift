import Tabula

/// The buffers `ListHostEngine.syncVisible` fills on every frame, kept by the engine between
/// frames. Emptied with their capacity kept, they stop allocating once they have grown to a
/// screenful: a fling frame used to allocate a set, four arrays and two dictionaries, and
/// looked the generic metadata of each up to do so.
///
/// All element types are concrete (views as `AnyObject`), so the collection code is
/// specialized in this module.
struct SyncScratch {
    /// The kept cell at each visible path (`nil`: a new cell goes there), in the order of
    /// the frame provider's paths: one dictionary look-up per path instead of three.
    /// Unretained, as the `kept` argument holds every one of them for the whole pass; an
    /// array of plain pointers also empties without the unspecialized destroy of each
    /// `Optional<AnyObject>`.
    var keptAtPath: [Unmanaged<AnyObject>?] = []
    /// The paths that need a new cell, with its reuse identifier.
    var newCells: [(ListIndexPath, String)] = []
    /// Every visible header and footer: its element, its reuse identifier and the view kept
    /// for it, if any.
    var supplementaryPlan: [(ListSupplementaryElement, String, AnyObject?)] = []
    /// The identities of the views that stay, sorted, searched by halving: a screenful is a
    /// few dozen views, where sorting and searching cost less than hashing each twice.
    var retained: [ObjectIdentifier] = []
    var leavingCells: [(path: ListIndexPath, cell: AnyObject)] = []
    var leavingViews: [(element: ListSupplementaryElement, view: AnyObject)] = []
    /// The visible cells and views of the frame before last, emptied and refilled as the
    /// next frame's: the last frame's are still shared with the caller's `kept` argument
    /// while a frame runs, so emptying them then would allocate anew.
    var spareCells: [ListIndexPath: AnyObject] = [:]
    var spareViews: [ListSupplementaryElement: AnyObject] = [:]

    /// Empties the arrays, keeping their storage (the spare dictionaries are emptied when
    /// taken).
    mutating func clear() {
        keptAtPath.removeAll(keepingCapacity: true)
        newCells.removeAll(keepingCapacity: true)
        supplementaryPlan.removeAll(keepingCapacity: true)
        retained.removeAll(keepingCapacity: true)
        leavingCells.removeAll(keepingCapacity: true)
        leavingViews.removeAll(keepingCapacity: true)
    }

    /// Makes `retained` searchable; call once it is filled.
    mutating func sortRetained() {
        retained.sort()
    }

    /// Whether `object` is among the retained views (after ``sortRetained()``).
    func isRetained(_ object: AnyObject) -> Bool {
        let id = ObjectIdentifier(object)
        var low = 0
        var high = retained.count
        while low < high {
            let middle = (low + high) / 2
            if retained[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < retained.count && retained[low] == id
    }
}
