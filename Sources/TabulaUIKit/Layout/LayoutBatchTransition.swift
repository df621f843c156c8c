#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula
import UIKit

/// Where the elements of one collection view batch animate from and to: the frames shown
/// before the batch (a copy-on-write ``/Tabula/ListLayout`` copy, so no frame is copied or
/// computed until asked) and UIKit's update items read as a `ListBatchMapping`.
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
            let from = item.indexPathBeforeUpdate.flatMap(Element.init)
            let to = item.indexPathAfterUpdate.flatMap(Element.init)
            switch (item.updateAction, from, to) {
            case let (.insert, _, .section(section)?): batch.sectionInserted.append(section)
            case let (.insert, _, .item(path)?): batch.elementInserted.append(path)
            case let (.delete, .section(section)?, _): batch.sectionDeleted.append(section)
            case let (.delete, .item(path)?, _): batch.elementDeleted.append(path)
            case let (.reload, .section(section)?, _): batch.sectionUpdated.append(section)
            case let (.reload, .item(path)?, _): batch.elementUpdated.append(path)
            case let (.move, .section(source)?, .section(target)?):
                batch.sectionMoved.append(Move(source: source, target: target))
            case let (.move, .item(source)?, .item(target)?):
                batch.elementMoved.append(Move(source: source, target: target))
            default: continue
            }
        }
        guard
            let mapping = ListBatchMapping(
                sectionCountBefore: before.sectionCounts.count, batch: batch,
                sectionCountAfter: after.sectionCounts.count)
        else { return nil }
        self.before = before
        self.mapping = mapping
    }

    /// What an update item's index path names. UIKit writes a whole section's change with
    /// the item `NSNotFound` (UICollectionViewUpdateItem.h does not say; layouts that read
    /// section changes rely on it); a path of one index is read as a section too, and any
    /// other path is skipped, so no path is read out of its range.
    private enum Element {
        case section(Int)
        case item(ListIndexPath)

        init?(_ indexPath: IndexPath) {
            switch indexPath.count {
            case 1: self = .section(indexPath[0])
            case 2:
                self =
                    indexPath[1] == NSNotFound
                    ? .section(indexPath[0]) : .item(ListIndexPath(item: indexPath[1], section: indexPath[0]))
            default: return nil
            }
        }
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
