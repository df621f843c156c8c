import Tabula

/// A chat message (frames come from its text, so heights vary).
package struct MessageViewModel: MFSViewModel, Differentiable {
    /// Unique among messages.
    package var id: Int
    /// Who wrote it.
    package var sender: String
    /// Whether the user wrote it (drawn on the right).
    package var isOutgoing: Bool
    /// The text.
    package var text: String
    /// The time, as shown.
    package var time: String

    /// A message.
    package init(id: Int, sender: String, isOutgoing: Bool, text: String, time: String) {
        self.id = id
        self.sender = sender
        self.isOutgoing = isOutgoing
        self.text = text
        self.time = time
    }

    /// The message id.
    package var differenceIdentifier: Int { id }
}
