/// The one grammar for numbers, wherever Plumb reads one: scene statements,
/// view settings, the Visual Format Language, `--set` and `--width`.
///
///     number := ["-"] digits ["." digits]
///             | ["-"] "." digits
///     digits := "0"..."9" { "0"..."9" }
///
/// Decimal only: no exponent (`1e5`), no hexadecimal (`0x10`), no `inf` or
/// `nan`, no `+`, no thousands separators. Every value is finite, and each
/// place a number is written has a documented range (`Bound`) that keeps
/// layout meaningful; a value outside it is an error that names the bound.
/// (In a constraint line the `-` is a separate token, so that `a - 8` reads
/// as written; the grammar is the same.)
public enum NumberSyntax {
  /// The value of `text` when it is a number of the grammar, else nil.
  ///
  /// A number too large for a `Double` reads as infinity, which every bound
  /// refuses. A non-zero number too small for a `Double` (a long run of
  /// zeros after the point) reads as the smallest non-zero magnitude rather
  /// than 0, so that a multiplier's lower bound still refuses it.
  public static func parse<S: StringProtocol>(_ text: S) -> Double? {
    // One pass over the bytes, no copy: the lexer calls this for every number of a scene.
    let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9"), point = UInt8(ascii: ".")
    var intDigits = 0, fracDigits = 0, sawPoint = false, nonZero = false
    var first = true
    for b in text.utf8 {
      defer { first = false }
      if first && b == UInt8(ascii: "-") { continue }
      if b >= zero && b <= nine {
        if sawPoint { fracDigits += 1 } else { intDigits += 1 }
        if b != zero { nonZero = true }
      } else if b == point && !sawPoint {
        sawPoint = true
      } else {
        return nil
      }
    }
    // `1.` and `.` are not numbers: a point needs digits after it.
    guard intDigits + fracDigits > 0, !sawPoint || fracDigits > 0 else { return nil }
    guard var v = Double(text) else { return nil }
    if v == 0 && nonZero { v = text.utf8.first == UInt8(ascii: "-") ? -Double.leastNonzeroMagnitude : Double.leastNonzeroMagnitude }
    return v
  }

  /// `'text'` for a message, cut to a readable length.
  public static func quoted<S: StringProtocol>(_ text: S) -> String {
    let limit = 24
    return text.count <= limit ? "'\(text)'" : "'\(text.prefix(limit))…'"
  }

  /// The message for text that is not a number of the grammar.
  public static func notANumber<S: StringProtocol>(_ text: S) -> String {
    "\(quoted(text)) is not a number (numbers are written like 12, -8 or 0.5)"
  }
}
