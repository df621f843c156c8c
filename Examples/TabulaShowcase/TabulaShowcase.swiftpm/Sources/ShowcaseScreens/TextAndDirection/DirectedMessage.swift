#if canImport(UIKit)
import Tabula
import TabulaDemoData

/// A chat message and the direction the screen shows it in. The direction is content, not
/// identity: flipping it reconfigures every row in place (same ids, no insert or delete).
struct DirectedMessage: MFSViewModel, Differentiable {
    var message: MessageViewModel
    var rightToLeft: Bool

    var differenceIdentifier: Int { message.id }
}
#endif
