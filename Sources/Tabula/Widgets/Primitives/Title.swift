import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A row title: one line of text (cut at the container width).
public struct Title: WidgetModel, CustomStringConvertible {
    /// The title.
    public var text: String
    /// How it is drawn.
    public var style: TextStyle
    /// Space around the text.
    public var insets: ListEdgeInsets

    /// Creates a title.
    public init(text: String, style: TextStyle = .body, insets: ListEdgeInsets = .zero) {
        self.text = text
        self.style = style
        self.insets = insets
    }

    /// Creates the title of `object` (its description).
    public init(object: some CustomStringConvertible, style: TextStyle = .body, insets: ListEdgeInsets = .zero) {
        self.init(text: object.description, style: style, insets: insets)
    }

    /// The container width by one measured line plus the vertical insets.
    public func size(width: CGFloat, measurer: any TextMeasuring) -> CGSize {
        WidgetTextSizing.size(of: text, style: style, maximumLines: 1, insets: insets, width: width, measurer: measurer)
    }

    /// Static text labelled with its text.
    public var accessibility: ListAccessibility? {
        ListAccessibility(label: text, traits: .staticText)
    }

    /// `Title(Spain)`.
    public var description: String {
        "Title(\(text))"
    }
}
