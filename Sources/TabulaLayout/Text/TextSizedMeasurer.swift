import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A measurer that measures every text at one text size: the base measurer with each
/// style's ``TextStyle/textSize`` set. What ``TextMeasuring/atTextSize(_:)`` returns.
struct TextSizedMeasurer: TextMeasuring {
    let base: any TextMeasuring
    let textSize: ListTextSize

    func size(of text: String, style: TextStyle, width: CGFloat, maximumLines: Int) -> CGSize {
        base.size(of: text, style: sized(style), width: width, maximumLines: maximumLines)
    }

    func lineCount(of text: String, style: TextStyle, width: CGFloat) -> Int {
        base.lineCount(of: text, style: sized(style), width: width)
    }

    private func sized(_ style: TextStyle) -> TextStyle {
        var style = style
        style.textSize = textSize
        return style
    }
}

extension TextMeasuring {
    /// This measurer measuring every text at `textSize` (each style's
    /// ``TextStyle/textSize`` replaced): how frame functions written for one size measure
    /// at the text size of a ``ListMeasuringContext``.
    ///
    /// Counters of the base measurer (`MonospaceTextMeasurer.measureCount`) still count.
    public func atTextSize(_ textSize: ListTextSize) -> any TextMeasuring {
        if let sized = self as? TextSizedMeasurer {
            return TextSizedMeasurer(base: sized.base, textSize: textSize)
        }
        return TextSizedMeasurer(base: self, textSize: textSize)
    }
}
