import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Empty space of a fixed height, with an optional separator line along its top or bottom
/// edge, inset from the leading edge as a list's separators are:
/// `Spacing(height: 1, separator: .bottom, separatorInset: 16)` is a separator line.
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
    /// How far from the leading edge the separator line starts (0: across the whole width).
    public var separatorInset: CGFloat

    /// Creates a spacing.
    public init(height: CGFloat, separator: SeparatorPlacement = .none, separatorInset: CGFloat = 0) {
        self.height = height
        self.separator = separator
        self.separatorInset = separatorInset
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

    /// `Spacing(25)`, `Spacing(1, bottom)` or `Spacing(1, bottom, inset 16)`.
    public var description: String {
        let h = height.rounded() == height ? String(Int(height)) : "\(height)"
        guard separator != .none else { return "Spacing(\(h))" }
        let inset = separatorInset.rounded() == separatorInset ? String(Int(separatorInset)) : "\(separatorInset)"
        return separatorInset == 0
            ? "Spacing(\(h), \(separator.rawValue))" : "Spacing(\(h), \(separator.rawValue), inset \(inset))"
    }
}
