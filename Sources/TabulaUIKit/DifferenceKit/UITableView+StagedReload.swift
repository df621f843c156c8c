#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaDiff
import UIKit

/// DifferenceKit's table view extension, with DifferenceKit's signatures, so code that
/// applies a `StagedChangeset` to a table compiles unchanged against `TabulaDiff` and
/// `TabulaUIKit`.
@MainActor
extension UITableView {
    /// Animates a table from its current data to the last stage's data, one batch update
    /// per stage, every kind of change with the same `animation`.
    ///
    /// Each stage runs in its own `performBatchUpdates`; inside it, `setData` receives the
    /// stage's data first (the data source must show it from then on), then the stage's
    /// section and row changes are declared. Without a window (the table is not on screen)
    /// nothing animates: `setData` receives the last stage's data and the table reloads.
    /// An empty staged changeset changes nothing.
    ///
    /// The signature is DifferenceKit's `UITableView.reload(using:with:interrupt:setData:)`.
    ///
    /// - Parameters:
    ///   - stagedChangeset: The stages to apply, in order.
    ///   - animation: The animation of every inserted, deleted and reloaded section and row;
    ///     evaluated only when a stage has such a change.
    ///   - interrupt: Asked before each stage is applied; `true` stops the animated updates:
    ///     `setData` then receives the last stage's data and the table reloads. `nil` (the
    ///     default) never interrupts.
    ///   - setData: Installs a stage's data in the table's data source.
    public func reload<C>(
        using stagedChangeset: StagedChangeset<C>,
        with animation: @autoclosure () -> RowAnimation,
        interrupt: ((Changeset<C>) -> Bool)? = nil,
        setData: (C) -> Void
    ) {
        reload(
            using: stagedChangeset,
            deleteSectionsAnimation: animation(),
            insertSectionsAnimation: animation(),
            reloadSectionsAnimation: animation(),
            deleteRowsAnimation: animation(),
            insertRowsAnimation: animation(),
            reloadRowsAnimation: animation(),
            interrupt: interrupt,
            setData: setData)
    }

    /// Animates a table from its current data to the last stage's data, one batch update
    /// per stage, with an animation of its own for each kind of change.
    ///
    /// Each stage runs in its own `performBatchUpdates`; inside it, `setData` receives the
    /// stage's data first (the data source must show it from then on), then the stage's
    /// section deletes, inserts, reloads and moves and its row deletes, inserts, reloads and
    /// moves are declared. Without a window (the table is not on screen) nothing animates:
    /// `setData` receives the last stage's data and the table reloads. An empty staged
    /// changeset changes nothing.
    ///
    /// The signature is DifferenceKit's
    /// `UITableView.reload(using:deleteSectionsAnimation:insertSectionsAnimation:reloadSectionsAnimation:deleteRowsAnimation:insertRowsAnimation:reloadRowsAnimation:interrupt:setData:)`.
    ///
    /// - Parameters:
    ///   - stagedChangeset: The stages to apply, in order.
    ///   - deleteSectionsAnimation: How deleted sections animate.
    ///   - insertSectionsAnimation: How inserted sections animate.
    ///   - reloadSectionsAnimation: How reloaded (updated) sections animate.
    ///   - deleteRowsAnimation: How deleted rows animate.
    ///   - insertRowsAnimation: How inserted rows animate.
    ///   - reloadRowsAnimation: How reloaded (updated) rows animate.
    ///   - interrupt: Asked before each stage is applied; `true` stops the animated updates:
    ///     `setData` then receives the last stage's data and the table reloads. `nil` (the
    ///     default) never interrupts.
    ///   - setData: Installs a stage's data in the table's data source.
    ///
    /// Each animation is evaluated only when a stage has a change of its kind.
    public func reload<C>(
        using stagedChangeset: StagedChangeset<C>,
        deleteSectionsAnimation: @autoclosure () -> RowAnimation,
        insertSectionsAnimation: @autoclosure () -> RowAnimation,
        reloadSectionsAnimation: @autoclosure () -> RowAnimation,
        deleteRowsAnimation: @autoclosure () -> RowAnimation,
        insertRowsAnimation: @autoclosure () -> RowAnimation,
        reloadRowsAnimation: @autoclosure () -> RowAnimation,
        interrupt: ((Changeset<C>) -> Bool)? = nil,
        setData: (C) -> Void
    ) {
        applyStagedChangeset(
            stagedChangeset, to: self, kind: .table, interrupt: interrupt, setData: setData,
            declare: { stage in
                if !stage.sectionDeleted.isEmpty {
                    deleteSections(IndexSet(stage.sectionDeleted), with: deleteSectionsAnimation())
                }
                if !stage.sectionInserted.isEmpty {
                    insertSections(IndexSet(stage.sectionInserted), with: insertSectionsAnimation())
                }
                if !stage.sectionUpdated.isEmpty {
                    reloadSections(IndexSet(stage.sectionUpdated), with: reloadSectionsAnimation())
                }
                for move in stage.sectionMoved {
                    moveSection(move.source, toSection: move.target)
                }
                if !stage.elementDeleted.isEmpty {
                    deleteRows(at: stage.elementDeleted.map(Self.tabulaRowIndexPath), with: deleteRowsAnimation())
                }
                if !stage.elementInserted.isEmpty {
                    insertRows(at: stage.elementInserted.map(Self.tabulaRowIndexPath), with: insertRowsAnimation())
                }
                if !stage.elementUpdated.isEmpty {
                    reloadRows(at: stage.elementUpdated.map(Self.tabulaRowIndexPath), with: reloadRowsAnimation())
                }
                for move in stage.elementMoved {
                    moveRow(at: Self.tabulaRowIndexPath(move.source), to: Self.tabulaRowIndexPath(move.target))
                }
            })
    }

    /// The table index path of a diff's element path.
    nonisolated private static func tabulaRowIndexPath(_ path: ElementPath) -> IndexPath {
        IndexPath(row: path.element, section: path.section)
    }
}
#endif
