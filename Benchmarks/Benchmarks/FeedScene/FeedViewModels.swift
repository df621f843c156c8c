import Tabula

/// The three cell kinds of SPEC M7, as view models (mirroring the MFS test fixtures, which
/// a benchmark cannot import).

/// A friend row: fixed frames for every row.
struct FeedFriend: MFSViewModel {
    var id: Int
    var name: String
    var isOnline: Bool
}

/// A chat message: the text frame (and so the height) comes from the data.
struct FeedMessage: MFSViewModel {
    var id: Int
    var text: String
    var isOutgoing: Bool
}

/// A wall post: expandable text with "read more", photos, like/comment/repost counts.
struct FeedWallPost: MFSViewModel {
    var id: Int
    var author: String
    var text: String
    var photoCount: Int
    var likes: Int
    var comments: Int
    var reposts: Int
    var isExpanded = false
}

/// One item of the mixed feed.
enum FeedItem: Differentiable, Sendable {
    case friend(FeedFriend)
    case message(FeedMessage)
    case wallPost(FeedWallPost)

    var id: Int {
        switch self {
        case let .friend(model): model.id
        case let .message(model): model.id
        case let .wallPost(model): model.id
        }
    }

    /// The reuse identifier of the cell kind that shows it.
    var reuseIdentifier: String {
        switch self {
        case .friend: "friend"
        case .message: "message"
        case .wallPost: "wall"
        }
    }

    var differenceIdentifier: Int {
        id
    }

    func isContentEqual(to source: FeedItem) -> Bool {
        switch (self, source) {
        case let (.friend(a), .friend(b)): a == b
        case let (.message(a), .message(b)): a == b
        case let (.wallPost(a), .wallPost(b)): a == b
        default: false
        }
    }
}
