import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The direction a list's content runs in: left to right (English) or right to left (Arabic,
/// Hebrew). Platform-free, so frames can be placed for it off the main actor and on any host.
///
/// Frames in Tabula are computed left to right; a right-to-left layout is their mirror image,
/// placed once by whoever sets the frames (the ``/Tabula/MFSDriver`` for MFS cells, the
/// widget views for widget primitives, the hosts for the cells of a grid):
/// a frame `x, width` in a container of width `W` goes to `W - x - width`.
/// The article “Right-to-left layouts” in Tabula's documentation argues for this choice.
public enum ListLayoutDirection: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Content starts at the left edge.
    case leftToRight
    /// Content starts at the right edge: every frame is mirrored.
    case rightToLeft

    /// Whether the content starts at the right edge.
    public var isRightToLeft: Bool {
        self == .rightToLeft
    }

    /// Where `frame`, computed left to right in a container `width` wide, goes in this
    /// direction: unchanged left to right, its mirror image (`width - frame.maxX`) right to
    /// left. The height, the width and `y` never change.
    public func place(_ frame: CGRect, inWidth width: CGFloat) -> CGRect {
        guard isRightToLeft else { return frame }
        let frame = frame.standardized
        return CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// `leftToRight` or `rightToLeft`.
    public var description: String {
        isRightToLeft ? "rightToLeft" : "leftToRight"
    }
}
