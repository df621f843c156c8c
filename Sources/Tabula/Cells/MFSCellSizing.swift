import Foundation

/// A cell type that computes its height from a view model and a width (SPEC M8), with no
/// cell object and on any thread (SPEC M5).
///
/// UIKit cells are main-actor classes; their witness is a `nonisolated static func`, which
/// is what lets sizes be computed off the main actor.
public protocol MFSCellSizing: SendableMetatype {
    /// The view model the cell shows.
    associatedtype ViewModel: MFSViewModel

    /// The cell's height for `viewModel` in a container of width `width`, measuring text
    /// with `measurer`.
    static func height(for viewModel: ViewModel, width: CGFloat, measurer: any TextMeasuring) -> CGFloat
}
