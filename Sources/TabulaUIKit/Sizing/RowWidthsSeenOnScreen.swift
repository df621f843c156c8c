#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// What a table takes from its rows' content views beyond what a probe cell shows, learnt
/// from the rows it really lays out: an `.insetGrouped` table's margins (UITableView.h:27
/// says only "inset with rounded corners") and, in editing mode, the delete and reorder
/// controls (UITableViewCell.h:162; a probe is outside the table, so it never shows them).
/// UIKit publishes none of these widths, so they are read back, never assumed.
///
/// Kept per reuse identifier, row width and editing state: one shown row of a kind teaches
/// the width of every row of that kind, including those not yet shown.
@MainActor
final class RowWidthsSeenOnScreen {
    /// What decides the extra room: the cell type, the row's width, and what editing shows.
    struct Key: Hashable {
        let identifier: String
        /// The app's `contentWidthKey` for the item, if it gave one.
        let contentKey: AnyHashable?
        let rowWidth: CGFloat
        let tableIsEditing: Bool
        let deletable: Bool
        let movable: Bool
    }

    private var extraRoom: [Key: CGFloat] = [:]
    private var changes: [Key: Int] = [:]
    /// How often one key's room may change before it is taken as settled: rows of one key
    /// that disagree (a `contentWidthKey` that misses what the filling does) would otherwise
    /// measure every row of their kind again at each display.
    static let changeLimit = 4
    /// Whether the table was editing when a row last asked (to notice a change of mode).
    var lastSeenEditing = false

    /// The room to take off a probe's content width for a row with `key` (0 until a row
    /// with that key is seen).
    func extra(for key: Key) -> CGFloat {
        extraRoom[key] ?? 0
    }

    /// Records that a row with `key`, expected `expected` wide (probe width less the room
    /// known so far), was laid out `observed` wide. Returns whether the room changed (half a
    /// point or more): rows with this key must then be measured again. A key whose room
    /// changed ``changeLimit`` times keeps it.
    func record(observed: CGFloat, expected: CGFloat, for key: Key) -> Bool {
        guard observed.isFinite, expected.isFinite, abs(observed - expected) >= 0.5,
            changes[key, default: 0] < Self.changeLimit
        else { return false }
        changes[key, default: 0] += 1
        extraRoom[key] = max(0, extra(for: key) + expected - observed)
        return true
    }
}
#endif
