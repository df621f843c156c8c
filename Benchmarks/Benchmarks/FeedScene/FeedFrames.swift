import Foundation
@_spi(Testing) import Tabula

/// All frames of a wall post at one width.
struct FeedWallPostFrames: Hashable, Sendable {
    var avatar: CGRect
    var author: CGRect
    var text: CGRect
    var readMore: CGRect?
    var gallery: CGRect?
    var like: CGRect
    var comment: CGRect
    var repost: CGRect

    var height: CGFloat { like.maxY + FeedFrames.wallPadding }
}

/// The feed's pure frame functions: (view model, width, context) → frames and heights,
/// callable on any thread with no cell object (SPEC M5). The same arithmetic as the MFS
/// test fixtures (friend, message, wall post), written against the public API.
enum FeedFrames {
    static let friendHeight: CGFloat = 54
    static let messagePadding: CGFloat = 16
    static let wallPadding: CGFloat = 10
    static let wallCollapsedLines = 3

    /// The height of `item`'s cell at `width` (the wall post collapsed or expanded as the
    /// view model says).
    static func height(of item: FeedItem, width: CGFloat, context: FeedSizingContext) -> CGFloat {
        switch item {
        case .friend:
            friendHeight
        case let .message(model):
            messageTextFrame(model, width: width, context: context).maxY + 8
        case let .wallPost(model):
            wallHeights(model, width: width, context: context).height(expanded: model.isExpanded)
        }
    }

    /// `item`'s cell size at `width`.
    static func size(of item: FeedItem, width: CGFloat, context: FeedSizingContext) -> CGSize {
        CGSize(width: width, height: height(of: item, width: width, context: context))
    }

    // MARK: Friend (static frames, cached per width)

    static func friendAvatarFrame(width: CGFloat, context: FeedSizingContext) -> CGRect {
        context.friendStaticFrames.frame("avatar", width: width) { CGRect(x: 10, y: 5, width: 44, height: 44) }
    }

    static func friendNameFrame(width: CGFloat, context: FeedSizingContext) -> CGRect {
        context.friendStaticFrames.frame("name", width: width) {
            CGRect(x: 64, y: 5, width: max(0, width - 74), height: 20)
        }
    }

    static func friendStatusFrame(width: CGFloat, context: FeedSizingContext) -> CGRect {
        context.friendStaticFrames.frame("status", width: width) {
            CGRect(x: 64, y: 29, width: max(0, width - 74), height: 20)
        }
    }

    // MARK: Message (frame from data, cached per view model and width)

    static func messageTextFrame(_ model: FeedMessage, width: CGFloat, context: FeedSizingContext) -> CGRect {
        context.messageFrames.frame("text", for: model.id, width: width) {
            let maxWidth = max(0, width - 2 * messagePadding - 40)
            let size = context.measurer.size(of: model.text, style: .body, width: maxWidth, maximumLines: 0)
            let x = model.isOutgoing ? width - messagePadding - size.width : messagePadding
            return CGRect(x: x, y: 8, width: size.width, height: size.height)
        }
    }

    // MARK: Wall post (subview sizes and heights cached per view model and width)

    /// Text sizes, full and collapsed to three lines, with the "exceeds limit" flag.
    static func wallSizes(_ model: FeedWallPost, width: CGFloat, context: FeedSizingContext) -> SubviewSizes {
        context.wallSizes.sizes(for: model.id, width: width) {
            let textWidth = max(0, width - 2 * wallPadding)
            let full = context.measurer.size(of: model.text, style: .body, width: textWidth, maximumLines: 0)
            let compact = context.measurer.size(
                of: model.text, style: .body, width: textWidth, maximumLines: wallCollapsedLines)
            var sizes = SubviewSizes()
            sizes["text"] = SizeRange(min: compact, max: full, exceedsLimit: full.height > compact.height)
            return sizes
        }
    }

    static func wallFrames(_ model: FeedWallPost, width: CGFloat, context: FeedSizingContext) -> FeedWallPostFrames {
        let avatar = context.wallStaticFrames.frame("avatar", width: width) {
            CGRect(x: wallPadding, y: wallPadding, width: 40, height: 40)
        }
        let author = context.wallStaticFrames.frame("author", width: width) {
            CGRect(x: 60, y: wallPadding, width: max(0, width - 70), height: 20)
        }
        let range = wallSizes(model, width: width, context: context)["text"] ?? SizeRange(fixed: .zero)
        let textSize = range.size(expanded: model.isExpanded)
        let text = CGRect(x: wallPadding, y: 60, width: textSize.width, height: textSize.height)
        var bottom = text.maxY
        var readMore: CGRect?
        if range.exceedsLimit, !model.isExpanded {
            let frame = CGRect(x: wallPadding, y: bottom + 4, width: 100, height: 20)
            readMore = frame
            bottom = frame.maxY
        }
        var gallery: CGRect?
        if model.photoCount > 0 {
            let frame = CGRect(
                x: wallPadding, y: bottom + wallPadding, width: max(0, width - 2 * wallPadding), height: 120)
            gallery = frame
            bottom = frame.maxY
        }
        let buttonWidth = max(0, (width - 2 * wallPadding) / 3)
        let y = bottom + wallPadding
        return FeedWallPostFrames(
            avatar: avatar, author: author, text: text, readMore: readMore, gallery: gallery,
            like: CGRect(x: wallPadding, y: y, width: buttonWidth, height: 30),
            comment: CGRect(x: wallPadding + buttonWidth, y: y, width: buttonWidth, height: 30),
            repost: CGRect(x: wallPadding + 2 * buttonWidth, y: y, width: buttonWidth, height: 30))
    }

    /// Compact and expanded heights, computed together once per width (SPEC M8).
    static func wallHeights(_ model: FeedWallPost, width: CGFloat, context: FeedSizingContext) -> ExpandableHeights {
        context.wallHeights.value(for: model.id, width: width) {
            var collapsed = model
            collapsed.isExpanded = false
            var expanded = model
            expanded.isExpanded = true
            return ExpandableHeights(
                compact: wallFrames(collapsed, width: width, context: context).height,
                expanded: wallFrames(expanded, width: width, context: context).height)
        }
    }
}
