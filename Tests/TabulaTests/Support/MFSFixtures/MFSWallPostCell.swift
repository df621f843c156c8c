import Foundation
@_spi(Testing) import Tabula

/// M7 type 3: composite, expandable, height-changing (a wall post with "read more",
/// photos and like/comment/repost counts). A fixed set of subviews built once; bind hides
/// what a post does not need.
struct MFSWallPostViewModel: MFSViewModel {
    var id: Int
    var author: String
    var text: String
    var photoCount: Int
    var likes: Int
    var comments: Int
    var reposts: Int
    var isExpanded = false
}

/// The same post, but compared by identity only (the seed's `isEqualToModel`).
struct MFSWallPostByIdentity: VisiblyEqualByIdentity {
    var id: Int
    var likes: Int
}

/// All frames of a wall post at one width.
struct MFSWallPostFrames: Hashable, Sendable {
    var avatar: CGRect
    var author: CGRect
    var text: CGRect
    var readMore: CGRect?
    var gallery: CGRect?
    var like: CGRect
    var comment: CGRect
    var repost: CGRect

    var height: CGFloat { like.maxY + MFSWallPostCell.padding }
}

final class MFSWallPostCell: MFSView {
    typealias ViewModel = MFSWallPostViewModel

    let context: MFSFeedContext
    let log = MFSStepLog()
    var avatar: MFSFixtureNode?
    var author: MFSFixtureNode?
    var text: MFSFixtureNode?
    var readMore: MFSFixtureNode?
    var gallery: MFSFixtureNode?
    var like: MFSFixtureNode?
    var comment: MFSFixtureNode?
    var repost: MFSFixtureNode?
    var likePadding: CGFloat = 0

    init(context: MFSFeedContext) {
        self.context = context
    }

    var nodes: [MFSFixtureNode] {
        [avatar, author, text, readMore, gallery, like, comment, repost].compactMap { $0 }
    }

    func removeSubviews() {
        log.record("removeSubviews")
        (avatar, author, text, readMore, gallery, like, comment, repost) = (nil, nil, nil, nil, nil, nil, nil, nil)
    }

    func initSubviews(for viewModel: MFSWallPostViewModel) {
        log.record("initSubviews")
        if avatar == nil { avatar = MFSFixtureNode("avatar") }
        if author == nil { author = MFSFixtureNode("author") }
        if text == nil { text = MFSFixtureNode("text") }
        if readMore == nil { readMore = MFSFixtureNode("readMore") }
        if gallery == nil { gallery = MFSFixtureNode("gallery") }
        if like == nil { like = MFSFixtureNode("like") }
        if comment == nil { comment = MFSFixtureNode("comment") }
        if repost == nil { repost = MFSFixtureNode("repost") }
    }

    func updateStyles(for viewModel: MFSWallPostViewModel, styles: inout MFSStyleContext) {
        log.record("updateStyles")
        // The seed: more padding when a post has a four-digit like count.
        likePadding = viewModel.likes >= 1000 ? 8 : 4
        for node in nodes { node.styleCalls += 1 }
        if let gallery {
            styles.once("gallery") { gallery.expensiveStyleCalls += 1 }
        }
        if let avatar {
            styles.once("avatar") { avatar.expensiveStyleCalls += 1 }
        }
    }

    func bindData(from viewModel: MFSWallPostViewModel) {
        log.record("bindData")
        author?.text = viewModel.author
        text?.text = viewModel.text
        text?.isHidden = viewModel.text.isEmpty
        gallery?.text = "\(viewModel.photoCount) photos"
        gallery?.isHidden = viewModel.photoCount == 0
        like?.text = "\(viewModel.likes)"
        comment?.text = "\(viewModel.comments)"
        repost?.text = "\(viewModel.reposts)"
    }

    func resizeSubviews(for viewModel: MFSWallPostViewModel, in size: CGSize) {
        log.record("resizeSubviews")
        let frames = Self.frames(for: viewModel, width: size.width, context: context)
        avatar?.frame = frames.avatar
        author?.frame = frames.author
        text?.frame = frames.text
        // Whether "read more" shows depends on the width, so it is decided here.
        readMore?.isHidden = frames.readMore == nil
        readMore?.frame = frames.readMore ?? .zero
        gallery?.frame = frames.gallery ?? .zero
        like?.frame = frames.like
        comment?.frame = frames.comment
        repost?.frame = frames.repost
    }

    var framedSubviews: [any MFSFramedView] {
        nodes
    }

    func addSubviewsToSuperview() {
        log.record("addSubviewsToSuperview")
        for node in nodes where !node.isInSuperview { node.isInSuperview = true }
    }
}

extension MFSWallPostCell: MFSCellSizing {
    nonisolated static let padding: CGFloat = 10
    nonisolated static let collapsedLines = 3

    /// Sizes of the dynamic subviews (the seed's `-subviewSizes`): text min/max with the
    /// "exceeds limit" flag, and the base height as an untyped extra.
    nonisolated static func sizes(for viewModel: MFSWallPostViewModel, width: CGFloat, context: MFSFeedContext)
        -> SubviewSizes
    {
        context.wallSizes.sizes(for: viewModel.id, width: width) {
            let textWidth = max(0, width - 2 * padding)
            let full = context.measurer.size(of: viewModel.text, style: .body, width: textWidth, maximumLines: 0)
            let compact = context.measurer.size(
                of: viewModel.text, style: .body, width: textWidth, maximumLines: collapsedLines)
            var sizes = SubviewSizes()
            sizes["text"] = SizeRange(min: compact, max: full, exceedsLimit: full.height > compact.height)
            sizes.extras["baseHeight"] = CGFloat(60 + 30 + padding)
            return sizes
        }
    }

    nonisolated static func frames(for viewModel: MFSWallPostViewModel, width: CGFloat, context: MFSFeedContext)
        -> MFSWallPostFrames
    {
        let avatar = context.wallStaticFrames.frame("avatar", width: width) {
            CGRect(x: padding, y: padding, width: 40, height: 40)
        }
        let author = context.wallStaticFrames.frame("author", width: width) {
            CGRect(x: 60, y: padding, width: max(0, width - 70), height: 20)
        }
        let range =
            sizes(for: viewModel, width: width, context: context)["text"]
            ?? SizeRange(fixed: .zero)
        let textSize = range.size(expanded: viewModel.isExpanded)
        let text = CGRect(x: padding, y: 60, width: textSize.width, height: textSize.height)
        var bottom = text.maxY
        var readMore: CGRect?
        if range.exceedsLimit, !viewModel.isExpanded {
            readMore = CGRect(x: padding, y: bottom + 4, width: 100, height: 20)
            bottom = readMore!.maxY
        }
        var gallery: CGRect?
        if viewModel.photoCount > 0 {
            gallery = CGRect(x: padding, y: bottom + padding, width: max(0, width - 2 * padding), height: 120)
            bottom = gallery!.maxY
        }
        let buttonWidth = max(0, (width - 2 * padding) / 3)
        let y = bottom + padding
        return MFSWallPostFrames(
            avatar: avatar, author: author, text: text, readMore: readMore, gallery: gallery,
            like: CGRect(x: padding, y: y, width: buttonWidth, height: 30),
            comment: CGRect(x: padding + buttonWidth, y: y, width: buttonWidth, height: 30),
            repost: CGRect(x: padding + 2 * buttonWidth, y: y, width: buttonWidth, height: 30))
    }

    /// Compact and expanded heights, computed together once per width (SPEC M8).
    nonisolated static func heights(for viewModel: MFSWallPostViewModel, width: CGFloat, context: MFSFeedContext)
        -> ExpandableHeights
    {
        context.wallHeights.value(for: viewModel.id, width: width) {
            var collapsed = viewModel
            collapsed.isExpanded = false
            var expanded = viewModel
            expanded.isExpanded = true
            return ExpandableHeights(
                compact: frames(for: collapsed, width: width, context: context).height,
                expanded: frames(for: expanded, width: width, context: context).height)
        }
    }

    nonisolated static func height(for viewModel: MFSWallPostViewModel, width: CGFloat, context: MFSFeedContext)
        -> CGFloat
    {
        heights(for: viewModel, width: width, context: context).height(expanded: viewModel.isExpanded)
    }
}
