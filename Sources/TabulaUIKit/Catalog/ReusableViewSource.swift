#if os(iOS) || TABULA_UIKIT_MODEL
import UIKit

/// Where a list view gets a new cell, header or footer for a reuse identifier: a class
/// made in code, or a nib whose top-level object is the view.
///
/// Adapters register the source with the list view the first time an item needs it,
/// so nothing is registered by hand.
package enum ReusableViewSource {
    /// A view class made in code (`init(style:reuseIdentifier:)` for table cells,
    /// `init(frame:)` for collection cells and reusable views).
    case type(AnyClass)
    /// A nib whose one top-level object is the view.
    case nib(UINib)

    /// The source for `type`, or for `nib` when one is given.
    static func of(_ type: AnyClass, nib: UINib?) -> ReusableViewSource {
        nib.map(ReusableViewSource.nib) ?? .type(type)
    }
}
#endif
