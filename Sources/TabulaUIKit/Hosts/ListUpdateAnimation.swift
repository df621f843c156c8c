#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import UIKit

/// How a UIKit host shows its batch updates: animated or not, and whether the content the
/// user reads stays where it is.
///
/// ```swift
/// adapter.animation.animatesWhileScrolling = false   // no animation under the user's finger
/// adapter.animation.keepsContentOffset = true        // rows arriving above do not push the text away
/// adapter.animation.setTableRowAnimations(.fade)       // tables: every kind of change fades
/// ```
public struct ListUpdateAnimation: Sendable, Equatable {
    /// Whether batches animate at all; `false` applies every update at once.
    public var isEnabled = true
    /// Whether a batch animates while the user drags the content or it decelerates;
    /// `false` applies such a batch at once (animations fighting a scroll look broken).
    public var animatesWhileScrolling = true
    /// Whether the item at the top of the screen stays where it is on screen when items
    /// are inserted, removed or resized above it (the content offset moves with it). Off,
    /// the offset stays and the content moves under it, as UIKit does.
    public var keepsContentOffset = false
    /// Whether a reload (the first data, a storage reload, more changes than the reload
    /// threshold) cross-fades the list view when it is on screen; off, it is instant.
    public var animatesReloads = false

    /// Tables only (a collection animates through its layout): the row animation of
    /// inserted rows. Each of the six table animations is `.automatic` until set.
    public var rowInsertion = UITableView.RowAnimation.automatic
    /// Tables only: the row animation of deleted rows.
    public var rowDeletion = UITableView.RowAnimation.automatic
    /// Tables only: the row animation of reloaded rows.
    public var rowReload = UITableView.RowAnimation.automatic
    /// Tables only: the row animation of inserted sections.
    public var sectionInsertion = UITableView.RowAnimation.automatic
    /// Tables only: the row animation of deleted sections.
    public var sectionDeletion = UITableView.RowAnimation.automatic
    /// Tables only: the row animation of reloaded sections.
    public var sectionReload = UITableView.RowAnimation.automatic

    /// Animated batches, the offset left to UIKit.
    public init() {}

    /// Sets the six table row animations (rows and sections inserted, deleted and
    /// reloaded) to `animation`.
    public mutating func setTableRowAnimations(_ animation: UITableView.RowAnimation) {
        (rowInsertion, rowDeletion, rowReload) = (animation, animation, animation)
        (sectionInsertion, sectionDeletion, sectionReload) = (animation, animation, animation)
    }
}

/// The row animation of each kind of change in one table batch (``ListUpdateAnimation``'s
/// table animations, or none for a batch shown without animation).
struct TableRowAnimations: Equatable {
    var insert: UITableView.RowAnimation
    var delete: UITableView.RowAnimation
    var reload: UITableView.RowAnimation
    var sectionInsert: UITableView.RowAnimation
    var sectionDelete: UITableView.RowAnimation
    var sectionReload: UITableView.RowAnimation

    /// The same animation for every kind.
    init(_ animation: UITableView.RowAnimation) {
        (insert, delete, reload) = (animation, animation, animation)
        (sectionInsert, sectionDelete, sectionReload) = (animation, animation, animation)
    }

    /// The table animations `animation` names.
    init(_ animation: ListUpdateAnimation) {
        (insert, delete, reload) = (animation.rowInsertion, animation.rowDeletion, animation.rowReload)
        (sectionInsert, sectionDelete, sectionReload) = (
            animation.sectionInsertion, animation.sectionDeletion, animation.sectionReload
        )
    }

    /// No animation for any kind.
    static let none = TableRowAnimations(UITableView.RowAnimation.none)
}
#endif
