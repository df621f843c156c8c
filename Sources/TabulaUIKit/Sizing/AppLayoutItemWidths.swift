#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// The width an app's own collection layout gives the cells of each section, per width
/// Tabula offers (the collection view's, or a configured column's): an inset-grouped list
/// section's cells are narrower than the collection view (UICollectionLayoutList.h:20), and
/// UIKit publishes no margin, so the width is read from the layout, never assumed.
///
/// Learnt from the layout's own attributes for the first cell a section shows at a width
/// (`layoutAttributesForItem(at:)`, UICollectionViewLayout.h: the frame the layout gives the
/// item, and the width a self-sizing cell is offered in `preferredLayoutAttributesFitting(_:)`,
/// UICollectionViewCell.h:57): one question per section and width, never one per item. A
/// section whose items get different widths (a group of unequal subitems) is measured at its
/// first item's; its cells still size themselves at their own width.
@MainActor
final class AppLayoutItemWidths {
    private struct Key: Hashable {
        let section: Int
        let offeredWidth: CGFloat
    }

    private var widths: [Key: CGFloat] = [:]
    /// Counts the widths learnt that differ from the width offered: part of the measuring
    /// context (``AppLayoutItemWidthsRevision``), so sizes measured before are not served
    /// after.
    private(set) var revision = 0
    /// Whether the measuring of what was learnt is scheduled.
    var isRemeasureScheduled = false

    /// The width the items of `section` get when Tabula offers `offeredWidth`; `nil` until
    /// a cell of the section was shown at that width.
    func width(section: Int, offeredWidth: CGFloat) -> CGFloat? {
        widths[Key(section: section, offeredWidth: offeredWidth)]
    }

    /// The widths learnt for each section at `offeredWidth`, as a value a pass off the main
    /// actor can read.
    func widthsBySection(offeredWidth: CGFloat) -> [Int: CGFloat] {
        var found: [Int: CGFloat] = [:]
        for (key, width) in widths where key.offeredWidth == offeredWidth { found[key.section] = width }
        return found
    }

    /// Records that the layout gives the items of `section` `width` when offered
    /// `offeredWidth`. Returns whether that is not the width offered (the section's items
    /// were measured at the wrong width: they must be measured again).
    func learn(_ width: CGFloat, section: Int, offeredWidth: CGFloat) -> Bool {
        widths[Key(section: section, offeredWidth: offeredWidth)] = width
        guard abs(width - offeredWidth) >= 0.5 else { return false }
        revision += 1
        return true
    }
}

/// The revision of an app layout's learnt item widths (``AppLayoutItemWidths/revision``), as
/// a measuring-context key: a size measured before a width was learnt is never served after.
enum AppLayoutItemWidthsRevision: ListMeasuringContextKey {
    static let defaultValue = 0
}

extension CollectionViewAdapter {
    /// The width the item at `path` gets in the app's layout when Tabula offers
    /// `offeredWidth` (the offered width until its section's is learnt, or without a path).
    func appLayoutItemWidth(at path: ListIndexPath?, offeredWidth: CGFloat) -> CGFloat {
        guard let path, let widths = appLayoutItemWidths else { return offeredWidth }
        return widths.width(section: path.section, offeredWidth: offeredWidth) ?? offeredWidth
    }

    /// Learns, from the app's layout, the width it gives the cells of `indexPath`'s section
    /// at the current width, if not known yet; a width other than the one offered measures
    /// the list again on a later turn, visible items first
    /// (``UIKitListAdapter/changeMeasuringContext(to:)``).
    ///
    /// Not for a flow layout: its item sizes are the ones Tabula answers its delegate with
    /// (CollectionViewAdapter+FlowLayout.swift), so its attributes would teach Tabula's own
    /// answer back.
    func learnAppLayoutItemWidth(at indexPath: IndexPath, in collectionView: UICollectionView) {
        guard collectionLayout == nil, let widths = appLayoutItemWidths, layout.width > 0,
            !(collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        else { return }
        let offered = layout.configuration.itemWidth(forContainerWidth: layout.width)
        guard widths.width(section: indexPath.section, offeredWidth: offered) == nil,
            let attributes = collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath),
            attributes.frame.width > 0,
            widths.learn(attributes.frame.width, section: indexPath.section, offeredWidth: offered)
        else { return }
        guard !widths.isRemeasureScheduled else { return }
        widths.isRemeasureScheduled = true
        // Not inside the collection view's layout pass, which asked for this cell.
        Task { @MainActor [weak self] in
            guard let self, let widths = self.appLayoutItemWidths else { return }
            widths.isRemeasureScheduled = false
            var target = self.layout.context
            target[AppLayoutItemWidthsRevision.self] = widths.revision
            guard target != self.layout.context else { return }
            // Every size kept (at any width) was measured before what was learnt.
            self.layout.forgetOtherWidths()
            self.changeMeasuringContext(to: target)
        }
    }
}
#endif
