/// The escape sequences the renderer and the terminal session write (VT100/xterm).
public enum ANSI {
    /// Control Sequence Introducer.
    static let csi = "\u{1B}["
    /// Resets all attributes to the terminal's defaults.
    public static let resetAttributes = "\u{1B}[0m"
    /// Clears the whole screen (with the current background).
    public static let clearScreen = "\u{1B}[2J"
    /// Moves the cursor to the top left cell.
    public static let cursorHome = "\u{1B}[H"
    /// Hides the cursor.
    public static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor.
    public static let showCursor = "\u{1B}[?25h"
    /// Switches to the alternate screen (the shell's screen is kept and restored later).
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Switches back to the normal screen.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"

    /// Moves the cursor to a zero-based `column`, `row`.
    public static func moveCursor(column: Int, row: Int) -> String {
        csi + String(row + 1) + ";" + String(column + 1) + "H"
    }

    /// Moves the cursor `count` columns right on its row.
    public static func cursorForward(_ count: Int) -> String {
        count == 1 ? csi + "C" : csi + String(count) + "C"
    }
}
