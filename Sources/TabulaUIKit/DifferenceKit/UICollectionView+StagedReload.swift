#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaDiff
import UIKit

/// DifferenceKit's collection view extension, with DifferenceKit's signature, so code that
/// applies a `StagedChangeset` to a collection view compiles unchanged against
/// `TabulaDiff` and `TabulaUIKit`.
@MainActor
extension UICollectionView {
    /// Animates a collection view from its current data to the last stage's data, one
    /// batch update per stage.
    ///
    /// Each stage runs in its own `performBatchUpdates`; inside it, `setData` receives the
    /// stage's data first (the data source must show it from then on), then the stage's
    /// section deletes, inserts, reloads and moves and its item deletes, inserts, reloads and
    /// moves are declared (the layout animates them). Without a window (the collection view
    /// is not on screen) nothing animates: `setData` receives the last stage's data and the
    /// collection view reloads. An empty staged changeset changes nothing.
    ///
    /// The signature is DifferenceKit's `UICollectionView.reload(using:interrupt:setData:)`.
    ///
    /// - Parameters:
    ///   - stagedChangeset: The stages to apply, in order.
    ///   - interrupt: Asked before each stage is applied; `true` stops the animated updates:
    ///     `setData` then receives the last stage's data and the collection view reloads.
    ///     `nil` (the default) never interrupts.
    ///   - setData: Installs a stage's data in the collection view's data source.
    public func reload<C>(
        using stagedChangeset: StagedChangeset<C>,
        interrupt: ((Changeset<C>) -> Bool)? = nil,
        setData: (C) -> Void
    ) {
        applyStagedChangeset(
            stagedChangeset, to: self, kind: .collection, interrupt: interrupt, setData: setData,
            declare: { stage in
                if !stage.sectionDeleted.isEmpty {
                    deleteSections(IndexSet(stage.sectionDeleted))
                }
                if !stage.sectionInserted.isEmpty {
                    insertSections(IndexSet(stage.sectionInserted))
                }
                if !stage.sectionUpdated.isEmpty {
                    reloadSections(IndexSet(stage.sectionUpdated))
                }
                for move in stage.sectionMoved {
                    moveSection(move.source, toSection: move.target)
                }
                if !stage.elementDeleted.isEmpty {
                    deleteItems(at: stage.elementDeleted.map(Self.tabulaItemIndexPath))
                }
                if !stage.elementInserted.isEmpty {
                    insertItems(at: stage.elementInserted.map(Self.tabulaItemIndexPath))
                }
                if !stage.elementUpdated.isEmpty {
                    reloadItems(at: stage.elementUpdated.map(Self.tabulaItemIndexPath))
                }
                for move in stage.elementMoved {
                    moveItem(at: Self.tabulaItemIndexPath(move.source), to: Self.tabulaItemIndexPath(move.target))
                }
            })
    }

    /// The collection index path of a diff's element path.
    nonisolated private static func tabulaItemIndexPath(_ path: ElementPath) -> IndexPath {
        IndexPath(item: path.element, section: path.section)
    }
}
#endif
