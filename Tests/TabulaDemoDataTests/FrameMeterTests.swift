import Testing

@testable import TabulaDemoData

/// Timestamps of `count` frames `interval` seconds apart, from `start`.
private func steady(_ count: Int, interval: Double, from start: Double = 100) -> [Double] {
    (0..<count).map { start + Double($0) * interval }
}

@Suite("Frame meter maths")
struct FrameMeterTests {
    let sixty = 1.0 / 60

    @Test func aSteadySixtyHertzRunHasNoDropsNoHitchesAndOneFrameTime() {
        let reading = FrameMeter.reading(timestamps: steady(61, interval: sixty), targetFrameDuration: sixty)
        #expect(reading.frameCount == 60)
        #expect(abs(reading.medianMilliseconds - 16.667) < 0.01)
        #expect(abs(reading.p99Milliseconds - 16.667) < 0.01)
        #expect(reading.droppedFrames == 0)
        #expect(reading.hitchMilliseconds == 0)
        #expect(reading.hitchMillisecondsPerSecond == 0)
        #expect(reading.verdict == "good")
    }

    @Test func aFrameThreeRefreshesLongDropsTwoAndIsTwoRefreshesLate() {
        // 120 Hz: 10 frames, then one that took three refreshes (25 ms), then 10 more.
        let target = 1.0 / 120
        var times = steady(11, interval: target)
        let resume = (times.last ?? 0) + 3 * target
        times += steady(10, interval: target, from: resume)
        let reading = FrameMeter.reading(timestamps: times, targetFrameDuration: target)
        #expect(reading.frameCount == 20)
        #expect(reading.droppedFrames == 2)
        #expect(abs(reading.hitchMilliseconds - 2 * target * 1_000) < 1e-9)
        // 16.67 ms of hitch over 22 refreshes (183.3 ms): 90.9 ms/s.
        let span = 22 * target
        #expect(abs(reading.hitchMillisecondsPerSecond - 2 * target * 1_000 / span) < 1e-6)
        #expect(abs(reading.worstMilliseconds - 25) < 1e-6)
        #expect(reading.verdict == "needs attention")
    }

    @Test func jitterUnderHalfARefreshIsNotAHitch() {
        let times = [0, sixty * 1.4, sixty * 2.4, sixty * 3.2]
        let reading = FrameMeter.reading(timestamps: times, targetFrameDuration: sixty)
        #expect(reading.droppedFrames == 0)
        #expect(reading.hitchMilliseconds == 0)
    }

    @Test func percentilesAreNearestRank() {
        let sorted = (1...100).map(Double.init)
        #expect(FrameMeter.percentile(50, of: sorted) == 50)
        #expect(FrameMeter.percentile(95, of: sorted) == 95)
        #expect(FrameMeter.percentile(99, of: sorted) == 99)
        #expect(FrameMeter.percentile(100, of: sorted) == 100)
        #expect(FrameMeter.percentile(0, of: sorted) == 1)
        #expect(FrameMeter.percentile(99, of: [4]) == 4)
        #expect(FrameMeter.percentile(50, of: []) == 0)
        // Ten frames, one slow: the median does not see it, p95 and p99 do.
        let times = [0, 1, 2, 3, 4, 5, 6, 7, 8, 12].map { Double($0) * sixty }
        let reading = FrameMeter.reading(timestamps: times, targetFrameDuration: sixty)
        #expect(abs(reading.medianMilliseconds - 16.667) < 0.01)
        #expect(abs(reading.p95Milliseconds - 66.667) < 0.01)
        #expect(reading.droppedFrames == 3)
    }

    @Test func badInputGivesAnEmptyOrCleanedReadingNotACrash() {
        #expect(FrameMeter.reading(timestamps: [], targetFrameDuration: sixty) == .empty)
        #expect(FrameMeter.reading(timestamps: [1], targetFrameDuration: sixty) == .empty)
        #expect(FrameMeter.reading(timestamps: steady(10, interval: sixty), targetFrameDuration: 0) == .empty)
        #expect(FrameMeter.reading(timestamps: steady(10, interval: sixty), targetFrameDuration: .nan) == .empty)
        // Repeated, backwards and non-finite timestamps are skipped.
        let reading = FrameMeter.reading(
            timestamps: [0, sixty, sixty, .nan, 0.001, 2 * sixty], targetFrameDuration: sixty)
        #expect(reading.frameCount == 2)
        #expect(reading.droppedFrames == 0)
    }

    @Test func theWindowKeepsTheLastSecond() {
        var window = FrameTimestampWindow(length: 1)
        for time in steady(181, interval: sixty) { window.record(time) }  // three seconds
        #expect(window.timestamps.count == 61)
        #expect(window.reading(targetFrameDuration: sixty).frameCount == 60)
        window.record(5)  // a clock reset: starts again
        #expect(window.timestamps == [5])
    }

    @Test func theSummaryLineReadsTheNumbers() {
        let reading = FrameMeterReading(
            frameCount: 60, medianMilliseconds: 8.33, p95Milliseconds: 8.4, p99Milliseconds: 16.7,
            worstMilliseconds: 25, droppedFrames: 2, hitchMilliseconds: 8.3, hitchMillisecondsPerSecond: 4.1)
        #expect(reading.summary == "p50 8.3 · p95 8.4 · p99 16.7 ms · 2 dropped · 4.1 ms/s good")
    }
}
