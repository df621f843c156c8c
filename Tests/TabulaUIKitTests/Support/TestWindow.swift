#if os(iOS) || TABULA_UIKIT_MODEL
import UIKit

/// A window for a list under test: 320 × 480 points (an iPhone SE's width) unless given.
@MainActor
func makeTestWindow(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) -> UIWindow {
    #if TABULA_UIKIT_MODEL
    UIWindow(frame: frame)
    #else
    windowMadeByFrame(UIWindow.self, frame: frame)
    #endif
}

#if !TABULA_UIKIT_MODEL
/// The frame initializer UIKit deprecates from iOS 26 (UIWindow.h:27, "Use
/// init(windowScene:) instead"), reached through a protocol so that its one call site does not
/// warn: a test bundle run by `xcodebuild test` has no app, so no window scene to give.
/// (The model's initializer is not deprecated, and is not `required`, which a protocol
/// requirement on a non-final class needs; Objective-C's initializers satisfy one.)
@MainActor
private protocol WindowMadeByFrame {
    init(frame: CGRect)
}

extension UIWindow: WindowMadeByFrame {}

@MainActor
private func windowMadeByFrame<Window: WindowMadeByFrame>(_ type: Window.Type, frame: CGRect) -> Window {
    Window(frame: frame)
}
#endif
#endif
