/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// One read may hold several keys, and an escape sequence or a UTF-8 character may be
/// split between reads: ``decode(_:)`` returns every complete key and keeps an incomplete
/// tail for the next call. A lone ESC byte is ambiguous (the Escape key, or the start of a
/// sequence whose rest is late); it stays pending until more bytes come or the caller,
/// after a short quiet time, calls ``flush()``.
///
/// Understood: printable ASCII and UTF-8, Enter (CR or LF), Tab, Backspace (DEL or BS),
/// Ctrl-letters, CSI sequences (`ESC [` arrows, Home/End, PgUp/PgDn, Delete, Shift-Tab,
/// with or without modifier parameters, which are ignored) and SS3 sequences (`ESC O`
/// arrows, Home/End). Unknown complete sequences and invalid UTF-8 bytes are dropped.
public struct KeyDecoder: Sendable {
    /// Bytes of an incomplete key, kept for the next call.
    public private(set) var pending: [UInt8] = []

    /// The longest CSI sequence accepted; a longer one is garbage and is dropped.
    static let maximumSequenceLength = 32

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Decodes `bytes` after whatever was pending.
    /// - Returns: the complete keys, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = decodeOne(at: index) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Treats what is pending as complete: a lone ESC becomes ``Key/escape``; the start of
    /// a sequence becomes Escape followed by its other bytes; a cut UTF-8 character is
    /// dropped.
    public mutating func flush() -> [Key] {
        guard !pending.isEmpty else { return [] }
        var keys: [Key] = []
        var rest = pending
        pending = []
        if rest.first == 0x1B {
            keys.append(.escape)
            rest.removeFirst()
        }
        keys += decode(rest)
        pending = []
        return keys
    }

    /// The key at `index` and the bytes it takes; `nil` when the bytes there are an
    /// incomplete key. A `nil` key with a length means bytes that are skipped.
    private func decodeOne(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return decodeEscape(at: index)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x20:
            return (.space, 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F:
            return (nil, 1)
        case 0x21...0x7E:
            return (.character(Character(Unicode.Scalar(byte))), 1)
        default:
            return decodeUTF8(at: index)
        }
    }

    private func decodeEscape(at index: Int) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return nil }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return decodeCSI(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            return (Self.cursorKey(pending[index + 2]), 3)
        default:
            // ESC followed by anything else (Alt-x, or Escape typed before a key):
            // Escape, then the next key decodes on its own.
            return (.escape, 1)
        }
    }

    private func decodeCSI(at index: Int) -> (Key?, Int)? {
        // ESC [ parameters (0x30–0x3F) intermediates (0x20–0x2F) final (0x40–0x7E)
        var end = index + 2
        while end < pending.count, (0x20...0x3F).contains(pending[end]) {
            end += 1
            if end - index > Self.maximumSequenceLength { return (nil, end - index) }
        }
        guard end < pending.count else { return nil }
        let final = pending[end]
        let length = end - index + 1
        guard (0x40...0x7E).contains(final) else {
            // Not a valid sequence: drop the ESC [ and decode the rest as keys.
            return (nil, 2)
        }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        let first = parameters.split(separator: ";").first.map(String.init) ?? ""
        let key: Key? =
            switch final {
            case UInt8(ascii: "Z"): .shiftTab
            case UInt8(ascii: "~"):
                switch first {
                case "1", "7": .home
                case "4", "8": .end
                case "3": .delete
                case "5": .pageUp
                case "6": .pageDown
                default: nil
                }
            default: Self.cursorKey(final)
            }
        return (key, length)
    }

    /// The arrow, Home and End keys by their final byte, the same after `ESC O` (SS3,
    /// application cursor mode) and `ESC [` (CSI, normal mode).
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    private func decodeUTF8(at index: Int) -> (Key?, Int)? {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)  // a continuation byte or an invalid lead
        }
        let available = min(length, pending.count - index)
        for offset in 1..<available where pending[index + offset] & 0xC0 != 0x80 {
            return (nil, offset)  // cut short by a non-continuation byte
        }
        guard available == length else { return nil }
        var decoded = String(decoding: pending[index..<(index + length)], as: UTF8.self)
        guard let scalar = decoded.unicodeScalars.first, decoded.unicodeScalars.count == 1,
            scalar != "\u{FFFD}" || lead == 0xEF
        else { return (nil, length) }
        decoded = String(scalar)
        // C1 controls and other invisible characters are not keys.
        if TerminalCharacterWidth.scalarWidth(scalar) == 0 { return (nil, length) }
        return (.character(Character(decoded)), length)
    }
}
