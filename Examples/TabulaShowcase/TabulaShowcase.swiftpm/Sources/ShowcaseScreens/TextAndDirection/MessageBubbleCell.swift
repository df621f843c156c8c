#if canImport(UIKit)
import Tabula
import TabulaDemoData
import TabulaUIKit
import UIKit

/// A chat message: the sender over the text, outgoing ones on the trailing side. Frames are
/// written left to right; the MFS driver mirrors them when the view is right to left,
/// and the text is measured at the list's text size, so both follow the user's settings.
final class MessageBubbleCell: MFSContentView<DirectedMessage>, MFSCellSizing {
    let senderLabel = UILabel()
    let bodyLabel = UILabel()

    override func addSubviewsToSuperview() {
        for label in [senderLabel, bodyLabel] where label.superview == nil { addSubview(label) }
    }

    override func updateStyles(for model: DirectedMessage, styles: inout MFSStyleContext) {
        let attribute: UISemanticContentAttribute = model.rightToLeft ? .forceRightToLeft : .forceLeftToRight
        if semanticContentAttribute != attribute {
            // The driver mirrors frames by this view's direction: laid out again in it.
            semanticContentAttribute = attribute
            setNeedsLayout()
        }
        bodyLabel.backgroundColor = model.message.isOutgoing ? .secondarySystemFill : .clear
    }

    override func bindData(from model: DirectedMessage) {
        senderLabel.showText("\(model.message.sender) · \(model.message.time)", style: .caption, maximumLines: 1)
        bodyLabel.showText(model.message.text, style: .body, maximumLines: 0)
    }

    override func resizeSubviews(for model: DirectedMessage, in size: CGSize) {
        let frames = Self.frames(for: model.message, width: size.width, measurer: UIKitTextMeasurer())
        senderLabel.frame = frames.sender
        bodyLabel.frame = frames.body
    }

    /// Left to right: incoming at the left, outgoing at the right, at most 3/4 of the width.
    nonisolated static func frames(for message: MessageViewModel, width: CGFloat, measurer: any TextMeasuring)
        -> (sender: CGRect, body: CGRect)
    {
        let maxWidth = max(1, (width - 32) * 0.75)
        let sender = measurer.size(
            of: "\(message.sender) · \(message.time)", style: .caption, width: maxWidth, maximumLines: 1)
        let body = measurer.size(of: message.text, style: .body, width: maxWidth, maximumLines: 0)
        func x(_ w: CGFloat) -> CGFloat { message.isOutgoing ? width - 16 - w : 16 }
        let senderFrame = CGRect(x: x(sender.width), y: 8, width: sender.width, height: sender.height)
        let bodyFrame = CGRect(x: x(body.width), y: senderFrame.maxY + 2, width: body.width, height: body.height)
        return (senderFrame, bodyFrame)
    }

    nonisolated static func height(for model: DirectedMessage, width: CGFloat, context: any TextMeasuring) -> CGFloat {
        (frames(for: model.message, width: width, measurer: context).body.maxY + 8).rounded(.up)
    }
}
#endif
