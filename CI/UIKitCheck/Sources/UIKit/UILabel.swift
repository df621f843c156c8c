import Foundation

/// A view that shows text. Model: it keeps the text and font, and draws nothing.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The font of the text.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17, weight: .regular)
    /// The most lines shown; 0 for no limit.
    open var numberOfLines = 1
}
