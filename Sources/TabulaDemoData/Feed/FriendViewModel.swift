import Tabula

/// A friend (every row has the same frames).
package struct FriendViewModel: MFSViewModel, Differentiable {
    /// Unique among friends.
    package var id: Int
    /// The name (Latin, Cyrillic or CJK).
    package var name: String
    /// The city.
    package var city: String
    /// Whether the friend is online.
    package var isOnline: Bool

    /// A friend.
    package init(id: Int, name: String, city: String, isOnline: Bool) {
        self.id = id
        self.name = name
        self.city = city
        self.isOnline = isOnline
    }

    /// The friend id.
    package var differenceIdentifier: Int { id }
}
