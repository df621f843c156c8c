#if canImport(UIKit)
import Tabula
import TabulaDemoData
import TabulaUIKit
import UIKit

/// A friend: name over city, with a dot when online. Frames from a pure function, as on the wall.
final class ContactCell: MFSContentView<FriendViewModel>, MFSCellSizing {
    nonisolated static let inset: CGFloat = 16
    nonisolated static let dot: CGFloat = 10

    let nameLabel = UILabel()
    let cityLabel = UILabel()
    let onlineDot = UIView()

    override func addSubviewsToSuperview() {
        for view in [nameLabel, cityLabel, onlineDot] where view.superview == nil { addSubview(view) }
    }

    override func bindData(from friend: FriendViewModel) {
        nameLabel.showText(friend.name, style: .body, maximumLines: 1)
        cityLabel.showText(friend.city, style: .caption, maximumLines: 1)
        onlineDot.backgroundColor = friend.isOnline ? .systemBlue : .clear
    }

    override func resizeSubviews(for friend: FriendViewModel, in size: CGSize) {
        let frames = Self.frames(for: friend, width: size.width, measurer: UIKitTextMeasurer())
        nameLabel.frame = frames.name
        cityLabel.frame = frames.city
        onlineDot.frame = frames.dot
    }

    nonisolated static func frames(for friend: FriendViewModel, width: CGFloat, measurer: any TextMeasuring)
        -> (name: CGRect, city: CGRect, dot: CGRect)
    {
        let textWidth = max(1, width - 3 * inset - dot)
        let name = measurer.size(of: friend.name, style: .body, width: textWidth, maximumLines: 1)
        let city = measurer.size(of: friend.city, style: .caption, width: textWidth, maximumLines: 1)
        let nameFrame = CGRect(x: inset, y: 10, width: name.width, height: name.height)
        let cityFrame = CGRect(x: inset, y: nameFrame.maxY + 2, width: city.width, height: city.height)
        let dotFrame = CGRect(x: width - inset - dot, y: (cityFrame.maxY + 10 - dot) / 2, width: dot, height: dot)
        return (nameFrame, cityFrame, dotFrame)
    }

    nonisolated static func height(for friend: FriendViewModel, width: CGFloat, context: any TextMeasuring)
        -> CGFloat
    {
        (frames(for: friend, width: width, measurer: context).city.maxY + 10).rounded(.up)
    }
}

/// A section title over the rows (a plain table keeps it pinned while its section scrolls).
final class SectionTitleView: UITableViewHeaderFooterView {
    let titleLabel = UILabel()

    func show(_ title: String) {
        if titleLabel.superview == nil { contentView.addSubview(titleLabel) }
        titleLabel.showText(title, style: .caption, maximumLines: 1)
        titleLabel.frame = CGRect(x: 16, y: 6, width: max(0, contentView.bounds.width - 32), height: 16)
    }
}
#endif
