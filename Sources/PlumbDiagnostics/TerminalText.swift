/// Text from an input, made safe to write to a terminal.
///
/// A label's text, a view's name in a log or a file name may hold control
/// characters (`ESC ] 0 ; … BEL` sets the terminal's title, `ESC [ 2 J`
/// clears it) or bidirectional overrides that reorder what follows. Every
/// output shows them instead of sending them: line output as `\u{1B}`,
/// drawings as one cell each (`␛`), so that boxes keep their width.
public enum TerminalText {
  /// Whether a scalar would act on the terminal rather than show: C0 and C1
  /// controls, DEL, and the bidirectional overrides and isolates.
  @inlinable
  public static func needsEscape(_ s: Unicode.Scalar) -> Bool {
    // ASCII's controls are C0 and DEL: answered without the Unicode
    // tables, whose lookup was 30% of writing 37 MB of UIKit code.
    if s.isASCII { return s.value < 0x20 || s.value == 0x7F }
    return s.properties.generalCategory == .control || (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
  }

  /// A scalar as its escape, `\u{1B}`: how every line output shows one that `needsEscape`.
  public static func escape(_ s: Unicode.Scalar) -> String { "\\u{\(String(s.value, radix: 16, uppercase: true))}" }

  /// `text` with every scalar that `needsEscape` written `\u{1B}`, line
  /// breaks and tabs kept.
  /// - Complexity: O(*n*); the text itself when nothing needs escaping.
  public static func escaped(_ text: String) -> String {
    guard !isPlainASCII(text), text.unicodeScalars.contains(where: { needsEscape($0) && $0 != "\n" && $0 != "\t" }) else { return text }
    var out = String.UnicodeScalarView()
    for s in text.unicodeScalars {
      if needsEscape(s) && s != "\n" && s != "\t" {
        out.append(contentsOf: escape(s).unicodeScalars)
      } else {
        out.append(s)
      }
    }
    return String(out)
  }

  /// Whether `text` is printable ASCII, line breaks and tabs: nothing to
  /// escape, found by one pass over its bytes (37 MB of UIKit code were
  /// scanned scalar by scalar).
  static func isPlainASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in bytes.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 } }
  }

  /// `text` in another format's escapes: each scalar `replacement` has a
  /// replacement for written so, every other that `needsEscape` written
  /// `\u{1B}`, the rest as it is (the reporters' XML and workflow commands).
  /// - Complexity: O(*n*).
  public static func escaped(_ text: String, replacing replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    for s in text.unicodeScalars {
      if let r = replacement(s) { out += r } else if needsEscape(s) { out += escape(s) } else { out.unicodeScalars.append(s) }
    }
    return out
  }

  /// `text` on one line: every scalar that `needsEscape` written `\u{1B}`,
  /// line breaks and tabs too (a title that holds a line break must not
  /// start a line of its own in a heading).
  /// - Complexity: O(*n*); the text itself when nothing needs escaping.
  public static func escapedLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.flatMap { needsEscape($0) ? Array(escape($0).unicodeScalars) : [$0] }))
  }

  /// What a drawing shows in one cell for a scalar that `needsEscape`: its
  /// Unicode control picture (`␛` for ESC, `␍` for CR, `␀` for NUL, `␡` for
  /// DEL), or `�` for the others.
  public static func picture(_ s: Unicode.Scalar) -> Unicode.Scalar {
    switch s.value {
    case 0x00...0x1F: return Unicode.Scalar(0x2400 + s.value) ?? "\u{FFFD}"
    case 0x7F: return "\u{2421}"
    default: return "\u{FFFD}"
    }
  }
}
