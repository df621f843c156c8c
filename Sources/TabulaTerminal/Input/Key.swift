/// A key press read from the terminal.
///
/// Letters, digits and punctuation (including `j`, `k`, `q`, `/`) arrive as
/// ``character(_:)``; the space bar as ``space``. Because raw mode turns off signal keys,
/// Ctrl-C arrives as `.control("c")`, not as SIGINT.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// An arrow key.
    case up, down, left, right
    /// A paging or jump key.
    case pageUp, pageDown, home, end
    /// An editing or focus key (Shift-Tab is its own key; Backspace is DEL or Ctrl-H).
    case tab, shiftTab, enter, space, escape, backspace, delete
    /// A printable grapheme cluster other than space.
    case character(Character)
    /// Ctrl with a letter (lower case), e.g. `.control("c")` for Ctrl-C.
    case control(Character)

    /// The key in ``KeyScript`` notation: the character itself or `<name>`; parsing the
    /// description gives the key back.
    public var description: String {
        switch self {
        case .up: return "<up>"
        case .down: return "<down>"
        case .left: return "<left>"
        case .right: return "<right>"
        case .pageUp: return "<pgup>"
        case .pageDown: return "<pgdn>"
        case .home: return "<home>"
        case .end: return "<end>"
        case .tab: return "<tab>"
        case .shiftTab: return "<s-tab>"
        case .enter: return "<enter>"
        case .space: return "<space>"
        case .escape: return "<esc>"
        case .backspace: return "<bs>"
        case .delete: return "<del>"
        case .character("<"): return "<lt>"
        case .character(let character): return String(character)
        case .control(let letter): return "<c-\(letter)>"
        }
    }
}
