import Foundation
import Tabula
import TabulaUIKitCheck
import Testing
import UIKit

@testable import ShowcaseScreens

@Suite("Showcase: the home list's screens on the UIKit model")
@MainActor
struct ShowcaseHomeTests {
    @Test func everyUIKitScreenIsMadeAndLoadsWithAListOnScreen() async throws {
        let display = FakeDisplay()
        for screen in ShowcaseScreen.allCases {
            let made = screen.makeViewController(frameTicks: display.ticks)
            switch screen {
            case .swiftUI:
                #expect(made == nil, "the app target builds the SwiftUI screen")
                continue
            case .stress:
                // Its 100,000 rows take minutes on the model: StressScreenTests drives it.
                #expect(made is StressViewController)
                continue
            case .wall, .contacts, .settings, .countries, .thread, .textAndDirection, .ownLayout, .dragAndDrop:
                break
            }
            let controller = try #require(made, "\(screen)")
            let window = ShowcaseHarness.show(controller)
            let lists = controller.view.subviews.filter { $0 is UITableView || $0 is UICollectionView }
            #expect(lists.count == (screen == .dragAndDrop ? 2 : 1), "\(screen): its lists")
            #expect(!screen.title.isEmpty && !screen.summary.isEmpty)
            withExtendedLifetime(window) {}
        }
        #expect(Set(ShowcaseScreen.allCases.map(\.title)).count == ShowcaseScreen.allCases.count)
    }
}
