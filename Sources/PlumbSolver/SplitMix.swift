/// SplitMix64 (Steele, Lea and Flood 2014): a well-mixed 64-bit value
/// from any seed, the same on every run.
enum SplitMix {
  /// The generator's output for state `seed`: the seed advanced by the
  /// golden gamma, then mixed.
  static func output(_ seed: UInt64) -> UInt64 {
    var z = seed &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
