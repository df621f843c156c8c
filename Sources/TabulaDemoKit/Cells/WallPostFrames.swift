import Foundation

/// Every subview frame of a wall post at one width, in cells: all of them in one value
/// rather than one function per subview.
package struct WallPostFrames: Hashable, Sendable {
    /// The avatar box.
    package var avatar: CGRect
    /// The author's name.
    package var author: CGRect
    /// The date.
    package var date: CGRect
    /// The text (compact or full).
    package var text: CGRect
    /// "read more", when the text is cut.
    package var readMore: CGRect?
    /// The photo strip, when the post has photos.
    package var gallery: CGRect?
    /// The like/comment/repost counts.
    package var counts: CGRect
    /// The line under the post.
    package var separator: CGRect

    /// The post's height: the bottom of its lowest element.
    package var height: CGFloat { separator.maxY }
}
