import Tabula

/// A photo of a wall post's gallery.
package struct Photo: Hashable, Sendable {
    /// Unique within the feed.
    package var id: Int
    /// What the tile shows in place of the picture.
    package var caption: String

    /// A photo.
    package init(id: Int, caption: String) {
        self.id = id
        self.caption = caption
    }
}

/// A wall post: author, date, text with "read more", a photo gallery and
/// like/comment/repost counts.
package struct PostViewModel: MFSViewModel, Differentiable {
    /// Unique within the feed.
    package var id: Int
    /// The author's name.
    package var author: String
    /// When it was posted, as shown.
    package var date: String
    /// The text (may be long, may hold CJK and emoji).
    package var text: String
    /// The gallery.
    package var photos: [Photo]
    /// Like count.
    package var likes: Int
    /// Comment count.
    package var comments: Int
    /// Repost count.
    package var reposts: Int
    /// Whether "read more" was pressed.
    package var isExpanded = false
    /// Whether the post arrived live (shown with a "new" mark).
    package var isNew = false

    /// A post.
    package init(
        id: Int, author: String, date: String, text: String, photos: [Photo], likes: Int, comments: Int,
        reposts: Int, isExpanded: Bool = false, isNew: Bool = false
    ) {
        self.id = id
        self.author = author
        self.date = date
        self.text = text
        self.photos = photos
        self.likes = likes
        self.comments = comments
        self.reposts = reposts
        self.isExpanded = isExpanded
        self.isNew = isNew
    }

    /// The post id.
    package var differenceIdentifier: Int { id }

    /// The counts line: "♥ 12  💬 3  🔁 1".
    package var countsText: String {
        "♥ \(likes)   💬 \(comments)   🔁 \(reposts)"
    }
}
