/// Why a change to a view tree was refused.
public enum TerminalViewError: Error, Equatable, CustomStringConvertible {
    /// `insertSubview(_:at:)` got an index outside `0...count`.
    case subviewIndexOutOfRange(index: Int, count: Int)
    /// The view to add is the receiver or one of its ancestors; adding it would make a
    /// cycle.
    case wouldCreateCycle(operation: String)

    /// A message naming the operation, the index and the count.
    public var description: String {
        switch self {
        case .subviewIndexOutOfRange(let index, let count):
            return "insertSubview(_:at:): index \(index) is outside 0...\(count) (the view has \(count) subviews)"
        case .wouldCreateCycle(let operation):
            return "\(operation): the view is the receiver or one of its ancestors; adding it would make a cycle"
        }
    }
}
