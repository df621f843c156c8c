import Foundation
import Tabula

/// A stand-in for a UIView in the benchmark's cells: what the MFS steps touch.
@MainActor
final class FeedNode: MFSFramedView {
    var frame: CGRect = .zero
    var text = ""
    var isHidden = false
    var isInSuperview = false
    /// Expensive one-time styling (shadows, masks), counted.
    var expensiveStyleCount = 0
}
