#if canImport(UIKit)
import Tabula
import TabulaDemoData
import TabulaUIKit
import UIKit

/// A favourite friend in the sideways row: the name over the city. The compositional
/// layout gives the tile an absolute size, so its height function is only what Tabula would
/// measure (UIKit does not ask a fixed-size item).
final class FavouriteTile: MFSContentView<FriendViewModel>, MFSCellSizing {
    let nameLabel = UILabel()
    let cityLabel = UILabel()

    override func addSubviewsToSuperview() {
        for label in [nameLabel, cityLabel] where label.superview == nil { addSubview(label) }
    }

    override func bindData(from model: FriendViewModel) {
        nameLabel.showText(model.name, style: .body, maximumLines: 2)
        cityLabel.showText(model.city, style: .caption, maximumLines: 1)
    }

    override func resizeSubviews(for model: FriendViewModel, in size: CGSize) {
        let width = max(1, size.width - 16)
        let measurer = UIKitTextMeasurer()
        let name = measurer.size(of: model.name, style: .body, width: width, maximumLines: 2)
        nameLabel.frame = CGRect(x: 8, y: 8, width: width, height: name.height)
        let city = measurer.size(of: model.city, style: .caption, width: width, maximumLines: 1)
        cityLabel.frame = CGRect(x: 8, y: nameLabel.frame.maxY + 2, width: width, height: city.height)
    }

    nonisolated static func height(for model: FriendViewModel, width: CGFloat, context: any TextMeasuring) -> CGFloat {
        let inner = max(1, width - 16)
        let name = context.size(of: model.name, style: .body, width: inner, maximumLines: 2)
        let city = context.size(of: model.city, style: .caption, width: inner, maximumLines: 1)
        return (8 + name.height + 2 + city.height + 8).rounded(.up)
    }
}

/// A message in the list section: the chat screen's frames (``MessageBubbleCell``'s pure
/// function), so the list configuration's self-sizing gets exactly the height Tabula measured.
final class InboxMessageCell: MFSContentView<MessageViewModel>, MFSCellSizing {
    let senderLabel = UILabel()
    let bodyLabel = UILabel()

    override func addSubviewsToSuperview() {
        for label in [senderLabel, bodyLabel] where label.superview == nil { addSubview(label) }
    }

    override func bindData(from model: MessageViewModel) {
        senderLabel.showText("\(model.sender) · \(model.time)", style: .caption, maximumLines: 1)
        bodyLabel.showText(model.text, style: .body, maximumLines: 0)
    }

    override func resizeSubviews(for model: MessageViewModel, in size: CGSize) {
        let frames = MessageBubbleCell.frames(for: model, width: size.width, measurer: UIKitTextMeasurer())
        senderLabel.frame = frames.sender
        bodyLabel.frame = frames.body
    }

    nonisolated static func height(for model: MessageViewModel, width: CGFloat, context: any TextMeasuring)
        -> CGFloat
    {
        (MessageBubbleCell.frames(for: model, width: width, measurer: context).body.maxY + 8).rounded(.up)
    }
}
#endif
