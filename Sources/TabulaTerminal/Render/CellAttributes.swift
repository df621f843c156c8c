/// How a cell is drawn: colours and the SGR flags a terminal supports everywhere.
public struct CellAttributes: Hashable, Sendable {
    /// The text colour.
    public var foreground: TerminalColor
    /// The cell's background colour.
    public var background: TerminalColor
    /// Bold (often also brighter) text.
    public var isBold: Bool
    /// Dim (faint) text.
    public var isDim: Bool
    /// Underlined text.
    public var isUnderlined: Bool
    /// Foreground and background swapped.
    public var isInverse: Bool

    /// Creates attributes; all flags off and default colours unless given.
    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        isBold: Bool = false, isDim: Bool = false, isUnderlined: Bool = false,
        isInverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isDim = isDim
        self.isUnderlined = isUnderlined
        self.isInverse = isInverse
    }

    /// Default colours, no flags: what a freshly cleared screen shows.
    public static let plain = CellAttributes()

    /// The complete SGR sequence that sets exactly these attributes from any state (it
    /// starts with a reset, so no earlier flag leaks through).
    var sgrSequence: String {
        var parameters = ["0"]
        if isBold { parameters.append("1") }
        if isDim { parameters.append("2") }
        if isUnderlined { parameters.append("4") }
        if isInverse { parameters.append("7") }
        if foreground != .default { parameters.append(foreground.sgrParameters(background: false)) }
        if background != .default { parameters.append(background.sgrParameters(background: true)) }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
