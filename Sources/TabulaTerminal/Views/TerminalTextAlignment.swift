/// Where a line shorter than its view sits.
public enum TerminalTextAlignment: Hashable, Sendable {
    /// Against the left edge.
    case left
    /// In the middle (an odd leftover column goes to the right).
    case center
    /// Against the right edge.
    case right

    /// The column a line of `lineWidth` columns starts at in `width` columns.
    func startColumn(lineWidth: Int, width: Int) -> Int {
        switch self {
        case .left: return 0
        case .center: return max(0, (width - lineWidth) / 2)
        case .right: return max(0, width - lineWidth)
        }
    }
}
