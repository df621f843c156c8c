import Tabula

/// A chat message (frames come from its text, so heights vary).
public struct MessageViewModel: MFSViewModel, Differentiable {
    /// Unique among messages.
    public var id: Int
    /// Who wrote it.
    public var sender: String
    /// Whether the user wrote it (drawn on the right).
    public var isOutgoing: Bool
    /// The text.
    public var text: String
    /// The time, as shown.
    public var time: String

    /// The message id.
    public var differenceIdentifier: Int { id }
}
