import PlumbDiagnostics

/// Text written into an XML document (JUnit's and Checkstyle's reports).
enum XMLText {
  /// `s` as an attribute value or character data: `&`, `<`, `>`, `"` and
  /// `'` as entities; characters XML 1.0 cannot hold (C0 controls other
  /// than tab, LF and CR) and the others that would act on a terminal
  /// written `\u{1B}`, and CR and LF in attributes as character references.
  static func escaped(_ s: String, attribute: Bool = true) -> String {
    TerminalText.escaped(s) { u in
      switch u {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&apos;"
      case "\n": attribute ? "&#10;" : "\n"
      case "\r": "&#13;"
      case "\t": attribute ? "&#9;" : "\t"
      default: nil
      }
    }
  }
}
