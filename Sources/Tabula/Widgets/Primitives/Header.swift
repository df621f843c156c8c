import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A section heading: bold text, wrapped to the container width.
public struct Header: WidgetModel, CustomStringConvertible {
    /// The heading.
    public var string: String
    /// How it is drawn (bold by default).
    public var style: TextStyle
    /// Space around the text.
    public var insets: ListEdgeInsets

    /// Creates a header.
    public init(string: String, style: TextStyle = .title, insets: ListEdgeInsets = .zero) {
        self.string = string
        self.style = style
        self.insets = insets
    }

    /// The container width by the measured text height plus the vertical insets.
    public func size(width: CGFloat, measurer: any TextMeasuring) -> CGSize {
        WidgetTextSizing.size(
            of: string, style: style, maximumLines: 0, insets: insets, width: width, measurer: measurer)
    }

    /// A header (VoiceOver's rotor finds it) labelled with its text.
    public var accessibility: ListAccessibility? {
        ListAccessibility(label: string, traits: .header)
    }

    /// `Header(Choose a country)`.
    public var description: String {
        "Header(\(string))"
    }
}
