import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The size rule shared by the text primitives: the full container width, and the measured
/// text height plus the vertical insets.
enum WidgetTextSizing {
    static func size(
        of text: String, style: TextStyle, maximumLines: Int, insets: ListEdgeInsets, width: CGFloat,
        measurer: any TextMeasuring
    ) -> CGSize {
        let textWidth = max(0, width - insets.left - insets.right)
        let measured =
            text.isEmpty ? .zero : measurer.size(of: text, style: style, width: textWidth, maximumLines: maximumLines)
        return CGSize(width: width, height: measured.height + insets.top + insets.bottom)
    }
}
