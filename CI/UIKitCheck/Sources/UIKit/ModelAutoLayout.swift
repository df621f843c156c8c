import Foundation

/// The model's Auto Layout solver: the height a view's constraints give it at a width.
/// *Model internals.*
///
/// It solves what self-sizing cells declare: subviews pinned to their superview's top and
/// bottom (and optionally leading and trailing) with constants, a height constraint, and a
/// label's text. A view's height is its height constraint when it has one; otherwise the
/// largest `top inset + subview height + bottom inset` over the subviews pinned at both
/// ends (0 when none is). A label's height is its text measured at the width it gets
/// (``UIFont``'s model metrics, at most `numberOfLines` lines). A cell is as tall as its
/// content view.
@MainActor
enum ModelAutoLayout {
    static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
        if let height = constant(of: view, .height) { return height }
        if let cell = view as? UITableViewCell { return fittingHeight(of: cell.contentView, width: width) }
        if let cell = view as? UICollectionViewCell { return fittingHeight(of: cell.contentView, width: width) }
        if let label = view as? UILabel { return labelHeight(label, width: width) }
        var height: CGFloat = 0
        for subview in view.subviews where !subview.isHidden {
            guard let top = inset(of: subview, .top, in: view), let bottom = inset(of: subview, .bottom, in: view)
            else { continue }
            let leading = inset(of: subview, .leading, in: view) ?? 0
            let trailing = inset(of: subview, .trailing, in: view) ?? 0
            let subviewWidth = max(0, width - leading - trailing)
            height = max(height, top + fittingHeight(of: subview, width: subviewWidth) + bottom)
        }
        return height
    }

    /// The constant of the view's `attribute == c` constraint, if it has one.
    private static func constant(of view: UIView, _ attribute: ModelLayoutAttribute) -> CGFloat? {
        view.modelConstraints.first {
            $0.modelSecond == nil && $0.modelFirst.view === view && $0.modelFirst.attribute == attribute
        }?.constant
    }

    /// How far `subview`'s `edge` is inside `superview`'s same edge, from an active
    /// constraint between the two; `nil` when the edge is not pinned.
    private static func inset(of subview: UIView, _ edge: ModelLayoutAttribute, in superview: UIView) -> CGFloat? {
        // `top` and `leading` insets grow with the constant; `bottom` and `trailing` shrink.
        let sign: CGFloat = (edge == .top || edge == .leading) ? 1 : -1
        for constraint in subview.modelConstraints {
            guard let second = constraint.modelSecond, constraint.modelFirst.attribute == edge,
                second.attribute == edge
            else { continue }
            if constraint.modelFirst.view === subview, second.view === superview {
                return sign * constraint.constant
            }
            if constraint.modelFirst.view === superview, second.view === subview {
                return -sign * constraint.constant
            }
        }
        return nil
    }

    private static func labelHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
        guard let text = label.text, !text.isEmpty else { return 0 }
        let font: UIFont = label.font ?? UIFont.systemFont(ofSize: 17, weight: .regular)
        let measured = NSAttributedString(string: text, attributes: [.font: font]).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            context: nil)
        let lines = (measured.height / font.lineHeight).rounded()
        let shown = label.numberOfLines > 0 ? min(lines, CGFloat(label.numberOfLines)) : lines
        return (shown * font.lineHeight).rounded(.up)
    }
}
