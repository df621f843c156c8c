import Foundation

/// A one-row button: its title in brackets, drawn differently when focused (the keyboard
/// is on it) and when highlighted (being pressed).
///
/// The bracket characters show the state even in a plain-text dump:
/// `[ Title ]` normal, `[>Title<]` focused, `[*Title*]` highlighted (which wins over
/// focused). In colour, a focused button is drawn inverse and a highlighted one bold on
/// its ``tintColor``; a disabled one is dim.
@MainActor
open class TerminalButton: TerminalView {
    /// The title.
    public var title: String
    /// The colour of a normal button's text and of a highlighted button's background.
    public var tintColor: TerminalColor = .standard(.cyan)
    /// Whether the keyboard focus is on the button.
    public var isFocused = false
    /// Whether the button is being pressed.
    public var isHighlighted = false
    /// A disabled button is dim and does not run its action.
    public var isEnabled = true
    /// What pressing the button does.
    public var action: (@MainActor () -> Void)?

    /// Creates a button titled `title`.
    public init(title: String, frame: CGRect = .zero, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init(frame: frame)
    }

    /// Runs ``action`` if the button is enabled.
    /// - Returns: whether the action ran.
    @discardableResult
    public func sendAction() -> Bool {
        guard isEnabled, let action else { return false }
        action()
        return true
    }

    /// The two characters around the title for the current state.
    public var brackets: (opening: String, closing: String) {
        if isHighlighted { return ("[*", "*]") }
        if isFocused { return ("[>", "<]") }
        return ("[ ", " ]")
    }

    /// The attributes of the button's cells for the current state.
    public var stateAttributes: CellAttributes {
        if isHighlighted {
            return CellAttributes(
                foreground: .standard(.black), background: tintColor, isBold: true,
                isDim: !isEnabled)
        }
        if isFocused {
            return CellAttributes(foreground: tintColor, isBold: true, isDim: !isEnabled, isInverse: true)
        }
        return CellAttributes(foreground: tintColor, isDim: !isEnabled)
    }

    /// One row; the title's width plus four columns of brackets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: CGFloat(TerminalCharacterWidth.width(of: title) + 4), height: 1)
    }

    /// Draws the bracketed title centred on the middle row, truncating the title with "…"
    /// when the button is too narrow.
    open override func draw(in canvas: inout TerminalCanvas) {
        super.draw(in: &canvas)
        let width = canvas.bounds.width
        let height = canvas.bounds.height
        guard width > 0, height > 0 else { return }
        let (opening, closing) = brackets
        let room = width - 4
        let shown =
            room > 0
            ? TerminalTextWrapper.wrap(title, width: room, maximumLines: 1, truncate: true).first ?? ""
            : ""
        let content = room > 0 ? opening + shown + closing : String(opening.prefix(width))
        let contentWidth = TerminalCharacterWidth.width(of: content)
        let row = (height - 1) / 2
        let column = TerminalTextAlignment.center.startColumn(lineWidth: contentWidth, width: width)
        canvas.draw(content, column: column, row: row, attributes: stateAttributes)
    }
}
