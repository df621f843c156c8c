import Tabula

/// A photo of a wall post's gallery.
public struct Photo: Hashable, Sendable {
    /// Unique within the feed.
    public var id: Int
    /// What the tile shows in place of the picture.
    public var caption: String
}

/// A wall post: author, date, text with "read more", a photo gallery and
/// like/comment/repost counts.
public struct PostViewModel: MFSViewModel, Differentiable {
    /// Unique within the feed.
    public var id: Int
    /// The author's name.
    public var author: String
    /// When it was posted, as shown.
    public var date: String
    /// The text (may be long, may hold CJK and emoji).
    public var text: String
    /// The gallery.
    public var photos: [Photo]
    /// Like count.
    public var likes: Int
    /// Comment count.
    public var comments: Int
    /// Repost count.
    public var reposts: Int
    /// Whether "read more" was pressed.
    public var isExpanded = false
    /// Whether the post arrived live (shown with a "new" mark).
    public var isNew = false

    /// The post id.
    public var differenceIdentifier: Int { id }

    /// The counts line: "♥ 12  💬 3  🔁 1".
    public var countsText: String {
        "♥ \(likes)   💬 \(comments)   🔁 \(reposts)"
    }
}
