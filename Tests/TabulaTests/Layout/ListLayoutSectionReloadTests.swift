import Foundation
import Tabula
import TabulaHeadless
import Testing

/// A reloaded section's items are all new (UIKit's model of `reloadSections`): the layout
/// measures every one of them again and keeps the other sections' sizes.
@Suite("ListLayout: section reloads")
struct ListLayoutSectionReloadTests {
    private static func path(_ item: Int, _ section: Int) -> ListIndexPath {
        ListIndexPath(item: item, section: section)
    }

    @Test func aReloadedSectionIsMeasuredAgainAndTheOthersAreNot() throws {
        let source = CountingSizeSource(model: LayoutTestModel(sections: 3, itemsPerSection: 4))
        let layout = ListLayout(sizeSource: source)
        layout.update(sectionCounts: source.model.counts, applying: nil, width: 320)
        #expect(source.calls == 12)
        // Section 1's items change (new versions, new sizes) and the section is reloaded.
        for index in source.model.sections[1].items.indices {
            source.model.sections[1].items[index].version += 1
        }
        try layout.apply(sectionCounts: source.model.counts, batch: ListBatch(sectionUpdated: [1]), width: 320)
        #expect(source.calls == 12 + 4, "exactly the reloaded section's items are measured again")
        for section in 0..<3 {
            for item in 0..<4 {
                let expected = source.model.sections[section].items[item].size(width: 320)
                #expect(layout.size(at: Self.path(item, section)) == expected, "item \(item) of section \(section)")
            }
        }
    }
}
