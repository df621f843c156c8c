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

    /// The frame of the header or footer of `section` when `visibleRect` is what the
    /// viewport shows (in content coordinates), or `nil` when it has no height.
    ///
    /// When the configuration pins that placement
    /// (``ListLayoutConfiguration/pinsSectionHeaders``,
    /// ``ListLayoutConfiguration/pinsSectionFooters``) a header sits at the top of
    /// `visibleRect` while its section is in view, but never above its section's start nor
    /// past its end (so the next section's header pushes it up); a footer sits at the
    /// bottom, never past its section. Otherwise the same as
    /// ``supplementaryFrame(_:inSection:)``.
    ///
    /// - Complexity: O(log sections).
    public func supplementaryFrame(
        _ placement: ListSupplementaryPlacement, inSection section: Int, pinnedIn visibleRect: CGRect
    ) -> CGRect? {
        guard section >= 0, section < geometry.sectionCount else { return nil }
        let frame = geometry.supplementaryFrame(placement, section: section, in: self, pinnedIn: visibleRect)
        guard frame.height > 0 else { return nil }
        return frame
    }

    /// The headers and footers with a height whose frames, pinned to `visibleRect` as
    /// ``supplementaryFrame(_:inSection:pinnedIn:)`` places them, intersect `rect`, in
    /// order. Pinned frames depend on the content offset, so they are computed here, for
    /// the sections in `rect` only, never stored for all sections.
    ///
    /// - Complexity: O(log sections) to find the first section in `rect`, then O(1) per
    ///   section in it: flat in the list's size.
    public func supplementaryElements(intersecting rect: CGRect, pinnedIn visibleRect: CGRect)
        -> [ListSupplementaryElement]
    {
        geometry.supplementaryElements(intersecting: rect, in: self, pinnedIn: visibleRect)
    }
}
