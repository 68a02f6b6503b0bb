import PlumbDiagnostics

/// Text written into an XML document (JUnit's and Checkstyle's reports).
enum XMLText {
  /// `s` as an attribute value or character data: `&`, `<`, `>`, `"` and
  /// `'` as entities; characters XML 1.0 cannot hold (C0 controls other
  /// than tab, LF and CR) and the others that would act on a terminal
  /// written `\u{1B}`, and CR and LF in attributes as character references.
  static func escaped(_ s: String, attribute: Bool = true) -> String {
    var out = ""
    for u in s.unicodeScalars {
      switch u {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n": out += attribute ? "&#10;" : "\n"
      case "\r": out += "&#13;"
      case "\t": out += attribute ? "&#9;" : "\t"
      default: out += TerminalText.needsEscape(u) ? TerminalText.escape(u) : String(u)
      }
    }
    return out
  }
}
