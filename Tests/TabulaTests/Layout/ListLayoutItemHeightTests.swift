import Foundation
import Tabula
import TabulaTestSupport
import Testing

@testable import TabulaLayout

/// `ListLayout.itemHeight(at:)`, the look-up a table's height questions use, answers the
/// height of ``ListLayout/frame(at:)`` for every item: measured, stale during a context
/// change, in every style, and zero outside the counts.
@Suite("ListLayout item heights")
struct ListLayoutItemHeightTests {
    private final class Source: ListSizeSource {
        func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
            size(at: path, in: ListMeasuringContext(width: width))
        }

        func size(at path: ListIndexPath, in context: ListMeasuringContext) -> CGSize {
            let grows: CGFloat = context.textSize == .large ? 0 : 9
            return CGSize(
                width: 40 + CGFloat(path.item % 5), height: CGFloat(20 + (path.item * 7 + path.section) % 31) + grows)
        }
    }

    @Test(arguments: [ListLayoutStyle.vertical, .horizontal, .grid(columns: 3)])
    func everyItemsHeightIsItsFramesHeight(style: ListLayoutStyle) {
        let layout = ListLayout(
            configuration: ListLayoutConfiguration(style: style, itemSpacing: 2), sizeSource: Source())
        layout.update(sectionCounts: [0, 130, 7, 300], applying: nil, width: 320)
        func check(_ stage: String) {
            for (section, count) in layout.sectionCounts.enumerated() {
                for item in 0..<count {
                    let path = ListIndexPath(item: item, section: section)
                    guard layout.itemHeight(at: path) == layout.frame(at: path).height else {
                        Issue.record(
                            "\(stage), \(style): \(path) height \(layout.itemHeight(at: path)), frame \(layout.frame(at: path))"
                        )
                        return
                    }
                }
            }
            for outside in [
                ListIndexPath(item: 0, section: 9), ListIndexPath(item: 7, section: 2),
                ListIndexPath(item: -1, section: 1),
            ] {
                #expect(layout.itemHeight(at: outside) == 0, "\(stage): \(outside)")
            }
        }
        check("measured")
        layout.beginContextChange(
            to: ListMeasuringContext(width: 320, textSize: .accessibilityMedium),
            measuringFirst: [ListIndexPath(item: 3, section: 1)])
        check("stale during a context change")
        layout.measureUnmeasured()
        check("measured again")
    }
}
