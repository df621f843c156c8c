import Foundation
import TabulaTerminal

/// The row at the end of the wall while the next page loads.
@MainActor
package final class LoadingCell: DemoListCell {
    /// The reuse identifier.
    package nonisolated static let reuseIdentifier = "loading"
    /// The row's height.
    package nonisolated static let height: CGFloat = 2

    private let label = TerminalLabel()

    /// Creates the row.
    package required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        label.alignment = .center
        label.isDim = true
        addSubview(label)
    }

    /// Shows the page being loaded.
    package func show(page: Int) {
        label.text = "⟳ Loading page \(page + 1)…"
    }

    /// The label fills the first row.
    package override func layoutSubviews() {
        label.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
    }
}
