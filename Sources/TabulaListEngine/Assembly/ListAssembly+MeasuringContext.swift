import Foundation
@_spi(TabulaInternal) import Tabula

extension ListAssembly {
    /// The measuring context the list is laid out in (its width is the container's).
    public var measuringContext: ListMeasuringContext {
        layout.context
    }

    /// Changes the text size the list is measured at (the user changed Dynamic Type), as
    /// ``setMeasuringContext(_:)`` does.
    @discardableResult
    public func setTextSize(_ textSize: ListTextSize) async -> MeasuringContextChange {
        await setMeasuringContext(measuringContext.withTextSize(textSize))
    }

    /// Moves the list to `context` (its width is ignored: the host's), measuring what is on
    /// screen first, on the main actor, and the rest off it, as a page of data is measured
    /// (``/Tabula/ListController/changeMeasuringContext(to:)``: the same steps on every host).
    ///
    /// A context seen before measures nothing (sizes are kept per context). An update may
    /// land between the steps. Another context change (or a width change) before the last
    /// step ends this one, leaving the rest to it. A catalog measured on the main actor
    /// (`measure: .onMainActorByWidth` or `.onMainActor`) measures the rest in the last step, on the main actor.
    ///
    /// - Returns: how many items were measured on and off the main actor.
    @discardableResult
    public func setMeasuringContext(_ context: ListMeasuringContext) async -> MeasuringContextChange {
        await controller.setMeasuringContext(context)
    }
}
