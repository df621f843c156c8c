import Foundation
import Tabula
import TabulaUIKitCheck
import Testing
import UIKit

/// The showcase's screens on the UIKit model: a window of an iPhone in portrait, and waits
/// that end when the storage's data is on screen.
@MainActor
enum ShowcaseHarness {
    static let portrait = CGSize(width: 390, height: 844)
    static let landscape = CGSize(width: 844, height: 390)

    /// `controller`'s view in a window, appeared and laid out; the model reports what UIKit
    /// would raise as a test issue.
    static func show(_ controller: UIViewController) -> UIWindow {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(origin: .zero, size: portrait))
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        controller.modelSimulateAppearance()
        return window
    }

    /// Waits until the storage's version is presented and nothing is in flight.
    static func settle<Section, Item>(_ updater: ListUpdater<Section, Item>, _ storage: ListStorage<Section, Item>)
        async
    {
        await updater.waitUntilPresented(version: storage.snapshot.version)
        await updater.waitUntilIdle()
    }

    /// What `layout` measures with: the UIKit measurer at the list's own text size. (Not
    /// `UIKitTextMeasurer()` alone: that follows the process-wide category, which the text
    /// size test changes while other tests run.)
    static func measurer(of layout: ListLayout) -> any TextMeasuring {
        UIKitTextMeasurer().atTextSize(layout.context.textSize)
    }

    /// Rotates `controller` to landscape and lays it out.
    static func rotate(_ controller: UIViewController, in window: UIWindow) {
        window.frame = CGRect(origin: .zero, size: landscape)
        controller.modelSimulateTransition(to: landscape)
    }
}

/// The screens whose tests change the text size, which is process-wide, or whose cells'
/// heights depend on it outside Tabula's own layout (an app's self-sizing compositional
/// layout): run one after the other, so one test's text size change does not land in the
/// middle of another's measurements.
@Suite(.serialized)
enum TextSizeSensitiveScreens {}

/// Polls until `condition` holds (at most `seconds`; the bound only ends a hung test).
@MainActor
func eventually(within seconds: Double = 30, _ condition: () -> Bool) async -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end, !condition() {
        await Task.yield()
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return condition()
}

extension UITableView {
    /// The visible rows' index paths, in order.
    var visiblePaths: [IndexPath] { (indexPathsForVisibleRows ?? []).sorted() }
}
