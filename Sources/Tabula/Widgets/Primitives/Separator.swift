import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A horizontal line across the container, inset from the leading edge.
public struct Separator: WidgetModel, CustomStringConvertible {
    /// The line's thickness (its height).
    public var thickness: CGFloat
    /// The space before the line starts.
    public var leadingInset: CGFloat

    /// Creates a separator.
    public init(thickness: CGFloat = 1, leadingInset: CGFloat = 0) {
        self.thickness = thickness
        self.leadingInset = leadingInset
    }

    /// The container width by ``thickness``.
    public func size(width: CGFloat, measurer: any TextMeasuring) -> CGSize {
        CGSize(width: width, height: max(0, thickness))
    }

    /// Always known.
    public func fixedSize(width: CGFloat) -> CGSize? {
        CGSize(width: width, height: max(0, thickness))
    }

    /// Not announced: a line says nothing.
    public var accessibility: ListAccessibility? {
        .hidden
    }

    /// `Separator`.
    public var description: String {
        "Separator"
    }
}
