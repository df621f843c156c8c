import Tabula

/// Where a line shorter than its view sits.
public enum TerminalTextAlignment: Hashable, Sendable {
    /// Against the leading edge of the view's layout direction: the left edge left to right,
    /// the right edge right to left (UIKit's `.natural`). The label's default.
    case natural
    /// Against the trailing edge: the right edge left to right, the left edge right to left.
    case trailing
    /// Against the left edge.
    case left
    /// In the middle (an odd leftover column goes to the right).
    case center
    /// Against the right edge.
    case right

    /// The column a line of `lineWidth` columns starts at in `width` columns, in a view laid
    /// out in `direction`. Strings are never reversed: right to left, a natural line is only
    /// moved to the right edge, so it stays readable.
    func startColumn(lineWidth: Int, width: Int, direction: ListLayoutDirection = .leftToRight) -> Int {
        switch self {
        case .natural: return direction.isRightToLeft ? max(0, width - lineWidth) : 0
        case .trailing: return direction.isRightToLeft ? 0 : max(0, width - lineWidth)
        case .left: return 0
        case .center: return max(0, (width - lineWidth) / 2)
        case .right: return max(0, width - lineWidth)
        }
    }
}
