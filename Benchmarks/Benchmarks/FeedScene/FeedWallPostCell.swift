import Foundation
import Tabula

/// The wall post's MFS steps: a fixed set of eight subviews built once; bind hides what a
/// post does not need, resize sets every frame from ``FeedFrames/wallFrames(_:width:context:)``.
final class FeedWallPostCell: MFSView {
    typealias ViewModel = FeedWallPost

    let context: FeedSizingContext
    private var nodes: [FeedNode] = []
    private var likePadding: CGFloat = 0

    private enum Slot: Int, CaseIterable {
        case avatar, author, text, readMore, gallery, like, comment, repost
    }

    init(context: FeedSizingContext) {
        self.context = context
    }

    private func node(_ slot: Slot) -> FeedNode? {
        nodes.indices.contains(slot.rawValue) ? nodes[slot.rawValue] : nil
    }

    func removeSubviews() {
        nodes = []
    }

    func initSubviews(for viewModel: FeedWallPost) {
        if nodes.isEmpty { nodes = Slot.allCases.map { _ in FeedNode() } }
    }

    func updateStyles(for viewModel: FeedWallPost, styles: inout MFSStyleContext) {
        // The seed: more padding when a post has a four-digit like count.
        likePadding = viewModel.likes >= 1000 ? 8 : 4
        if let gallery = node(.gallery) { styles.once("gallery") { gallery.expensiveStyleCount += 1 } }
        if let avatar = node(.avatar) { styles.once("avatar") { avatar.expensiveStyleCount += 1 } }
    }

    func bindData(from viewModel: FeedWallPost) {
        node(.author)?.text = viewModel.author
        node(.text)?.text = viewModel.text
        node(.text)?.isHidden = viewModel.text.isEmpty
        node(.gallery)?.isHidden = viewModel.photoCount == 0
        node(.like)?.text = String(viewModel.likes)
        node(.comment)?.text = String(viewModel.comments)
        node(.repost)?.text = String(viewModel.reposts)
    }

    func resizeSubviews(for viewModel: FeedWallPost, in size: CGSize) {
        let frames = FeedFrames.wallFrames(viewModel, width: size.width, context: context)
        node(.avatar)?.frame = frames.avatar
        node(.author)?.frame = frames.author
        node(.text)?.frame = frames.text
        // Whether "read more" shows depends on the width, so it is decided here.
        node(.readMore)?.isHidden = frames.readMore == nil
        node(.readMore)?.frame = frames.readMore ?? .zero
        node(.gallery)?.frame = frames.gallery ?? .zero
        node(.like)?.frame = frames.like
        node(.comment)?.frame = frames.comment
        node(.repost)?.frame = frames.repost
    }

    var framedSubviews: [any MFSFramedView] {
        nodes
    }

    func addSubviewsToSuperview() {
        for node in nodes { node.isInSuperview = true }
    }
}
