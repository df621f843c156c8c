import Foundation

/// A batch the model accepted: the counts it showed before, the calls, the counts after
/// (what UIKit compares in `performBatchUpdates:completion:`, UITableView.h:415 and
/// UICollectionView.h:462-475).
/// *Model only: not UIKit API.*
public struct ModelBatchRecord: Hashable, Sendable {
    /// Item counts per section before the batch.
    public var before: [Int]
    /// The calls, in order.
    public var calls: [BatchUpdateCall]
    /// Item counts per section after the batch.
    public var after: [Int]

    /// A record of one accepted batch.
    public init(before: [Int], calls: [BatchUpdateCall], after: [Int]) {
        self.before = before
        self.calls = calls
        self.after = after
    }
}
