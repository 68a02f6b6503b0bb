/// Xcode's pseudolanguages, which show a layout with text it was not
/// designed for: every string doubled, every string accented and longer,
/// or the interface mirrored for a right-to-left language.
public enum PseudoLanguage: String, CaseIterable, Sendable, CustomStringConvertible {
  /// "Double-Length Pseudolanguage": each text twice, a space between.
  case double
  /// "Accented Pseudolanguage": each letter accented and the text about
  /// 40% longer, between brackets, as translations into many languages run.
  case accented
  /// "Right-to-Left Pseudolanguage": leading and trailing mirrored; the text stays.
  case rtl

  public var description: String { rawValue }

  /// How a condition names it: "double-length text", "accented text", "right to left".
  public var phrase: String {
    switch self {
    case .double: "double-length text"
    case .accented: "accented text"
    case .rtl: "right to left"
    }
  }

  /// `text` in this pseudolanguage.
  /// - Complexity: O(text length).
  public func apply(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    switch self {
    case .double:
      return text + " " + text
    case .accented:
      let accented = String(String.UnicodeScalarView(text.unicodeScalars.map { PseudoLanguage.accents[$0] ?? $0 }))
      // Brackets and a filler of a third of the text: 35 to 40% longer.
      let filler = accented.prefix(max(1, (accented.count + 2) / 3))
      return "[" + accented + " " + filler + "]"
    case .rtl:
      return text
    }
  }

  /// The accented letter Plumb puts for each unaccented one.
  static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = "aAcCeEiInNoOuUyYsSzZgGlLrR"
    let marked = "åÅçÇéÉîÎñÑöÖüÜýÝšŠžŽĝĜļĻŕŔ"
    return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
  }()
}
