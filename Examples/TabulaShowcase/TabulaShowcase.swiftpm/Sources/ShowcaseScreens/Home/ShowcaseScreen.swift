#if canImport(UIKit)
import UIKit

/// The showcase's screens, in the order the home list shows them. A new screen is a case
/// here, its title and summary, and the view controller `makeViewController` returns.
package enum ShowcaseScreen: String, CaseIterable, Sendable {
    case wall, contacts, settings, countries, thread, textAndDirection, ownLayout, dragAndDrop, swiftUI, stress

    /// The home list's title for the screen.
    package var title: String {
        switch self {
        case .wall: "Wall feed"
        case .contacts: "Contacts"
        case .settings: "Settings"
        case .countries: "Countries"
        case .thread: "Threaded replies"
        case .textAndDirection: "Text size and direction"
        case .ownLayout: "Your own layout"
        case .dragAndDrop: "Drag and drop"
        case .swiftUI: "SwiftUI"
        case .stress: "Stress and frame meter"
        }
    }

    /// What the screen shows, one line.
    package var summary: String {
        switch self {
        case .wall: "MFS cells: read more, photo strips, infinite scroll sized off the main actor, live posts"
        case .contacts: "ListStorage written from a background thread; selection kept by identity; pull to refresh"
        case .settings: "A static table: an enum of rows, a switch that shows a row"
        case .countries: "Widgets: a list declared from model objects, reordered as a diff"
        case .thread: "ListOutline: expand and collapse replies, one batch each"
        case .textAndDirection: "Dynamic Type and right to left: the cells follow both"
        case .ownLayout: "A compositional layout: a sideways row, a list with swipe actions and a context menu"
        case .dragAndDrop: "Drag tasks within and between two lists; one batch per drop; pinned ones stay"
        case .swiftUI: "A Tabula table inside SwiftUI, rows drawn by SwiftUI"
        case .stress: "100,000 rows, updates from several threads, frame times and hitches"
        }
    }

    /// The screen's UIKit view controller; `nil` for the SwiftUI screen, which the app
    /// target builds (this module links no SwiftUI).
    ///
    /// - Parameter frameTicks: the display's frame callbacks, for the stress screen's meter.
    /// - Returns: the screen, not yet loaded.
    @MainActor
    package func makeViewController(frameTicks: @escaping FrameTicks) -> UIViewController? {
        switch self {
        case .wall: WallFeedViewController()
        case .contacts: ContactsViewController()
        case .settings: SettingsViewController()
        case .countries: CountriesViewController()
        case .thread: ThreadViewController()
        case .textAndDirection: TextAndDirectionViewController()
        case .ownLayout: OwnLayoutViewController()
        case .dragAndDrop: DragAndDropViewController()
        case .swiftUI: nil
        case .stress: StressViewController(frameTicks: frameTicks)
        }
    }
}

/// Starts calling `onFrame(timestamp, targetTimestamp)` (seconds, a `CADisplayLink`'s
/// `timestamp` and `targetTimestamp`) once per display refresh until it returns `false`, and
/// returns what stops it sooner. The app passes a `CADisplayLink`; the UIKit model's tests
/// pass timestamps of their own.
package typealias FrameTicks =
    @MainActor (_ onFrame: @escaping @MainActor (Double, Double) -> Bool) -> (
        @MainActor () -> Void
    )
#endif
