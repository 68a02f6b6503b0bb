/// How many terminal cells a character takes, as terminals draw it: 2 for
/// a wide one (Hangul, CJK, fullwidth forms, emoji), else 1. The caret line
/// of a diagnostic and the playground's text both measure with it.
public enum TerminalCells {
  /// The terminal cells one character takes: 2 when it is wide, else 1.
  @inlinable
  public static func cells(_ c: Character) -> Int {
    guard !c.isASCII, let first = c.unicodeScalars.first else { return 1 }
    // Nothing before Hangul Jamo is wide, nor box drawing and blocks (drawn on every frame).
    if first.value < 0x1100 || (0x2500...0x259F).contains(first.value) { return 1 }
    if c.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return cells(first)
  }

  /// The terminal cells a character of this one scalar takes: 2 when it is
  /// wide, else 1 (the same as `cells(Character(scalar))`, without making the character).
  @inlinable
  public static func cells(_ scalar: Unicode.Scalar) -> Int {
    if scalar.value < 0x1100 || (0x2500...0x259F).contains(scalar.value) { return 1 }
    if scalar.properties.isEmojiPresentation || scalar.value == 0xFE0F { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
      0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
