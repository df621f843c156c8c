#if canImport(UIKit)
import Tabula
import TabulaDemoData

/// A row of the "Your own layout" screen: a favourite friend in the sideways row, or a
/// message in the list. One item type, so both sections live in one storage.
enum InboxItem: Differentiable, Equatable, Sendable {
    case favourite(FriendViewModel)
    case message(MessageViewModel)

    /// "f12" or "m12": friends and messages number their ids separately.
    var differenceIdentifier: String {
        switch self {
        case .favourite(let friend): "f\(friend.id)"
        case .message(let message): "m\(message.id)"
        }
    }

    /// The friend, for the favourites' tile.
    var favourite: FriendViewModel? {
        if case .favourite(let friend) = self { friend } else { nil }
    }

    /// The message, for the list's cell.
    var message: MessageViewModel? {
        if case .message(let message) = self { message } else { nil }
    }
}
#endif
