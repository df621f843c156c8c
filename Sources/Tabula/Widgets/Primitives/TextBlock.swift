import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Multi-line text, wrapped to the container width and measured through ``TextMeasuring``.
public struct TextBlock: WidgetModel, CustomStringConvertible {
    /// The text.
    public var text: String
    /// How it is drawn.
    public var style: TextStyle
    /// The line limit; 0 for none.
    public var maximumLines: Int
    /// Space around the text.
    public var insets: ListEdgeInsets

    /// Creates a text block.
    public init(text: String, style: TextStyle = .body, maximumLines: Int = 0, insets: ListEdgeInsets = .zero) {
        self.text = text
        self.style = style
        self.maximumLines = maximumLines
        self.insets = insets
    }

    /// The container width by the measured text height plus the vertical insets.
    public func size(width: CGFloat, measurer: any TextMeasuring) -> CGSize {
        WidgetTextSizing.size(
            of: text, style: style, maximumLines: maximumLines, insets: insets, width: width, measurer: measurer)
    }

    /// Static text labelled with its text.
    public var accessibility: ListAccessibility? {
        ListAccessibility(label: text, traits: .staticText)
    }

    /// `Text(first words…)`.
    public var description: String {
        "Text(\(text))"
    }
}
