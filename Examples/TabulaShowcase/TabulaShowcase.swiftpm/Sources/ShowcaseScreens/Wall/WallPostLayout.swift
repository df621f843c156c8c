#if canImport(UIKit)
import Tabula
import TabulaDemoData
import UIKit

/// Where a wall post's parts go at a width: a pure function of the post, the width and a text
/// measurer, so the row's height (the bottom of the layout) is computed off the main actor,
/// before the cell exists, and is exactly what the cell then draws.
struct WallPostLayout: Equatable, Sendable {
    static let inset: CGFloat = 16
    static let gap: CGFloat = 6
    /// Lines of text a collapsed post shows before "Read more".
    static let collapsedLines = 4
    /// Photos the strip shows; more are summed up as "+N" on the last tile.
    static let visiblePhotos = 4

    var author = CGRect.zero
    var date = CGRect.zero
    var text = CGRect.zero
    var readMore = CGRect.zero
    var photos: [CGRect] = []
    var counts = CGRect.zero
    var height: CGFloat = 0

    /// Whether the post has more text than a collapsed post shows.
    static func isTruncated(_ post: PostViewModel, width: CGFloat, measurer: any TextMeasuring) -> Bool {
        !post.isExpanded
            && measurer.lineCount(of: post.text, style: .body, width: textWidth(width)) > collapsedLines
    }

    static func textWidth(_ width: CGFloat) -> CGFloat { max(1, width - 2 * inset) }

    /// The layout of `post` at `width`.
    init(post: PostViewModel, width: CGFloat, measurer: any TextMeasuring) {
        let textWidth = Self.textWidth(width)
        var y = Self.inset
        func place(_ text: String, _ style: TextStyle, lines: Int) -> CGRect {
            let size = measurer.size(of: text, style: style, width: textWidth, maximumLines: lines)
            defer { y += size.height + Self.gap }
            return CGRect(x: Self.inset, y: y, width: min(textWidth, size.width), height: size.height)
        }
        if !post.author.isEmpty {
            author = place(post.author, .title, lines: 1)
            date = place(post.date, .caption, lines: 1)
        }
        text = place(post.text, .body, lines: post.isExpanded ? 0 : Self.collapsedLines)
        if Self.isTruncated(post, width: width, measurer: measurer) {
            readMore = place(WallPostCell.readMoreTitle, .caption, lines: 1)
        }
        let shown = min(post.photos.count, Self.visiblePhotos)
        if shown > 0 {
            let side = (textWidth - Self.gap * CGFloat(Self.visiblePhotos - 1)) / CGFloat(Self.visiblePhotos)
            photos = (0..<shown).map { index in
                CGRect(x: Self.inset + CGFloat(index) * (side + Self.gap), y: y, width: side, height: side)
            }
            y += side + Self.gap
        }
        if post.id > 0 { counts = place(post.countsText, .caption, lines: 1) }
        height = (y - Self.gap + Self.inset).rounded(.up)
    }
}
#endif
