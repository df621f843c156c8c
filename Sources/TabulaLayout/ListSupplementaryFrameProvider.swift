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

    /// The frame of the header or footer of `section` while the viewport shows
    /// `visibleRect`: a provider that pins headers or footers places them in it.
    func supplementaryFrame(
        _ placement: ListSupplementaryPlacement, inSection section: Int, pinnedIn visibleRect: CGRect
    ) -> CGRect?

    /// The headers and footers whose frames, pinned to `visibleRect`, intersect `rect`.
    func supplementaryElements(intersecting rect: CGRect, pinnedIn visibleRect: CGRect) -> [ListSupplementaryElement]
}

extension ListSupplementaryFrameProvider {
    /// Nothing pins: the frame does not depend on the visible rect.
    package func supplementaryFrame(
        _ placement: ListSupplementaryPlacement, inSection section: Int, pinnedIn visibleRect: CGRect
    ) -> CGRect? {
        supplementaryFrame(placement, inSection: section)
    }

    /// Nothing pins: the elements in `rect`.
    package func supplementaryElements(intersecting rect: CGRect, pinnedIn visibleRect: CGRect)
        -> [ListSupplementaryElement]
    {
        supplementaryElements(intersecting: rect)
    }
}
