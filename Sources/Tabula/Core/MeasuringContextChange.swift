import Dispatch

/// What one change of measuring context (``ListController/setMeasuringContext(_:)``) cost: the items measured on the main
/// actor (those on screen, plus any whose content changed while the rest were measured), and
/// the items measured off it.
public struct MeasuringContextChange: Hashable, Sendable {
    /// Items measured on the main actor.
    public var measuredOnMainActor: Int
    /// Items measured off the main actor, in parallel.
    public var measuredOffMainActor: Int
    /// Whether the list is measured in full in the new context; `false` when another
    /// context change (or a width change) came first, which measures the rest itself.
    public var isComplete: Bool
    /// Seconds the main actor spent in the change: switching, measuring the visible items
    /// and taking the rest (not compared by `==`).
    public var mainActorSeconds: Double = 0
    /// Seconds the measuring off the main actor took, wall clock (not compared by `==`).
    public var offMainActorSeconds: Double = 0

    /// Creates a report.
    public init(measuredOnMainActor: Int, measuredOffMainActor: Int, isComplete: Bool) {
        self.measuredOnMainActor = measuredOnMainActor
        self.measuredOffMainActor = measuredOffMainActor
        self.isComplete = isComplete
    }

    /// Equal counts and completeness (timings differ from run to run).
    public static func == (lhs: MeasuringContextChange, rhs: MeasuringContextChange) -> Bool {
        lhs.measuredOnMainActor == rhs.measuredOnMainActor && lhs.measuredOffMainActor == rhs.measuredOffMainActor
            && lhs.isComplete == rhs.isComplete
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(measuredOnMainActor)
        hasher.combine(measuredOffMainActor)
        hasher.combine(isComplete)
    }
}
