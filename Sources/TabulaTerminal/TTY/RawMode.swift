#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The termios changes that put a terminal in raw mode.
enum RawMode {
    /// `attributes` with raw input: no echo, no line editing, no signal keys (Ctrl-C,
    /// Ctrl-Z arrive as bytes), no Ctrl-V literal-next, no Ctrl-S/Ctrl-Q flow control, no
    /// CR-to-NL translation, 8-bit characters, and reads that return at once with what is
    /// there (VMIN 0, VTIME 0; the session waits with `poll`). Output processing is kept
    /// so a stray newline still returns the carriage.
    static func raw(from attributes: termios) -> termios {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON | BRKINT | INPCK | ISTRIP)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 0
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }
}
