/// A seeded random number generator (SplitMix64): the same `--seed` gives the same feed on
/// every machine.
public struct DemoRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator for `seed`.
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

    /// A generator derived from `seed` and a stream number, so that page 7 of the wall is
    /// the same whatever was generated before it.
    public static func stream(_ seed: UInt64, _ stream: UInt64) -> DemoRandom {
        var mixer = DemoRandom(seed: seed ^ (stream &* 0xD1B5_4A32_D192_ED03))
        return DemoRandom(seed: mixer.next())
    }
}
