import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A frame provider that also places section headers and footers.
///
/// Kept apart from ``ListFrameProvider`` so a layout that has no supplementary views needs
/// nothing more. A host whose provider does not conform treats a section's header and
/// footer as visible exactly when one of the section's items is visible.
package protocol ListSupplementaryFrameProvider: ListFrameProvider {
    /// The frame of the header or footer of `section`, in content coordinates, or `nil` when
    /// that section has none.
    func supplementaryFrame(_ placement: ListSupplementaryPlacement, inSection section: Int) -> CGRect?

    /// The headers and footers whose frames intersect `rect`, in order.
    func supplementaryElements(intersecting rect: CGRect) -> [ListSupplementaryElement]
}
