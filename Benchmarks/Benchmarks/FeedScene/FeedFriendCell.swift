import Foundation
import Tabula

/// The friend row's MFS steps: three subviews, frames from the static frame cache.
final class FeedFriendCell: MFSView {
    typealias ViewModel = FeedFriend

    let context: FeedSizingContext
    private var avatar: FeedNode?
    private var name: FeedNode?
    private var status: FeedNode?

    init(context: FeedSizingContext) {
        self.context = context
    }

    func removeSubviews() {
        (avatar, name, status) = (nil, nil, nil)
    }

    func initSubviews(for viewModel: FeedFriend) {
        if avatar == nil { avatar = FeedNode() }
        if name == nil { name = FeedNode() }
        if status == nil { status = FeedNode() }
    }

    func updateStyles(for viewModel: FeedFriend, styles: inout MFSStyleContext) {
        if let avatar { styles.once("avatar") { avatar.expensiveStyleCount += 1 } }
    }

    func bindData(from viewModel: FeedFriend) {
        name?.text = viewModel.name
        status?.text = "online"
        status?.isHidden = !viewModel.isOnline
    }

    func resizeSubviews(for viewModel: FeedFriend, in size: CGSize) {
        avatar?.frame = FeedFrames.friendAvatarFrame(width: size.width, context: context)
        name?.frame = FeedFrames.friendNameFrame(width: size.width, context: context)
        status?.frame = FeedFrames.friendStatusFrame(width: size.width, context: context)
    }

    var framedSubviews: [any MFSFramedView] {
        [avatar, name, status].compactMap { $0 }
    }

    func addSubviewsToSuperview() {
        for node in [avatar, name, status].compactMap({ $0 }) { node.isInSuperview = true }
    }
}
