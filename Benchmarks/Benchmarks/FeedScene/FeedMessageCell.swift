import Foundation
import Tabula

/// The message row's MFS steps: one text subview whose frame comes from the data.
final class FeedMessageCell: MFSView {
    typealias ViewModel = FeedMessage

    let context: FeedSizingContext
    private var text: FeedNode?
    private var bubbleIsOutgoing = false

    init(context: FeedSizingContext) {
        self.context = context
    }

    func removeSubviews() {
        text = nil
    }

    func initSubviews(for viewModel: FeedMessage) {
        if text == nil { text = FeedNode() }
    }

    func updateStyles(for viewModel: FeedMessage, styles: inout MFSStyleContext) {
        // The bubble colour depends on the sender; the shadow is styled once.
        bubbleIsOutgoing = viewModel.isOutgoing
        if let text { styles.once("bubbleShadow") { text.expensiveStyleCount += 1 } }
    }

    func bindData(from viewModel: FeedMessage) {
        text?.text = viewModel.text
    }

    func resizeSubviews(for viewModel: FeedMessage, in size: CGSize) {
        text?.frame = FeedFrames.messageTextFrame(viewModel, width: size.width, context: context)
    }

    var framedSubviews: [any MFSFramedView] {
        [text].compactMap { $0 }
    }

    func addSubviewsToSuperview() {
        text?.isInSuperview = true
    }
}
