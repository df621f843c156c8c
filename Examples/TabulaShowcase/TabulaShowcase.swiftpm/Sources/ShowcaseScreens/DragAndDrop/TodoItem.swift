#if canImport(UIKit)
import Tabula

/// A task on the drag and drop screen. Pinned tasks stay where they are: they cannot be
/// lifted (other tasks can still be dropped around them).
struct TodoItem: MFSViewModel, Differentiable {
    /// Unique across both lists.
    var id: Int
    var title: String
    var isPinned: Bool

    /// The task id.
    var differenceIdentifier: Int { id }
}
#endif
