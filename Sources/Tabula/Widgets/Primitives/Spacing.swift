import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Empty space of a fixed height, with an optional separator line along one edge.
public struct Spacing: WidgetModel, CustomStringConvertible {
    /// Where a spacing draws its separator line.
    public enum SeparatorPlacement: String, Hashable, Sendable {
        /// No line.
        case none
        /// Along the top edge.
        case top
        /// Along the bottom edge.
        case bottom
    }

    /// The height.
    public var height: CGFloat
    /// Where the separator line is.
    public var separator: SeparatorPlacement

    /// Creates a spacing.
    public init(height: CGFloat, separator: SeparatorPlacement = .none) {
        self.height = height
        self.separator = separator
    }

    /// The container width by ``height``.
    public func size(width: CGFloat, measurer: any TextMeasuring) -> CGSize {
        CGSize(width: width, height: max(0, height))
    }

    /// Always known: the container width by ``height``.
    public func fixedSize(width: CGFloat) -> CGSize? {
        CGSize(width: width, height: max(0, height))
    }

    /// Not announced: space says nothing.
    public var accessibility: ListAccessibility? {
        .hidden
    }

    /// `Spacing(25)` or `Spacing(1, bottom)`.
    public var description: String {
        let h = height.rounded() == height ? String(Int(height)) : "\(height)"
        return separator == .none ? "Spacing(\(h))" : "Spacing(\(h), \(separator.rawValue))"
    }
}
