import PlumbDiagnostics

/// Interface Builder's three ways of writing a multiplier: `0.5`, `3:4`
/// (a ratio) and `7/15` (a fraction); nil when it is none of them.
enum Multiplier {
  static func parse(_ text: String) -> Double? {
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2, let a = number(parts[0]), let b = number(parts[1]), b != 0 else { return nil }
      return a / b
    }
    return number(text[...])
  }

  static func number(_ s: Substring) -> Double? {
    guard let x = SceneBuilder.number(String(s).trimmingBlanks), x.isFinite else { return nil }
    return x
  }
}
