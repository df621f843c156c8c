#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// A hidden, zero-height subview that follows its list view's width (autoresizing) and
/// reports each new width from its layout pass: how a table adapter notices rotation and
/// split-view changes without the app telling it. It spans the list view's width, so its
/// own safe area changes with the list view's left and right insets: it reports those
/// changes too (`safeAreaInsetsDidChange`, UIView.h:290), when asked to.
@MainActor
final class ListWidthObserver: UIView {
    private var onWidthChange: (@MainActor () -> Void)?
    private var onSafeAreaChange: (@MainActor () -> Void)?
    private var reportedWidth: CGFloat

    private init(
        width: CGFloat, onWidthChange: @escaping @MainActor () -> Void,
        onSafeAreaChange: (@MainActor () -> Void)?
    ) {
        reportedWidth = width
        self.onWidthChange = onWidthChange
        self.onSafeAreaChange = onSafeAreaChange
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        isHidden = true
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth]
    }

    /// Not made from archives.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Adds an observer to `view` that calls `onWidthChange` after each change of its width,
    /// and `onSafeAreaChange` (if given) after each change of its safe area.
    static func install(
        in view: UIView, onWidthChange: @escaping @MainActor () -> Void,
        onSafeAreaChange: (@MainActor () -> Void)? = nil
    ) {
        view.addSubview(
            ListWidthObserver(
                width: view.bounds.width, onWidthChange: onWidthChange, onSafeAreaChange: onSafeAreaChange))
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        onSafeAreaChange?()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.width != reportedWidth else { return }
        reportedWidth = bounds.width
        onWidthChange?()
    }
}
#endif
