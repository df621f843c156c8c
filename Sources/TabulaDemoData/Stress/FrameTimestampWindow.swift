/// The last stretch of display timestamps the meter reads (a second by default), so the
/// numbers on screen describe what the user sees now, not the whole run.
package struct FrameTimestampWindow: Sendable {
    /// How far back the window reaches, in seconds.
    package let length: Double
    /// The timestamps in the window, ascending.
    package private(set) var timestamps: [Double] = []

    /// A window `length` seconds long (at least one refresh of a 240 Hz display).
    package init(length: Double = 1) {
        self.length = length.isFinite ? max(1.0 / 240, length) : 1
    }

    /// Adds a frame shown at `time` and forgets the ones older than the window; a time
    /// before the newest one (a clock reset) starts the window again.
    package mutating func record(_ time: Double) {
        guard time.isFinite else { return }
        if let last = timestamps.last, time < last { timestamps.removeAll(keepingCapacity: true) }
        timestamps.append(time)
        let oldest = time - length
        if let keep = timestamps.firstIndex(where: { $0 >= oldest }), keep > 0 {
            timestamps.removeFirst(keep)
        }
    }

    /// The meter's reading of the window.
    package func reading(targetFrameDuration: Double) -> FrameMeterReading {
        FrameMeter.reading(timestamps: timestamps, targetFrameDuration: targetFrameDuration)
    }
}
