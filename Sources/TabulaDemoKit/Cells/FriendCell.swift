import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal

/// A friend row: every frame is the same for every friend, so all of them come from the
/// cell type's static frame cache, and the height is a constant.
@MainActor
package final class FriendCell: DemoListCell, FeedMFSCell {
    /// The view model type.
    package typealias ViewModel = FriendViewModel
    /// The reuse identifier.
    package nonisolated static let reuseIdentifier = "friend"

    /// The sizing context (its static frame cache).
    package var context: FeedSizing?
    private var avatar: TerminalImageBox?
    private var name: TerminalLabel?
    private var city: TerminalLabel?
    private var status: TerminalLabel?
    /// The MFS driver of this cell.
    package private(set) lazy var driver = MFSDriver(view: self)

    /// The subviews built so far.
    package var builtSubviews: [TerminalView?] {
        [avatar, name, city, status]
    }

    /// Resize only.
    package override func layoutSubviews() {
        driver.followTerminalView()
    }

    package func removeSubviews() {
        removeBuiltSubviews()
        (avatar, name, city, status) = (nil, nil, nil, nil)
    }

    package func initSubviews(for viewModel: FriendViewModel) {
        if avatar == nil { avatar = TerminalImageBox() }
        if name == nil { name = TerminalLabel(style: .title) }
        if city == nil { city = TerminalLabel() }
        if status == nil { status = TerminalLabel() }
    }

    package func updateStyles(for viewModel: FriendViewModel, styles: inout MFSStyleContext) {
        if let avatar { styles.once("avatar") { avatar.borderColor = .standard(.cyan) } }
        city?.isDim = true
        status?.textColor = viewModel.isOnline ? .standard(.green) : .grey(10)
        status?.alignment = .trailing
    }

    package func bindData(from viewModel: FriendViewModel) {
        avatar?.caption = TerminalImageBox.initials(of: viewModel.name)
        name?.text = viewModel.name
        city?.text = viewModel.city
        status?.text = viewModel.isOnline ? "● online" : "○ offline"
    }

    package func resizeSubviews(for viewModel: FriendViewModel, in size: CGSize) {
        guard let context else { return }
        avatar?.frame = Self.frame("avatar", width: size.width, context: context)
        name?.frame = Self.frame("name", width: size.width, context: context)
        city?.frame = Self.frame("city", width: size.width, context: context)
        status?.frame = Self.frame("status", width: size.width, context: context)
    }
}

extension FriendCell: MFSCellSizing {
    /// Every row's height.
    package nonisolated static let rowHeight: CGFloat = 3

    /// The frame of `subview` at `width`, the same for every friend, cached per width.
    package nonisolated static func frame(_ subview: String, width: CGFloat, context: FeedSizing) -> CGRect {
        context.friendStaticFrames.frame(subview, width: width) {
            switch subview {
            case "avatar": CGRect(x: 2, y: 0, width: 6, height: 3)
            case "name": CGRect(x: 9, y: 0, width: max(0, width - 22), height: 1)
            case "city": CGRect(x: 9, y: 1, width: max(0, width - 22), height: 1)
            default: CGRect(x: max(0, width - 12), y: 0, width: 11, height: 1)
            }
        }
    }

    /// Always ``rowHeight``.
    package nonisolated static func height(for viewModel: FriendViewModel, width: CGFloat, context: FeedSizing)
        -> CGFloat
    {
        rowHeight
    }
}
