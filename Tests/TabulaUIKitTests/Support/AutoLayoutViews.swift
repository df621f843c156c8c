#if os(iOS) || TABULA_UIKIT_MODEL
import Tabula
import TabulaUIKit
import UIKit

/// Counts Auto Layout passes of the sizing cells it is given to.
@MainActor
final class FittingCounter {
    var count = 0
}

/// An Auto Layout table cell: a multi-line label pinned 12 pt from the content view's top
/// and bottom, 16 pt from its sides. No frame function: its height comes from the model's
/// constraint solver. Label font 17 pt: 20.4 pt lines, 8.5 pt characters.
@MainActor
final class AutoNoteCell: UITableViewCell {
    let label = UILabel()
    var counter: FittingCounter?
    /// The space below the label (12 points unless a test changes it).
    private(set) var bottom: NSLayoutConstraint!

    // The model's initializer is `required` (its table creates cells from their class, where
    // UIKit uses the Objective-C runtime); UIKit's is a plain designated initializer.
    #if TABULA_UIKIT_MODEL
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpLabel()
    }
    #else
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpLabel()
    }
    #endif

    private func setUpLabel() {
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
        ])
        bottom = contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 12)
        bottom.isActive = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// A sizing instance whose Auto Layout passes `counter` counts.
    static func sizing(counting counter: FittingCounter) -> AutoNoteCell {
        let cell = AutoNoteCell()
        cell.counter = counter
        return cell
    }

    /// The sizing instance is laid out once per measurement (its content view is then
    /// measured at the row's content width).
    override func layoutSubviews() {
        super.layoutSubviews()
        counter?.count += 1
    }
}

/// An Auto Layout collection cell: a label 8 pt inside the content view, and a fixed 40 pt
/// image strip above it.
@MainActor
final class AutoCardCell: UICollectionViewCell {
    let label = UILabel()
    let image = UIView()

    // `required` on the model only, as AutoNoteCell's initializer.
    #if TABULA_UIKIT_MODEL
    required init(frame: CGRect) {
        super.init(frame: frame)
        setUpCard()
    }
    #else
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpCard()
    }
    #endif

    private func setUpCard() {
        label.numberOfLines = 2
        let stack = UIView()
        contentView.addSubview(stack)
        stack.addSubview(image)
        stack.addSubview(label)
        for view in [stack, image, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            image.topAnchor.constraint(equalTo: stack.topAnchor),
            image.heightAnchor.constraint(equalToConstant: 40),
            label.topAnchor.constraint(equalTo: stack.topAnchor, constant: 48),
            label.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: -8),
            label.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
#endif
