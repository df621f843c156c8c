import Foundation
import Tabula

/// A ``ListLayout`` behind a wrapper that adds up the time spent in its `update` calls, so
/// the benchmark can split one mutation's main-actor time into layout and the rest.
///
/// A plain frame provider: the benchmark's sections have no headers or footers, so the
/// host's supplementary-view placement has nothing to place either way.
final class TimedFrameProvider: ListFrameProvider {
    let layout: ListLayout
    /// Time spent in `update(sectionCounts:applying:width:)` since the last reset.
    var updateTime: Duration = .zero
    private let clock = ContinuousClock()

    init(layout: ListLayout) {
        self.layout = layout
    }

    func update(sectionCounts: [Int], applying batch: ListBatch?, width: CGFloat) {
        let start = clock.now
        layout.update(sectionCounts: sectionCounts, applying: batch, width: width)
        updateTime += clock.now - start
    }

    var contentSize: CGSize {
        layout.contentSize
    }

    func frame(at path: ListIndexPath) -> CGRect {
        layout.frame(at: path)
    }

    func indexPaths(intersecting rect: CGRect) -> [ListIndexPath] {
        layout.indexPaths(intersecting: rect)
    }
}
