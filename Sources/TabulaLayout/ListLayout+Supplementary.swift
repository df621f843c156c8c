import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A layout places section headers and footers too (with the heights its size source
/// gives), so a host draws them where they are and only while they are in view.
extension ListLayout: ListSupplementaryFrameProvider {
    /// The frame of the header or footer of `section`, or `nil` when it has no height.
    public func supplementaryFrame(_ placement: ListSupplementaryPlacement, inSection section: Int) -> CGRect? {
        let frame = placement == .header ? headerFrame(section: section) : footerFrame(section: section)
        guard let frame, frame.height > 0 else { return nil }
        return frame
    }

    /// The headers and footers with a height whose frames intersect `rect`, in order.
    ///
    /// - Complexity: O(log sections) to find the first section in `rect`, then O(1) per
    ///   section in it.
    public func supplementaryElements(intersecting rect: CGRect) -> [ListSupplementaryElement] {
        geometry.supplementaryElements(intersecting: rect, in: self)
    }
}
