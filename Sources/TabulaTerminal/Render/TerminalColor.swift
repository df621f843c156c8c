/// A terminal colour: the terminal's default, one of the 16 ANSI colours, or an entry of
/// the 256-colour palette.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// One of the 16 standard colours (the terminal's theme decides their exact shade).
    case standard(ANSIColor)
    /// An entry of the xterm 256-colour palette (0–15 standard, 16–231 a 6×6×6 cube,
    /// 232–255 greys).
    case palette(UInt8)

    /// The 16 colours every ANSI terminal has.
    public enum ANSIColor: UInt8, Hashable, Sendable, CaseIterable {
        // The eight normal colours (SGR 30–37, 40–47), then the eight bright ones (SGR 90–97,
        // 100–107); the raw values count up from 0 in this order.
        /// Black (SGR 30 foreground, 40 background).
        case black = 0
        /// Red (SGR 31 foreground, 41 background).
        case red
        /// Green (SGR 32 foreground, 42 background).
        case green
        /// Yellow (SGR 33 foreground, 43 background).
        case yellow
        /// Blue (SGR 34 foreground, 44 background).
        case blue
        /// Magenta (SGR 35 foreground, 45 background).
        case magenta
        /// Cyan (SGR 36 foreground, 46 background).
        case cyan
        /// White (SGR 37 foreground, 47 background).
        case white
        /// Bright black (SGR 90 foreground, 100 background).
        case brightBlack
        /// Bright red (SGR 91 foreground, 101 background).
        case brightRed
        /// Bright green (SGR 92 foreground, 102 background).
        case brightGreen
        /// Bright yellow (SGR 93 foreground, 103 background).
        case brightYellow
        /// Bright blue (SGR 94 foreground, 104 background).
        case brightBlue
        /// Bright magenta (SGR 95 foreground, 105 background).
        case brightMagenta
        /// Bright cyan (SGR 96 foreground, 106 background).
        case brightCyan
        /// Bright white (SGR 97 foreground, 107 background).
        case brightWhite
    }

    /// A colour of the 6×6×6 cube of the 256-colour palette; each component is clamped to
    /// 0…5.
    public static func cube(red: Int, green: Int, blue: Int) -> TerminalColor {
        func level(_ value: Int) -> Int { min(max(value, 0), 5) }
        return .palette(UInt8(16 + 36 * level(red) + 6 * level(green) + level(blue)))
    }

    /// A grey of the 256-colour palette's ramp; `level` is clamped to 0 (darkest) … 23.
    public static func grey(_ level: Int) -> TerminalColor {
        .palette(UInt8(232 + min(max(level, 0), 23)))
    }

    /// The SGR parameters that select this colour as foreground (`background == false`)
    /// or background.
    func sgrParameters(background: Bool) -> String {
        switch self {
        case .default:
            return background ? "49" : "39"
        case .standard(let color):
            let index = Int(color.rawValue)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + index % 8)
        case .palette(let index):
            return (background ? "48;5;" : "38;5;") + String(index)
        }
    }
}
