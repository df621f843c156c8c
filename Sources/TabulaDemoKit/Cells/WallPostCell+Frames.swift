import Foundation
@_spi(Testing) import Tabula

/// Frames: pure, type-level functions of a view model and a measuring context (width and
/// text size), callable on any thread with no cell object, so page loaders precompute them
/// off the main actor. The `width:` height (``FeedCellSizing``) measures at the text size
/// the app shows now.
extension WallPostCell: FeedCellSizing {
    /// Lines of text shown before "read more".
    package nonisolated static let collapsedLines = 4
    /// The photo strip's height.
    package nonisolated static let galleryHeight: CGFloat = 5
    /// Where the content starts (column 0 is the selection bar).
    nonisolated static let inset: CGFloat = 2

    /// The sizes of the dynamic subviews in `measuring`: the text's compact and full size
    /// and whether it exceeds the compact limit; cached per context and post.
    package nonisolated static func sizes(
        for post: PostViewModel, in measuring: ListMeasuringContext, context: FeedSizing
    ) -> SubviewSizes {
        context.wallSizes.sizes(for: post.id, in: measuring) {
            let width = measuring.width
            let measurer = context.measurer.atTextSize(measuring.textSize)
            let textWidth = max(1, width - inset - 1)
            let full = measurer.size(of: post.text, style: .body, width: textWidth, maximumLines: 0)
            let compact = measurer.size(
                of: post.text, style: .body, width: textWidth, maximumLines: collapsedLines)
            var sizes = SubviewSizes()
            sizes["text"] = SizeRange(min: compact, max: full, exceedsLimit: full.height > compact.height)
            return sizes
        }
    }

    /// Every frame of `post` in `measuring`. Static frames come from the type's cache; the
    /// text size from the post's size cache; origins below the text are recomputed (they
    /// move when the text expands).
    package nonisolated static func frames(
        for post: PostViewModel, in measuring: ListMeasuringContext, context: FeedSizing
    ) -> WallPostFrames {
        let width = measuring.width
        let statics = context.wallStaticFrames
        let avatar = statics.frame("avatar", in: measuring) { CGRect(x: inset, y: 0, width: 6, height: 3) }
        let author = statics.frame("author", in: measuring) {
            CGRect(x: inset + 7, y: 0, width: max(0, width - inset - 8), height: 1)
        }
        let date = statics.frame("date", in: measuring) {
            CGRect(x: inset + 7, y: 1, width: max(0, width - inset - 8), height: 1)
        }
        let range = sizes(for: post, in: measuring, context: context)["text"] ?? SizeRange(fixed: .zero)
        let textSize = range.size(expanded: post.isExpanded)
        let text = CGRect(x: inset, y: 3, width: max(0, width - inset - 1), height: textSize.height)
        var bottom = text.maxY
        var readMore: CGRect?
        if range.exceedsLimit, !post.isExpanded {
            readMore = CGRect(x: inset, y: bottom, width: 16, height: 1)
            bottom += 1
        }
        var gallery: CGRect?
        if !post.photos.isEmpty {
            gallery = CGRect(x: inset, y: bottom, width: max(0, width - inset - 1), height: galleryHeight)
            bottom += galleryHeight
        }
        let counts = CGRect(x: inset, y: bottom, width: max(0, width - inset - 1), height: 1)
        let separator = CGRect(x: 0, y: counts.maxY, width: width, height: 1)
        return WallPostFrames(
            avatar: avatar, author: author, date: date, text: text, readMore: readMore, gallery: gallery,
            counts: counts, separator: separator)
    }

    /// Compact and expanded heights in `measuring`, computed together once per context and
    /// post, so "read more" never measures again.
    package nonisolated static func heights(
        for post: PostViewModel, in measuring: ListMeasuringContext, context: FeedSizing
    ) -> ExpandableHeights {
        context.wallHeights.value(for: post.id, in: measuring) {
            var collapsed = post
            collapsed.isExpanded = false
            var expanded = post
            expanded.isExpanded = true
            return ExpandableHeights(
                compact: frames(for: collapsed, in: measuring, context: context).height,
                expanded: frames(for: expanded, in: measuring, context: context).height)
        }
    }

    /// The post's height in `measuring` in its current state.
    package nonisolated static func height(
        for post: PostViewModel, in measuring: ListMeasuringContext, context: FeedSizing
    ) -> CGFloat {
        heights(for: post, in: measuring, context: context).height(expanded: post.isExpanded)
    }
}
