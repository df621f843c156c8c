#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// A cell registered with `register(autoLayout:…)` that can measure its own content at a
/// width: Tabula's off-screen sizing instance asks it first, and solves the content view's
/// constraints only when it answers `nil`.
///
/// TabulaSwiftUI's cells adopt it: below iOS 16 their content is a hosting controller's view,
/// whose `sizeThatFits` is the answer (Auto Layout would not know the SwiftUI view's height).
/// An app's cell that knows its height without Auto Layout can adopt it too.
@MainActor public protocol ContentMeasuringCell: UIView {
    /// The content's size when the content view is `width` wide; `nil` to be measured by
    /// Auto Layout.
    func measuredContentSize(width: CGFloat) -> CGSize?
}
#endif
