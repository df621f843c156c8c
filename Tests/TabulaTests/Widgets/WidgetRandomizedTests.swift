import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// Random object lists built into widgets and shown one after another through the updater
/// and `HeadlessListView`: every step is an animated diff that keeps UIKit's rules, and
/// leaves on screen exactly the widgets the heights and the offset put there.
@MainActor
@Suite("Widget lists, randomised")
struct WidgetRandomizedTests {
    @Test(arguments: [UInt64(1), 7, 42, 2024])
    func randomObjectListsDiffCleanly(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let fixture = WidgetFixture(viewport: CGSize(width: 320, height: 300))
        var objects: [Country] = (0..<12).map { Country(id: $0, name: "C\($0)") }
        var nextID = 100
        for step in 0..<40 {
            // Delete, insert, move and rename a few objects.
            for _ in 0..<Int(random.next() % 3) where !objects.isEmpty {
                objects.remove(at: Int(random.next() % UInt64(objects.count)))
            }
            for _ in 0..<Int(random.next() % 3) {
                objects.insert(
                    Country(id: nextID, name: "N\(nextID)"), at: Int(random.next() % UInt64(objects.count + 1)))
                nextID += 1
            }
            if objects.count > 1 {
                let moved = objects.remove(at: Int(random.next() % UInt64(objects.count)))
                objects.insert(moved, at: Int(random.next() % UInt64(objects.count + 1)))
            }
            if !objects.isEmpty, random.next() % 2 == 0 {
                let index = Int(random.next() % UInt64(objects.count))
                objects[index] = Country(id: objects[index].id, name: objects[index].name + "!")
            }
            let widgets = Builder.widgets(objects: objects)
            widgets.bind(to: fixture.list)
            await fixture.settle()
            #expect(
                fixture.list.widgets.map(\.description) == widgets.map(\.description),
                "seed \(seed), step \(step): presented widgets differ")
            #expect(
                fixture.updater.statistics.violations.isEmpty,
                "seed \(seed), step \(step): \(fixture.updater.statistics.violations)")
            // Which widgets must be on screen follows from their heights and the offset alone:
            // checked where the update left the screen, then at a random offset.
            let heights = [
                widgets.indices.map { fixture.list.layout.frame(at: ListIndexPath(item: $0, section: 0)).height }
            ]
            let texts = [widgets.map(\.description)]
            #expect(screenProblems(fixture.host, texts, rowHeights: heights) == [], "seed \(seed), step \(step)")
            let offset = CGFloat(random.next() % 800)
            try fixture.host.scroll(toOffset: CGPoint(x: 0, y: offset))
            #expect(
                screenProblems(fixture.host, texts, rowHeights: heights, requestedOffset: offset) == [],
                "seed \(seed), step \(step), offset \(offset)")
        }
        #expect(fixture.updater.statistics.totalReloads == 1, "seed \(seed): only the first load reloads")
    }
}
