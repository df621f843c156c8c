import Testing

@testable import TabulaTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Raw mode itself needs a TTY, which tests do not have; these cover the pure flag
/// changes and the refusals and I/O that work on a pipe.
@Suite struct TerminalSessionTests {
    @Test func rawModeClearsTheLineDisciplineFlags() {
        var cooked = termios()
        cooked.c_iflag = ~0
        cooked.c_lflag = ~0
        cooked.c_oflag = ~0
        withUnsafeMutableBytes(of: &cooked.c_cc) { bytes in
            for index in bytes.indices { bytes[index] = 7 }
        }
        var raw = RawMode.raw(from: cooked)
        for flag in [ECHO, ICANON, ISIG, IEXTEN] {
            #expect(raw.c_lflag & tcflag_t(flag) == 0, "lflag \(flag)")
        }
        for flag in [IXON, ICRNL] {
            #expect(raw.c_iflag & tcflag_t(flag) == 0, "iflag \(flag)")
        }
        #expect(raw.c_oflag == cooked.c_oflag)  // output processing kept
        #expect(raw.c_cflag & tcflag_t(CS8) == tcflag_t(CS8))
        withUnsafeBytes(of: &raw.c_cc) { bytes in
            #expect(bytes[Int(VMIN)] == 0 && bytes[Int(VTIME)] == 0)
            #expect(bytes[Int(VINTR)] == 7)  // other control characters untouched
        }
    }

    @Test func aPipeIsNotATerminal() throws {
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        let session = TerminalSession(input: descriptors[0], output: descriptors[1])
        #expect(!session.isInteractive)
        #expect(throws: TerminalError.notATerminal(operation: "TerminalSession.start", descriptor: descriptors[0])) {
            try session.start()
        }
        #expect(!session.isActive)
        #expect(throws: TerminalError.notATerminal(operation: "TerminalSession.windowSize", descriptor: descriptors[1]))
        {
            try session.windowSize()
        }
        // Writing works on any descriptor.
        try session.write("héllo")
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(descriptors[0], &buffer, buffer.count)
        #expect(String(decoding: buffer[0..<max(0, count)], as: UTF8.self) == "héllo")
    }

    @Test func errorMessagesNameTheOperation() {
        #expect(
            TerminalError.notATerminal(operation: "TerminalSession.start", descriptor: 0).description
                == "TerminalSession.start: descriptor 0 is not a terminal")
        #expect(
            TerminalError.systemCallFailed(operation: "TerminalSession.write", call: "write", errno: EBADF)
                .description.hasPrefix("TerminalSession.write: write failed with errno \(EBADF) ("))
    }
}
