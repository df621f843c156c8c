/// What ``TerminalSession/nextEvent(timeoutMilliseconds:)`` saw.
public enum TerminalEvent: Hashable, Sendable {
    /// Keys were pressed (never empty).
    case keys([Key])
    /// The window changed size.
    case resize(TerminalSize)
    /// Nothing happened within the timeout.
    case timeout
    /// The input was closed.
    case endOfInput
}
