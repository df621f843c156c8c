import Foundation
import Tabula

/// The frame functions of a feed cell whose frames depend on the text size (message, wall
/// post): it writes them once, in a measuring context, and the `width:` form the list
/// protocol asks for measures at the text size the app shows now.
package protocol FeedCellSizing: MFSCellSizing where SizingContext == FeedSizing {}

extension FeedCellSizing {
    /// ``MFSCellSizing/height(for:in:context:)`` at `width` and the text size the app
    /// shows now.
    package nonisolated static func height(for viewModel: ViewModel, width: CGFloat, context: FeedSizing)
        -> CGFloat
    {
        height(for: viewModel, in: context.context(width: width), context: context)
    }
}
