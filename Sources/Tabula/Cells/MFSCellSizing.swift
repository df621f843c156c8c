import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A cell type that computes its height from a view model and a width, with no cell object
/// and on any thread.
///
/// UIKit cells are main-actor classes; their witness is a `nonisolated static func`, which
/// is what lets sizes be computed off the main actor. The sizing context carries what the
/// frame functions need besides the view model: a ``TextMeasuring`` at least (the default),
/// or an app's own `Sendable` bundle of a measurer and its caches.
public protocol MFSCellSizing: SendableMetatype {
    /// The view model the cell shows.
    associatedtype ViewModel: MFSViewModel
    /// What frame functions need besides the view model.
    associatedtype SizingContext: Sendable = any TextMeasuring

    /// The cell's height for `viewModel` in a container of width `width`.
    static func height(for viewModel: ViewModel, width: CGFloat, context: SizingContext) -> CGFloat

    /// The cell's height for `viewModel` in a measuring context (width, text size, layout
    /// direction, an app's values): what lists ask.
    ///
    /// Defaults: with a ``TextMeasuring`` as the sizing context, ``height(for:width:context:)``
    /// with the measurer at the context's text size (``TextMeasuring/atTextSize(_:)``), so
    /// text measures bigger at a bigger text size; with another sizing context,
    /// ``height(for:width:context:)`` at the context's width. A cell whose frame caches are
    /// keyed by width implements this and keys them by `measuring` instead (see
    /// <doc:MeasuringContextsAndDynamicType>).
    static func height(for viewModel: ViewModel, in measuring: ListMeasuringContext, context: SizingContext) -> CGFloat
}

extension MFSCellSizing {
    /// ``height(for:width:context:)`` at the context's width.
    public static func height(
        for viewModel: ViewModel, in measuring: ListMeasuringContext, context: SizingContext
    ) -> CGFloat {
        height(for: viewModel, width: measuring.width, context: context)
    }
}

extension MFSCellSizing where SizingContext == any TextMeasuring {
    /// ``height(for:width:context:)`` at the context's width, with the measurer at the
    /// context's text size.
    public static func height(
        for viewModel: ViewModel, in measuring: ListMeasuringContext, context: SizingContext
    ) -> CGFloat {
        height(for: viewModel, width: measuring.width, context: context.atTextSize(measuring.textSize))
    }
}
