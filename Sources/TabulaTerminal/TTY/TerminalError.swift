#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Why a terminal operation failed.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// The descriptor is not a terminal (input or output redirected), so raw mode and a
    /// window size do not exist; run with `--script` instead.
    case notATerminal(operation: String, descriptor: Int32)
    /// A system call failed with `errno`.
    case systemCallFailed(operation: String, call: String, errno: Int32)
    /// Another ``TerminalSession`` is active; only one can own the terminal (and the
    /// process-wide signal handlers) at a time.
    case anotherSessionActive(operation: String)

    /// A message naming the operation, the descriptor or call, and the error.
    public var description: String {
        switch self {
        case .notATerminal(let operation, let descriptor):
            return "\(operation): descriptor \(descriptor) is not a terminal"
        case .systemCallFailed(let operation, let call, let code):
            return "\(operation): \(call) failed with errno \(code) (\(String(cString: strerror(code))))"
        case .anotherSessionActive(let operation):
            return "\(operation): another terminal session is active; stop it first"
        }
    }
}
