import Foundation
import Tabula

/// The rebuild strategy: the set of subviews depends on the view model (photos or a
/// link), so a new view model of another shape rebuilds them.
struct MFSAttachmentViewModel: MFSViewModel {
    enum Content: Hashable, Sendable {
        case photos(count: Int)
        case link(title: String)
    }

    enum Shape: Hashable, Sendable {
        case photos
        case link
    }

    var id: Int
    var content: Content

    var layoutShape: Shape {
        switch content {
        case .photos: .photos
        case .link: .link
        }
    }
}

final class MFSAttachmentCell: MFSView {
    typealias ViewModel = MFSAttachmentViewModel

    let log = MFSStepLog()
    var subviews: [MFSFixtureNode] = []

    func removeSubviews() {
        log.record("removeSubviews")
        for node in subviews { node.isInSuperview = false }
        subviews = []
    }

    func initSubviews(for viewModel: MFSAttachmentViewModel) {
        log.record("initSubviews")
        guard subviews.isEmpty else { return }
        switch viewModel.content {
        case .photos:
            subviews = (0..<4).map { MFSFixtureNode("photo\($0)") }
        case .link:
            subviews = [MFSFixtureNode("icon"), MFSFixtureNode("title")]
        }
    }

    func updateStyles(for viewModel: MFSAttachmentViewModel, styles: inout MFSStyleContext) {
        log.record("updateStyles")
        for node in subviews {
            styles.once(node.name) { node.expensiveStyleCalls += 1 }
        }
    }

    func bindData(from viewModel: MFSAttachmentViewModel) {
        log.record("bindData")
        switch viewModel.content {
        case let .photos(count):
            for (index, node) in subviews.enumerated() { node.isHidden = index >= count }
        case let .link(title):
            subviews.last?.text = title
        }
    }

    func resizeSubviews(for viewModel: MFSAttachmentViewModel, in size: CGSize) {
        log.record("resizeSubviews")
        let width = size.width / CGFloat(max(1, subviews.count))
        for (index, node) in subviews.enumerated() {
            node.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: size.height)
        }
    }

    var framedSubviews: [any MFSFramedView] {
        subviews
    }

    func addSubviewsToSuperview() {
        log.record("addSubviewsToSuperview")
        for node in subviews where !node.isInSuperview { node.isInSuperview = true }
    }
}
