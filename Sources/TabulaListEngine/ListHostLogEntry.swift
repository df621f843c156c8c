import Tabula

/// One update a list host presented, for its history log.
public enum ListHostLogEntry: Hashable, Sendable {
    /// A batch applied, with the item counts before and after it.
    case batch(ListBatch, before: [Int], after: [Int])
    /// A reload, with the item counts after it.
    case reload(counts: [Int])
    /// A batch rejected and replaced by a reload (``ListHostStrictness/reloadOnViolation``).
    case reloadAfterViolation(BatchUpdateError, counts: [Int])
    /// A reconfigure of these paths.
    case reconfigure([ListIndexPath])
}
