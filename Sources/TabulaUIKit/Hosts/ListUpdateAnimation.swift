#if canImport(UIKit)
import Foundation
import UIKit

/// How a UIKit host shows its batch updates: animated or not, and whether the content the
/// user reads stays where it is.
///
/// ```swift
/// adapter.animation.animatesWhileScrolling = false   // no animation under the user's finger
/// adapter.animation.keepsContentOffset = true        // rows arriving above do not push the text away
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

    /// Animated batches, the offset left to UIKit.
    public init() {}
}

/// The row animation of each kind of change in a table batch.
public struct TableRowAnimations: Sendable, Equatable {
    /// Inserted rows.
    public var insert: UITableView.RowAnimation
    /// Deleted rows.
    public var delete: UITableView.RowAnimation
    /// Reloaded rows.
    public var reload: UITableView.RowAnimation
    /// Inserted sections.
    public var sectionInsert: UITableView.RowAnimation
    /// Deleted sections.
    public var sectionDelete: UITableView.RowAnimation
    /// Reloaded sections.
    public var sectionReload: UITableView.RowAnimation

    /// The same animation for every kind (`.automatic` by default).
    public init(_ animation: UITableView.RowAnimation = .automatic) {
        insert = animation
        delete = animation
        reload = animation
        sectionInsert = animation
        sectionDelete = animation
        sectionReload = animation
    }

    /// No animation for any kind.
    public static let none = TableRowAnimations(.none)
}
#endif
