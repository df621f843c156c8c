/// A small, fast, seeded random number generator (SplitMix64).
///
/// The same seed gives the same sequence on every platform, so generated data can be
/// reproduced exactly: the demo's `--seed`, randomised tests (which print their seed on
/// failure) and benchmarks all use it. Not for anything that needs unpredictability.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; equal states produce equal sequences.
    public private(set) var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A generator for stream number `stream` of `seed`: independent streams let one part
    /// of generated data (page 7 of a feed) stay the same whatever was generated before it.
    public static func stream(_ seed: UInt64, _ stream: UInt64) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (stream &* 0xD1B5_4A32_D192_ED03))
        return SplitMix64(seed: mixer.next())
    }
}
