import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Measures text: the size a string takes in a style, constrained to a width and a line
/// limit.
///
/// The core only ever measures through this protocol, so sizes can be computed off the
/// main actor and on any platform. Hosts provide implementations (CoreText on iOS,
/// columns and rows in a terminal); tests use a deterministic measurer.
public protocol TextMeasuring: Sendable {
    /// The size of `text` drawn in `style`, wrapped to `width`.
    ///
    /// - Parameters:
    ///   - text: the text to measure.
    ///   - style: the font, line height and spacing to measure it in.
    ///   - width: the width available; text wraps at it.
    ///   - maximumLines: the line limit; `0` means no limit.
    /// - Returns: the used size; its width is at most `width`.
    func size(of text: String, style: TextStyle, width: CGFloat, maximumLines: Int) -> CGSize

    /// The number of lines `text` takes at `width` with no line limit.
    func lineCount(of text: String, style: TextStyle, width: CGFloat) -> Int
}
