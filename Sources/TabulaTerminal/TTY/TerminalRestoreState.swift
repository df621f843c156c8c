#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

// The state a signal handler needs to put the terminal back. A C signal handler can take
// no context, so it must be global; it cannot take a lock (not async-signal-safe), so it
// is plain memory. `nonisolated(unsafe)` is sound here because of how it is used:
// `TerminalSession.start` writes all of it *before* installing the handlers and
// `TerminalSession.stop` resets the handlers *before* clearing it, so a handler never
// sees a half-written value, and only one session is active at a time (start refuses a
// second one).

/// The terminal attributes to restore, saved by the active session.
nonisolated(unsafe) var savedTerminalAttributes = termios()
/// The descriptor `savedTerminalAttributes` belong to; -1 when no session is active.
nonisolated(unsafe) var savedTerminalDescriptor: Int32 = -1
/// Where the restore sequence goes; -1 when no session is active.
nonisolated(unsafe) var savedOutputDescriptor: Int32 = -1
/// Whether the session switched to the alternate screen (so restoring leaves it).
nonisolated(unsafe) var savedUsesAlternateScreen = false
/// The write end of the self-pipe SIGWINCH writes to; -1 when none.
nonisolated(unsafe) var resizePipeWriteDescriptor: Int32 = -1
/// Whether the `atexit` hook is registered (it is registered once per process).
nonisolated(unsafe) var restoreAtExitRegistered = false

/// Puts the terminal back as the active session found it. Only async-signal-safe calls
/// (`tcsetattr`, `write`), no allocation: it runs inside signal handlers.
func restoreTerminalNow() {
    let output = savedOutputDescriptor
    if output >= 0 {
        let reset: StaticString = "\u{1B}[0m\u{1B}[?25h"
        _ = write(output, reset.utf8Start, reset.utf8CodeUnitCount)
        if savedUsesAlternateScreen {
            let leave: StaticString = "\u{1B}[?1049l"
            _ = write(output, leave.utf8Start, leave.utf8CodeUnitCount)
        }
    }
    if savedTerminalDescriptor >= 0 {
        _ = tcsetattr(savedTerminalDescriptor, TCSAFLUSH, &savedTerminalAttributes)
    }
}

/// SIGINT, SIGTERM, SIGHUP, SIGQUIT: restore the terminal, then die of the same signal
/// with its default action so the parent sees the real cause.
func handleTerminationSignal(_ number: Int32) {
    restoreTerminalNow()
    signal(number, SIG_DFL)
    raise(number)
}

/// SIGWINCH: wake the run loop through the self-pipe (it re-reads the window size).
func handleWindowChangeSignal(_ number: Int32) {
    let savedErrno = errno
    var byte: UInt8 = 1
    if resizePipeWriteDescriptor >= 0 {
        _ = write(resizePipeWriteDescriptor, &byte, 1)
    }
    errno = savedErrno
}

/// The signals after which the terminal is restored.
let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
