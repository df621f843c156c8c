import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless

/// A stand-in for a UIView in fixtures: what the lifecycle steps touch, recorded.
@MainActor
final class MFSFixtureNode: MFSFramedView {
    let name: String
    var frame: CGRect = .zero
    var text = ""
    var isHidden = false
    var isInSuperview = false
    /// Cheap per-call styling (colours, fonts).
    var styleCalls = 0
    /// Expensive one-time styling (shadows, masks) — must stay at 1 per node.
    var expensiveStyleCalls = 0

    init(_ name: String) {
        self.name = name
    }
}

/// The steps a fixture view ran, in order.
@MainActor
final class MFSStepLog {
    private(set) var steps: [String] = []

    func record(_ step: String) {
        steps.append(step)
    }

    func clear() {
        steps.removeAll()
    }
}

/// Everything the fixtures' frame functions need besides a view model: a measurer and the
/// MFS caches. A real app keeps the static frames in the cell type (`nonisolated static
/// let`); fixtures keep one context per test so parallel tests never share counters.
final class MFSFeedContext: Sendable {
    let measurer: MonospaceTextMeasurer
    let friendStaticFrames = StaticFrameCache()
    let wallStaticFrames = StaticFrameCache()
    let messageFrames = ViewModelFrameCache<Int>()
    let wallSizes = ViewModelSizeCache<Int>()
    let wallHeights = ContextKeyedCache<Int, ExpandableHeights>()

    init(measurer: MonospaceTextMeasurer = MonospaceTextMeasurer(characterWidth: 8, lineHeight: 20)) {
        self.measurer = measurer
    }
}
