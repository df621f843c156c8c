import Foundation
import Tabula

/// Measures text for a terminal: one column per narrow grapheme cluster, two per wide one,
/// one row per line.
///
/// Sizes are in cells (width in columns, height in rows). The style's point size and line
/// spacing do not matter in a terminal (every cell has the same size) and are ignored;
/// bold text is as wide as regular text. Wrapping follows ``TerminalTextWrapper``, so a
/// ``TerminalLabel`` draws exactly the lines measured here.
///
/// A terminal cannot draw bigger glyphs, so a bigger text size (``/Tabula/TextStyle/textSize``)
/// narrows the line instead: at a scale `s` above 1 (``/Tabula/ListTextSize/scale``) a line holds
/// `columns / s` columns (rounded down, at least one), so text wraps into more rows, as
/// scaled fonts do. Rows stay one cell high (a fractional row cannot be drawn). Sizes below
/// Large (scale under 1) cannot widen a line past its width and measure as Large. A
/// ``TerminalLabel`` given the same ``TerminalLabel/textSize`` wraps the same way.
public struct TerminalTextMeasurer: TextMeasuring {
    /// Creates a measurer.
    public init() {}

    /// The lines `text` takes at `width` columns (a fractional width is rounded down) and
    /// `textSize`.
    public func lines(
        of text: String, width: CGFloat, maximumLines: Int, textSize: ListTextSize = .large
    ) -> [String] {
        TerminalTextWrapper.wrap(
            text, width: Self.columns(in: width, textSize: textSize), maximumLines: maximumLines, truncate: true)
    }

    /// The size of `text` wrapped to `width` columns at the style's text size: the widest
    /// line by the line count.
    public func size(of text: String, style: TextStyle, width: CGFloat, maximumLines: Int) -> CGSize {
        let columns = Self.columns(in: width, textSize: style.textSize)
        let wrapped = TerminalTextWrapper.wrap(
            text, width: columns, maximumLines: maximumLines, truncate: true)
        let widest = wrapped.map { TerminalCharacterWidth.width(of: $0) }.max() ?? 0
        // A single cluster wider than the line overflows when drawn; the reported size
        // keeps the protocol's promise of at most `width`.
        return CGSize(width: CGFloat(min(widest, columns)), height: CGFloat(wrapped.count))
    }

    /// The number of lines `text` takes at `width` columns with no line limit.
    public func lineCount(of text: String, style: TextStyle, width: CGFloat) -> Int {
        TerminalTextWrapper.wrap(text, width: Self.columns(in: width, textSize: style.textSize), maximumLines: 0).count
    }

    /// The columns a line holds at `width` and `textSize`: all of them up to Large, the
    /// width divided by the scale above it (at least one when `width` has one).
    package static func columns(in width: CGFloat, textSize: ListTextSize) -> Int {
        let all = columns(in: width)
        let scale = textSize.scale
        guard scale > 1, all > 0 else { return all }
        return max(1, Int((CGFloat(all) / scale).rounded(.down)))
    }

    /// Whole columns in `width`; an infinite or huge width is clamped, NaN is zero.
    static func columns(in width: CGFloat) -> Int {
        guard width.isFinite else { return width > 0 ? Int(Int32.max) : 0 }
        return Int(min(max(0, width.rounded(.down)), CGFloat(Int32.max)))
    }
}
