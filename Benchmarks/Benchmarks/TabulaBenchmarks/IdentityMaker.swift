import BenchmarkTestSupport
import Tabula
import TabulaHeadless

/// Makes the identities of new elements: sequential integers, or UUID-shaped strings drawn
/// from the seeded generator (36 characters, so they live on the heap like real UUID
/// strings and hash their full text).
enum IdentityMaker {
    /// Integer identities: `serial` itself (every serial is used once).
    static func int(serial: Int, generator: inout SplitMix64) -> Int {
        serial
    }

    /// A UUID-like string, e.g. `3f2b8c1e-9a4d-4e7f-b1c2-5d6e7f8a9b0c`: 96 random bits and
    /// the serial in the last 32 bits, so two elements never share an identity.
    static func uuidString(serial: Int, generator: inout SplitMix64) -> String {
        let high = generator.next()
        let low = (generator.next() & 0xFFFF_FFFF_0000_0000) | UInt64(UInt32(truncatingIfNeeded: serial))
        let hex = hexDigits(high) + hexDigits(low)
        var text = ""
        text.reserveCapacity(36)
        for (offset, character) in hex.enumerated() {
            if offset == 8 || offset == 12 || offset == 16 || offset == 20 { text.append("-") }
            text.append(character)
        }
        return text
    }

    private static func hexDigits(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
