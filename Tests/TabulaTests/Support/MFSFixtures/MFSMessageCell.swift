import Foundation
@_spi(Testing) import Tabula

/// M7 type 2: frames from data, height from data (a chat message): the text frame depends
/// on the text, its position does not; cached per width per view model.
struct MFSMessageViewModel: MFSViewModel {
    var id: Int
    var text: String
    var isOutgoing: Bool
}

final class MFSMessageCell: MFSView {
    typealias ViewModel = MFSMessageViewModel
    /// Resize before bind, as a cell whose image loader needs the final frame would.
    static var resizesBeforeBinding: Bool { true }

    let context: MFSFeedContext
    let log = MFSStepLog()
    var textLabel: MFSFixtureNode?
    var bubbleColor = ""

    init(context: MFSFeedContext) {
        self.context = context
    }

    func removeSubviews() {
        log.record("removeSubviews")
        textLabel = nil
    }

    func initSubviews(for viewModel: MFSMessageViewModel) {
        log.record("initSubviews")
        if textLabel == nil { textLabel = MFSFixtureNode("text") }
    }

    func updateStyles(for viewModel: MFSMessageViewModel, styles: inout MFSStyleContext) {
        log.record("updateStyles")
        // Style depends on the view model (the seed: bubble colour by sender).
        bubbleColor = viewModel.isOutgoing ? "blue" : "grey"
        if let textLabel {
            styles.once("bubbleShadow") { textLabel.expensiveStyleCalls += 1 }
        }
    }

    func bindData(from viewModel: MFSMessageViewModel) {
        log.record("bindData")
        textLabel?.text = viewModel.text
    }

    func resizeSubviews(for viewModel: MFSMessageViewModel, in size: CGSize) {
        log.record("resizeSubviews")
        textLabel?.frame = Self.textFrame(for: viewModel, width: size.width, context: context)
    }

    var framedSubviews: [any MFSFramedView] {
        [textLabel].compactMap { $0 }
    }

    func addSubviewsToSuperview() {
        log.record("addSubviewsToSuperview")
        textLabel?.isInSuperview = true
    }
}

extension MFSMessageCell: MFSCellSizing {
    nonisolated static let padding: CGFloat = 16

    nonisolated static func textFrame(for viewModel: MFSMessageViewModel, width: CGFloat, context: MFSFeedContext)
        -> CGRect
    {
        context.messageFrames.frame("text", for: viewModel.id, width: width) {
            let maxWidth = max(0, width - 2 * padding - 40)
            let size = context.measurer.size(of: viewModel.text, style: .body, width: maxWidth, maximumLines: 0)
            let x = viewModel.isOutgoing ? width - padding - size.width : padding
            return CGRect(x: x, y: 8, width: size.width, height: size.height)
        }
    }

    nonisolated static func height(for viewModel: MFSMessageViewModel, width: CGFloat, context: MFSFeedContext)
        -> CGFloat
    {
        textFrame(for: viewModel, width: width, context: context).maxY + 8
    }
}
