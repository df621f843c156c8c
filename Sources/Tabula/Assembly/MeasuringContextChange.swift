/// What one ``ListAssembly/setMeasuringContext(_:)`` cost: the items measured on the main
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

    /// Creates a report.
    public init(measuredOnMainActor: Int, measuredOffMainActor: Int, isComplete: Bool) {
        self.measuredOnMainActor = measuredOnMainActor
        self.measuredOffMainActor = measuredOffMainActor
        self.isComplete = isComplete
    }
}
