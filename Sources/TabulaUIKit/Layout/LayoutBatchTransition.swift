#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// Where the elements of one collection view batch animate from and to: the frames shown
/// before the batch (a copy-on-write ``/Tabula/ListLayout`` copy, so no frame is copied or
/// computed until asked) and UIKit's update items read as a ``/Tabula/ListBatchMapping``.
///
/// UIKit asks for the start of every element on screen after a batch and the end of every
/// element on screen before it (UICollectionViewLayout.h:161-163), not only of inserted and
/// deleted ones; so an item that scrolls into view because items above it were deleted
/// starts where it was, off screen, instead of fading in at its new place.
@MainActor
struct LayoutBatchTransition {
    /// The frames as shown before the batch.
    let before: ListLayout
    /// Before-paths to after-paths, by UIKit's rules.
    let mapping: ListBatchMapping

    /// `nil` when the update items do not take the before-state's sections to the
    /// after-state's (then UIKit's own defaults apply).
    init?(before: ListLayout, after: ListLayout, updateItems: [UICollectionViewUpdateItem]) {
        var batch = ListBatch()
        for item in updateItems {
            let from = item.indexPathBeforeUpdate, to = item.indexPathAfterUpdate
            switch item.updateAction {
            case .insert:
                guard let to else { continue }
                if let section = Self.section(of: to) { batch.sectionInserts.append(section) } else { batch.itemInserts.append(ListIndexPath(to)) }
            case .delete:
                guard let from else { continue }
                if let section = Self.section(of: from) { batch.sectionDeletes.append(section) } else { batch.itemDeletes.append(ListIndexPath(from)) }
            case .reload:
                guard let from else { continue }
                if let section = Self.section(of: from) { batch.sectionReloads.append(section) } else { batch.itemReloads.append(ListIndexPath(from)) }
            case .move:
                guard let from, let to else { continue }
                if let source = Self.section(of: from), let target = Self.section(of: to) {
                    batch.sectionMoves.append(Move(source: source, target: target))
                } else if Self.section(of: from) == nil, Self.section(of: to) == nil {
                    batch.itemMoves.append(Move(source: ListIndexPath(from), target: ListIndexPath(to)))
                }
            case .none:
                continue
            @unknown default:
                continue
            }
        }
        guard let mapping = ListBatchMapping(
            sectionCountBefore: before.sectionCounts.count, batch: batch, sectionCountAfter: after.sectionCounts.count)
        else { return nil }
        self.before = before
        self.mapping = mapping
    }

    /// The section of an update item that changes a whole section: UIKit writes those with
    /// the item `NSNotFound` (UICollectionViewUpdateItem.h does not say; the layouts that
    /// read section changes rely on it). A path without an item is read as a section too,
    /// so no path is ever read out of its range.
    private static func section(of indexPath: IndexPath) -> Int? {
        guard indexPath.count >= 2 else { return indexPath.first ?? 0 }
        return indexPath[1] == NSNotFound ? indexPath[0] : nil
    }

    /// The frame the item now at `afterPath` had before the batch; `nil` for a new or
    /// reloaded item (it fades in where it lands).
    func beforeFrame(ofItemAt afterPath: ListIndexPath) -> CGRect? {
        guard let path = mapping.beforePath(forAfterPath: afterPath), !mapping.isItemReloaded(path) else { return nil }
        return try? before.itemFrame(at: path)
    }

    /// Where the item at `beforePath` is after the batch; `nil` when it is deleted or
    /// reloaded (it fades out where it was).
    func afterPath(ofItemAt beforePath: ListIndexPath) -> ListIndexPath? {
        guard !mapping.isItemReloaded(beforePath) else { return nil }
        return mapping.afterPath(forBeforePath: beforePath)
    }

    /// The frame the header or footer of after-section `section` had before the batch;
    /// `nil` for an inserted or reloaded section, or one that had no such view.
    func beforeFrame(_ placement: ListSupplementaryPlacement, ofAfterSection section: Int) -> CGRect? {
        guard let source = mapping.beforeSection(forAfterSection: section), !mapping.isSectionReloaded(source) else {
            return nil
        }
        return before.supplementaryFrame(placement, inSection: source)
    }

    /// Where before-section `section` is after the batch; `nil` when it is deleted or reloaded.
    func afterSection(ofBeforeSection section: Int) -> Int? {
        guard !mapping.isSectionReloaded(section) else { return nil }
        return mapping.afterSection(forBeforeSection: section)
    }
}
#endif
