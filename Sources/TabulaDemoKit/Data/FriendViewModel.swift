import Tabula

/// A friend (every row has the same frames).
public struct FriendViewModel: MFSViewModel, Differentiable {
    /// Unique among friends.
    public var id: Int
    /// The name (Latin, Cyrillic or CJK).
    public var name: String
    /// The city.
    public var city: String
    /// Whether the friend is online.
    public var isOnline: Bool

    /// The friend id.
    public var differenceIdentifier: Int { id }
}
