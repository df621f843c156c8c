import Foundation

// Source: UICollectionViewUpdateItem.h:14-27 (iOS 26.2 SDK): the five actions; the index
// path before the update is nil for an insert (line 25), the one after nil for a delete
// (line 26). UICollectionViewLayout.h:148 says the layout gets one per changed element.
// The header does not say how a section change is written; the model writes it as an index
// path whose item is `NSNotFound` (the form public layouts read, e.g. material-components-ios'
// `MDCCollectionViewLayout`, which tells section deletes from item deletes by it). A reload
// has both paths (neither line 25 nor 26 exempts it): the model gives the reloaded path as
// both, since UIKit reloads an item in place.

/// One change of a batch, as a collection view hands it to its layout in
/// `prepare(forCollectionViewUpdates:)`.
@MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does (UIKit's `UICollectionUpdateAction`).
    public enum Action: Int, Sendable {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        case none = 4
    }

    /// The element's index path before the update; `nil` for an insert.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update; `nil` for a delete.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    /// An update item. *Model only: UIKit makes these itself.*
    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    /// The update items of `calls`, in call order. *Model internals.*
    static func items(for calls: [BatchUpdateCall]) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        return calls.flatMap { call -> [UICollectionViewUpdateItem] in
            switch call {
            case let .insertSections(set): set.map { .init(action: .insert, before: nil, after: section($0)) }
            case let .deleteSections(set): set.map { .init(action: .delete, before: section($0), after: nil) }
            case let .reloadSections(set): set.map { .init(action: .reload, before: section($0), after: section($0)) }
            case let .moveSection(from, to): [.init(action: .move, before: section(from), after: section(to))]
            case let .insertItems(paths): paths.map { .init(action: .insert, before: nil, after: $0) }
            case let .deleteItems(paths): paths.map { .init(action: .delete, before: $0, after: nil) }
            case let .reloadItems(paths): paths.map { .init(action: .reload, before: $0, after: $0) }
            case let .moveItem(from, to): [.init(action: .move, before: from, after: to)]
            }
        }
    }
}
