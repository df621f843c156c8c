#if canImport(UIKit)
import Tabula
import TabulaUIKit
import UIKit

/// A task: its title, with a pin before it when it cannot be dragged.
final class TodoCell: MFSContentView<TodoItem>, MFSCellSizing {
    let titleLabel = UILabel()

    override func addSubviewsToSuperview() {
        if titleLabel.superview == nil { addSubview(titleLabel) }
    }

    override func bindData(from model: TodoItem) {
        titleLabel.showText(Self.text(of: model), style: .body, maximumLines: 0)
    }

    override func resizeSubviews(for model: TodoItem, in size: CGSize) {
        titleLabel.frame = Self.titleFrame(for: model, width: size.width, measurer: UIKitTextMeasurer())
    }

    /// The row's text: pinned tasks say so.
    nonisolated static func text(of model: TodoItem) -> String {
        model.isPinned ? "📌 \(model.title)" : model.title
    }

    nonisolated static func titleFrame(for model: TodoItem, width: CGFloat, measurer: any TextMeasuring) -> CGRect {
        let size = measurer.size(of: text(of: model), style: .body, width: max(1, width - 32), maximumLines: 0)
        return CGRect(x: 16, y: 10, width: size.width, height: size.height)
    }

    nonisolated static func height(for model: TodoItem, width: CGFloat, context: any TextMeasuring) -> CGFloat {
        (titleFrame(for: model, width: width, measurer: context).maxY + 10).rounded(.up)
    }
}
#endif
