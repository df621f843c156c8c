#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// A terminal taken over for a full-screen program: raw keyboard input, the alternate
/// screen, a hidden cursor, and everything put back on ``stop()``, on `exit`, and on
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT.
///
/// Use one session at a time, from one thread (the main one):
/// ```swift
/// let session = TerminalSession()
/// try session.start()
/// defer { session.stop() }
/// let renderer = await TerminalRenderer(size: try session.windowSize())
/// while case let event = session.nextEvent(timeoutMilliseconds: 100), event != .endOfInput {
///     ...
/// }
/// ```
public final class TerminalSession {
    /// Where keys are read from.
    public let inputDescriptor: Int32
    /// Where output goes.
    public let outputDescriptor: Int32
    /// Whether the session is started.
    public private(set) var isActive = false
    /// How long a lone ESC waits for the rest of an escape sequence before it counts as
    /// the Escape key.
    public var escapeDelayMilliseconds: Int32 = 30

    private var decoder = KeyDecoder()
    private var resizePipe: (read: Int32, write: Int32) = (-1, -1)

    /// A session on standard input and output (or other descriptors).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        inputDescriptor = input
        outputDescriptor = output
    }

    deinit {
        stop()
    }

    /// Whether both descriptors are terminals (false when piped or redirected).
    public var isInteractive: Bool {
        isatty(inputDescriptor) == 1 && isatty(outputDescriptor) == 1
    }

    /// Saves the terminal's state, installs the restoring signal handlers, and switches to
    /// raw mode, the alternate screen (if asked) and a hidden cursor.
    ///
    /// - Throws: ``TerminalError`` if a descriptor is not a terminal, a system call fails,
    ///   or another session is active; nothing is changed then.
    public func start(alternateScreen: Bool = true) throws(TerminalError) {
        let operation = "TerminalSession.start"
        guard !isActive else { return }
        guard savedTerminalDescriptor < 0 else {
            throw .anotherSessionActive(operation: operation)
        }
        for descriptor in [inputDescriptor, outputDescriptor] where isatty(descriptor) != 1 {
            throw .notATerminal(operation: operation, descriptor: descriptor)
        }
        var original = termios()
        guard tcgetattr(inputDescriptor, &original) == 0 else {
            throw .systemCallFailed(operation: operation, call: "tcgetattr", errno: errno)
        }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw .systemCallFailed(operation: operation, call: "pipe", errno: errno)
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        // Global state first, handlers second: a signal arriving in between finds
        // everything it needs (see TerminalRestoreState.swift).
        savedTerminalAttributes = original
        savedTerminalDescriptor = inputDescriptor
        savedOutputDescriptor = outputDescriptor
        savedUsesAlternateScreen = alternateScreen
        resizePipeWriteDescriptor = descriptors[1]
        resizePipe = (descriptors[0], descriptors[1])
        for number in terminationSignals {
            signal(number, handleTerminationSignal)
        }
        signal(SIGWINCH, handleWindowChangeSignal)
        if !restoreAtExitRegistered {
            restoreAtExitRegistered = true
            atexit { restoreTerminalNow() }
        }
        var raw = RawMode.raw(from: original)
        guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            uninstall()
            throw .systemCallFailed(operation: operation, call: "tcsetattr", errno: code)
        }
        isActive = true
        decoder = KeyDecoder()
        let setup =
            (alternateScreen ? ANSI.enterAlternateScreen : "") + ANSI.hideCursor
            + ANSI.resetAttributes + ANSI.cursorHome + ANSI.clearScreen
        try write(setup)
    }

    /// Puts the terminal back as ``start(alternateScreen:)`` found it; does nothing when
    /// not started.
    public func stop() {
        guard isActive else { return }
        isActive = false
        restoreTerminalNow()
        uninstall()
    }

    /// Resets the signal handlers, closes the pipe, and clears the global restore state.
    private func uninstall() {
        for number in terminationSignals {
            signal(number, SIG_DFL)
        }
        signal(SIGWINCH, SIG_DFL)
        savedTerminalDescriptor = -1
        savedOutputDescriptor = -1
        resizePipeWriteDescriptor = -1
        if resizePipe.read >= 0 { close(resizePipe.read) }
        if resizePipe.write >= 0 { close(resizePipe.write) }
        resizePipe = (-1, -1)
    }

    /// The window size of the output terminal.
    /// - Throws: ``TerminalError`` when the output is not a terminal.
    public func windowSize() throws(TerminalError) -> TerminalSize {
        try Self.windowSize(of: outputDescriptor)
    }

    /// The window size of the terminal on `descriptor`, through `ioctl(TIOCGWINSZ)`.
    /// - Throws: ``TerminalError`` when `descriptor` is not a terminal.
    public static func windowSize(of descriptor: Int32) throws(TerminalError) -> TerminalSize {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
        guard result == 0 else {
            let code = errno
            if code == ENOTTY { throw .notATerminal(operation: "TerminalSession.windowSize", descriptor: descriptor) }
            throw .systemCallFailed(operation: "TerminalSession.windowSize", call: "ioctl(TIOCGWINSZ)", errno: code)
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Writes `text` completely (retrying short writes and interrupted calls).
    /// - Throws: ``TerminalError`` if `write` fails.
    public func write(_ text: String) throws(TerminalError) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(outputDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #elseif canImport(Darwin)
                Darwin.write(outputDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Musl.write(outputDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .systemCallFailed(operation: "TerminalSession.write", call: "write", errno: errno)
            }
            offset += written
        }
    }

    /// Waits up to `timeoutMilliseconds` (negative: forever) for keys or a resize.
    ///
    /// Keys are decoded with a ``KeyDecoder``; a lone ESC waits
    /// ``escapeDelayMilliseconds`` for the rest of its sequence before it becomes
    /// ``Key/escape``.
    public func nextEvent(timeoutMilliseconds: Int32) -> TerminalEvent {
        var descriptors = [
            pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: resizePipe.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let timeout =
                decoder.pending.isEmpty
                ? timeoutMilliseconds
                : (timeoutMilliseconds < 0
                    ? escapeDelayMilliseconds : min(timeoutMilliseconds, escapeDelayMilliseconds))
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return .endOfInput
            }
            if ready == 0 {
                let keys = decoder.flush()
                return keys.isEmpty ? .timeout : .keys(keys)
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                while read(resizePipe.read, &drain, drain.count) > 0 {}
                if let size = try? windowSize() { return .resize(size) }
            }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP) != 0 {
                var buffer = [UInt8](repeating: 0, count: 1024)
                let count = read(inputDescriptor, &buffer, buffer.count)
                if count == 0 { return .endOfInput }
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return .endOfInput
                }
                let keys = decoder.decode(buffer[0..<count])
                if !keys.isEmpty { return .keys(keys) }
            }
        }
    }
}
