import Foundation
import Testing
import Tabula
import TabulaHeadless

/// Random object lists built into widgets and shown one after another through the updater
/// and `HeadlessListView`: every step is an animated diff that keeps UIKit's rules.
@MainActor
@Suite("Widget lists, randomised")
struct WidgetRandomizedTests {
    @Test(arguments: [UInt64(1), 7, 42, 2024])
    func randomObjectListsDiffCleanly(seed: UInt64) async {
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
                objects.insert(Country(id: nextID, name: "N\(nextID)"), at: Int(random.next() % UInt64(objects.count + 1)))
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
            #expect(fixture.updater.statistics.violations.isEmpty, "seed \(seed), step \(step): \(fixture.updater.statistics.violations)")
            let expectedVisible = fixture.host.indexPathsForVisibleItems.map { widgets[$0.item].description }
            #expect(fixture.visibleTexts == expectedVisible, "seed \(seed), step \(step): visible cells differ")
        }
        #expect(fixture.updater.statistics.totalReloads == 1, "seed \(seed): only the first load reloads")
    }
}
