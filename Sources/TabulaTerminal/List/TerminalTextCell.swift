import Foundation

/// A list cell that shows text in one label filling the cell, wrapped to its width (the
/// terminal's `UITableViewCell` with the default style).
@MainActor
open class TerminalTextCell: TerminalListCell {
    /// The label; set its text when configuring the cell.
    public let textLabel = TerminalLabel()

    /// Creates the cell; the label wraps onto as many rows as the cell has.
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.numberOfLines = 0
        addSubview(textLabel)
    }

    /// The label fills the cell.
    open override func layoutSubviews() {
        textLabel.frame = bounds
    }

    /// Clears the text.
    open override func prepareForReuse() {
        textLabel.text = ""
    }
}
