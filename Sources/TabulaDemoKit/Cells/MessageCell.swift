import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal

/// The frames of a message at one width.
package struct MessageFrames: Hashable, Sendable {
    /// "sender · time".
    package var header: CGRect
    /// The bubble around the text.
    package var bubble: CGRect
    /// The text inside the bubble.
    package var text: CGRect

    /// The message's height.
    package var height: CGFloat { bubble.maxY }
}

/// A chat message: the frames depend on the text (and on who wrote it) but not on
/// neighbours, so they are cached per message and width.
@MainActor
package final class MessageCell: DemoListCell, FeedMFSCell {
    /// The view model type.
    package typealias ViewModel = MessageViewModel
    /// The reuse identifier.
    package nonisolated static let reuseIdentifier = "message"

    /// The sizing context.
    package var context: FeedSizing?
    private var header: TerminalLabel?
    private var bubble: TerminalImageBox?
    private var text: TerminalLabel?
    /// The MFS driver of this cell.
    package private(set) lazy var driver = MFSDriver(view: self)

    /// The subviews built so far.
    package var builtSubviews: [TerminalView?] {
        [header, bubble, text]
    }

    /// Resize only.
    package override func layoutSubviews() {
        driver.followTerminalView()
    }

    package func removeSubviews() {
        removeBuiltSubviews()
        (header, bubble, text) = (nil, nil, nil)
    }

    package func initSubviews(for viewModel: MessageViewModel) {
        if header == nil { header = TerminalLabel() }
        if bubble == nil { bubble = TerminalImageBox() }
        if text == nil { text = TerminalLabel() }
    }

    package func updateStyles(for viewModel: MessageViewModel, styles: inout MFSStyleContext) {
        // Bubbles are coloured by sender: outgoing blue, incoming grey.
        bubble?.isRounded = true
        bubble?.borderColor = viewModel.isOutgoing ? .standard(.blue) : .grey(12)
        header?.isDim = true
        header?.alignment = viewModel.isOutgoing ? .trailing : .natural
        text?.numberOfLines = 0
    }

    package func bindData(from viewModel: MessageViewModel) {
        header?.text = "\(viewModel.sender) · \(viewModel.time)"
        text?.text = viewModel.text
    }

    package func resizeSubviews(for viewModel: MessageViewModel, in size: CGSize) {
        guard let context else { return }
        let measuring = context.context(width: size.width)
        let frames = Self.frames(for: viewModel, in: measuring, context: context)
        header?.frame = frames.header
        bubble?.frame = frames.bubble
        text?.frame = frames.text
        text?.textSize = measuring.textSize
    }
}

extension MessageCell: FeedCellSizing {
    /// The frames of `message` in `measuring`, cached per message and context.
    package nonisolated static func frames(
        for message: MessageViewModel, in measuring: ListMeasuringContext, context: FeedSizing
    ) -> MessageFrames {
        let width = measuring.width
        let cache = context.messageFrames
        let bubble = cache.frame("bubble", for: message.id, in: measuring) {
            let maximum = max(8, (width * 0.7).rounded(.down))
            let textSize = context.measurer.atTextSize(measuring.textSize)
                .size(of: message.text, style: .body, width: maximum - 4, maximumLines: 0)
            let bubbleWidth = textSize.width + 4
            let x = message.isOutgoing ? max(1, width - bubbleWidth - 1) : 2
            return CGRect(x: x, y: 1, width: bubbleWidth, height: textSize.height + 2)
        }
        let header = cache.frame("header", for: message.id, in: measuring) {
            CGRect(x: 2, y: 0, width: max(0, width - 3), height: 1)
        }
        let text = CGRect(x: bubble.minX + 2, y: bubble.minY + 1, width: bubble.width - 4, height: bubble.height - 2)
        return MessageFrames(header: header, bubble: bubble, text: text)
    }

    /// The message's height in `measuring`.
    package nonisolated static func height(
        for message: MessageViewModel, in measuring: ListMeasuringContext, context: FeedSizing
    ) -> CGFloat {
        frames(for: message, in: measuring, context: context).height
    }
}
