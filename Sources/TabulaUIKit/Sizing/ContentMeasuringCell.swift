#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// A cell that can measure its own content at a width, which Tabula's Auto Layout sizing
/// instance asks before solving the content view's constraints: TabulaSwiftUI's cells adopt it
/// (below iOS 16 their content is a hosting controller's view, whose `sizeThatFits` is the
/// answer; Auto Layout would not know the SwiftUI view's height).
@_spi(TabulaInternal) @MainActor public protocol ContentMeasuringCell: UIView {
    /// The content's size when the content view is `width` wide; `nil` to be measured by
    /// Auto Layout.
    func measuredContentSize(width: CGFloat) -> CGSize?
}
#endif
