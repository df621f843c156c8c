#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// A hidden, zero-height subview that follows its list view's width (autoresizing) and
/// reports each new width from its layout pass: how a table adapter notices rotation and
/// split-view changes without the app telling it.
@MainActor
final class ListWidthObserver: UIView {
    private var onWidthChange: (@MainActor () -> Void)?
    private var reportedWidth: CGFloat

    private init(width: CGFloat, onWidthChange: @escaping @MainActor () -> Void) {
        reportedWidth = width
        self.onWidthChange = onWidthChange
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        isHidden = true
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth]
    }

    /// Not made from archives.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Adds an observer to `view` that calls `onWidthChange` after each change of its width.
    static func install(in view: UIView, onWidthChange: @escaping @MainActor () -> Void) {
        view.addSubview(ListWidthObserver(width: view.bounds.width, onWidthChange: onWidthChange))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.width != reportedWidth else { return }
        reportedWidth = bounds.width
        onWidthChange?()
    }
}
#endif
