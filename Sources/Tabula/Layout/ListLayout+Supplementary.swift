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

    /// The headers and footers with a height whose frames intersect `rect`, in order
    /// (a pass over the sections: meant for lists with few sections, like static tables).
    public func supplementaryElements(intersecting rect: CGRect) -> [ListSupplementaryElement] {
        var elements: [ListSupplementaryElement] = []
        for section in sectionCounts.indices {
            for placement in ListSupplementaryPlacement.allCases {
                if let frame = supplementaryFrame(placement, inSection: section), frame.intersects(rect) {
                    elements.append(ListSupplementaryElement(placement, section: section))
                }
            }
        }
        return elements
    }
}
