import Foundation

/// A section header or footer, by section. Sorted by section, header first. *Model internals.*
struct ModelSupplementaryElement: Hashable, Comparable {
    var placement: ModelSupplementaryPlacement
    var section: Int

    static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        return lhs.placement == .header && rhs.placement == .footer
    }
}

/// Where a model list view's items, headers and footers are (UITableView.h:394
/// `rectForRowAtIndexPath:`; UICollectionViewLayout.h:120-123, the layout answers for a rect): a table's rows stacked with
/// its delegate's heights (``TableRowFrames``), a collection's layout answers
/// (``CollectionLayoutFrames``). Asked again after every update, as UIKit does.
/// *Model internals.*
@MainActor
protocol ModelListFrames: AnyObject {
    /// Works the frames out again for `counts` (items per section) at `width`.
    func update(counts: [Int], width: CGFloat)
    /// The size of all the content.
    var contentSize: CGSize { get }
    /// The frame of the item at `indexPath` (`.zero` when there is none).
    func frame(at indexPath: IndexPath) -> CGRect
    /// The items whose frames meet `rect`, in order.
    func indexPaths(intersecting rect: CGRect) -> [IndexPath]
    /// The frame of a section's header or footer, or `nil` when it has none.
    func supplementaryFrame(_ placement: ModelSupplementaryPlacement, inSection section: Int) -> CGRect?
    /// The headers and footers whose frames meet `rect`, in order.
    func supplementaryElements(intersecting rect: CGRect) -> [ModelSupplementaryElement]
    /// An accepted batch was presented, with the elements on screen before and after it
    /// (a collection's layout is asked where they animate from and to; a table has none).
    func batchDidPresent(
        _ calls: [BatchUpdateCall], itemsBefore: [IndexPath], supplementaryBefore: [ModelSupplementaryElement],
        itemsAfter: [IndexPath], supplementaryAfter: [ModelSupplementaryElement])
}
