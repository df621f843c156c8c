// Debug builds only, as the recorder (`swift test` and `xcodebuild test` build for debugging;
// the iOS SDK compile in CI does not, so it leaves this file out).
#if (os(iOS) || TABULA_UIKIT_MODEL) && DEBUG
import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// On a table, the intervals a table's work shows in Instruments (prefetching,
/// measuring, batches) each end: none is left open once the list is idle.
@Suite("Signpost intervals on a table")
@MainActor
struct SignpostIntervalsOnUIKitTests {
    @Test func prefetchingMeasuringAndBatchesEachEndTheirIntervals() async throws {
        let recorder = ListSignpostRecorder()
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...200))])
        try await ListSignpostRecorder.$current.withValue(recorder) {
            await screen.load()
            await screen.adapter.prefetcher.waitUntilFinished()
            for id in 201...203 {
                try screen.storage.appendItems([Contact(id)], to: "A")
                await screen.settle()
            }
            await screen.adapter.prefetcher.waitUntilFinished()
        }
        #expect(screen.consistencyProblems() == [])
        #expect(recorder.begun("Prefetch") >= 1, "UIKit prefetched rows below the screen")
        #expect(recorder.begun("Measure") >= 1)
        #expect(recorder.begun("Batch") == screen.adapter.updater.statistics.batchesApplied)
        #expect(recorder.begun("Batch") >= 3)
        #expect(recorder.unended.isEmpty, "\(recorder.unended)")
    }
}
#endif
