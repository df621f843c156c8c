import Foundation

/// Every subview frame of a wall post at one width, in cells: all of them in one value
/// rather than one function per subview.
public struct WallPostFrames: Hashable, Sendable {
    /// The avatar box.
    public var avatar: CGRect
    /// The author's name.
    public var author: CGRect
    /// The date.
    public var date: CGRect
    /// The text (compact or full).
    public var text: CGRect
    /// "read more", when the text is cut.
    public var readMore: CGRect?
    /// The photo strip, when the post has photos.
    public var gallery: CGRect?
    /// The like/comment/repost counts.
    public var counts: CGRect
    /// The line under the post.
    public var separator: CGRect

    /// The post's height: the bottom of its lowest element.
    public var height: CGFloat { separator.maxY }
}
