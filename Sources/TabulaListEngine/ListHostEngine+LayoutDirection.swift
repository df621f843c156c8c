import Foundation
import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Right to left, the host places every cell, header and footer at the mirror image of the
/// frame its frame provider computed left to right, across the content's width (at least
/// the viewport's): a grid's first column is at the right edge, a horizontal list starts at
/// the right. Visibility, scrolling and the content offset stay in the provider's
/// left-to-right coordinates (UIKit's `flipsHorizontallyInOppositeLayoutDirection` keeps the
/// offset at the leading edge the same way), so nothing but the assigned frames changes.
extension ListHostEngine {
    /// The width frames are mirrored across: the content's, or the viewport's when wider.
    package var mirrorWidth: CGFloat {
        max(frameProvider.contentSize.width, viewportSize.width)
    }

    /// The frame a cell at `path` gets in the current direction.
    package func placedFrame(at path: ListIndexPath) -> CGRect {
        placedFrame(at: path, in: layoutDirection)
    }

    /// The frame a cell at `path` gets in `direction`: for a pass placing many cells, which
    /// reads `layoutDirection` once (each read of a stored property of the engine is a
    /// dynamic exclusivity check, as costly as the rest of a frame look-up's overhead).
    package func placedFrame(at path: ListIndexPath, in direction: ListLayoutDirection) -> CGRect {
        let frame = frameProvider.frame(at: path)
        // Left to right (nearly always) costs nothing: no content size is asked for.
        return direction.isRightToLeft ? direction.place(frame, inWidth: mirrorWidth) : frame
    }

    /// The frame a header or footer gets in the current direction, when the provider places it.
    package func placedSupplementaryFrame(_ element: ListSupplementaryElement) -> CGRect? {
        guard let frame = supplementaryFrame(element) else { return nil }
        return layoutDirection.isRightToLeft ? layoutDirection.place(frame, inWidth: mirrorWidth) : frame
    }

    /// The frame a header or footer gets in `direction`, pinned to `visible` (the visible
    /// rect): for a pass placing many, which reads the engine's properties once.
    func placedSupplementaryFrame(
        _ element: ListSupplementaryElement, pinnedIn visible: CGRect, in direction: ListLayoutDirection
    ) -> CGRect? {
        guard
            let frame = supplementaryFrameProvider?.supplementaryFrame(
                element.placement, inSection: element.section, pinnedIn: visible)
        else { return nil }
        return direction.isRightToLeft ? direction.place(frame, inWidth: mirrorWidth) : frame
    }

    /// Sets the direction and gives every visible cell, header and footer its frame in it.
    package func setLayoutDirection(_ direction: ListLayoutDirection) {
        guard direction != layoutDirection else { return }
        layoutDirection = direction
        for (path, cell) in visibleCellObjects {
            Self.cell(cell).listHostDidAssign(path, frame: placedFrame(at: path, in: direction))
        }
        for (element, view) in visibleSupplementaryObjects {
            Self.supplementary(view).listHostDidAssign(element, frame: placedSupplementaryFrame(element))
        }
        didSyncVisible?()
    }
}
