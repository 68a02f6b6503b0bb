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
    guard let x = Double(s.trimmingCharacters(in: .whitespaces)), x.isFinite else { return nil }
    return x
  }
}

extension Substring {
  func trimmingCharacters(in set: Set<Character>) -> Substring {
    var s = self
    while let f = s.first, set.contains(f) { s = s.dropFirst() }
    while let l = s.last, set.contains(l) { s = s.dropLast() }
    return s
  }
}

extension Set where Element == Character {
  static let whitespaces: Set<Character> = [" ", "\t"]
}
