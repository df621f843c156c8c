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
}
