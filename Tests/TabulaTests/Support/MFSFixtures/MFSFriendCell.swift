import Foundation
@_spi(Testing) import Tabula

/// M7 type 1: fixed frames (a friends list) — same for every row, cached per width in a
/// static frame cache.
struct MFSFriendViewModel: MFSViewModel {
    var id: Int
    var name: String
    var isOnline: Bool
}

final class MFSFriendCell: MFSView {
    typealias ViewModel = MFSFriendViewModel

    let context: MFSFeedContext
    let log = MFSStepLog()
    var avatar: MFSFixtureNode?
    var nameLabel: MFSFixtureNode?
    var statusLabel: MFSFixtureNode?

    init(context: MFSFeedContext) {
        self.context = context
    }

    func removeSubviews() {
        log.record("removeSubviews")
        avatar = nil
        nameLabel = nil
        statusLabel = nil
    }

    func initSubviews(for viewModel: MFSFriendViewModel) {
        log.record("initSubviews")
        if avatar == nil { avatar = MFSFixtureNode("avatar") }
        if nameLabel == nil { nameLabel = MFSFixtureNode("name") }
        if statusLabel == nil { statusLabel = MFSFixtureNode("status") }
    }

    func updateStyles(for viewModel: MFSFriendViewModel, styles: inout MFSStyleContext) {
        log.record("updateStyles")
        nameLabel?.styleCalls += 1
        if let avatar {
            styles.once("avatar") { avatar.expensiveStyleCalls += 1 }
        }
    }

    func bindData(from viewModel: MFSFriendViewModel) {
        log.record("bindData")
        nameLabel?.text = viewModel.name
        statusLabel?.text = "online"
        statusLabel?.isHidden = !viewModel.isOnline
    }

    func resizeSubviews(for viewModel: MFSFriendViewModel, in size: CGSize) {
        log.record("resizeSubviews")
        avatar?.frame = Self.avatarFrame(width: size.width, context: context)
        nameLabel?.frame = Self.nameFrame(width: size.width, context: context)
        statusLabel?.frame = Self.statusFrame(width: size.width, context: context)
    }

    var framedSubviews: [any MFSFramedView] {
        [avatar, nameLabel, statusLabel].compactMap { $0 }
    }

    func addSubviewsToSuperview() {
        log.record("addSubviewsToSuperview")
        for node in [avatar, nameLabel, statusLabel].compactMap({ $0 }) where !node.isInSuperview {
            node.isInSuperview = true
        }
    }
}

// MARK: - Frames (pure, static, callable off the main actor)

extension MFSFriendCell: MFSCellSizing {
    nonisolated static let rowHeight: CGFloat = 54

    nonisolated static func avatarFrame(width: CGFloat, context: MFSFeedContext) -> CGRect {
        context.friendStaticFrames.frame("avatar", width: width) {
            CGRect(x: 10, y: 5, width: 44, height: 44)
        }
    }

    nonisolated static func nameFrame(width: CGFloat, context: MFSFeedContext) -> CGRect {
        context.friendStaticFrames.frame("name", width: width) {
            CGRect(x: 64, y: 5, width: max(0, width - 74), height: 20)
        }
    }

    nonisolated static func statusFrame(width: CGFloat, context: MFSFeedContext) -> CGRect {
        context.friendStaticFrames.frame("status", width: width) {
            CGRect(x: 64, y: 29, width: max(0, width - 74), height: 20)
        }
    }

    nonisolated static func height(for viewModel: MFSFriendViewModel, width: CGFloat, context: MFSFeedContext)
        -> CGFloat
    {
        rowHeight
    }
}
