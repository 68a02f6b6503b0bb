import PlumbDiagnostics
import PlumbLayout

extension Screen {
  /// `text` with the marks a lesson writes in ASCII (`->` for `→`, `(done)`
  /// for `✓`, …) and any other character that is not ASCII as `?`.
  static func spelledOut(_ text: String) -> String {
    let marks: [Character: String] = ["→": "->", "←": "<-", "✓": "(done)", "▸": ">", "≠": "!=", "…": "...", "×": "x", "│": "|"]
    return String(text.flatMap { c -> [Character] in
      if let m = marks[c] { return Array(m) }
      return c.isASCII && !c.unicodeScalars.contains(where: TerminalText.needsEscape) ? [c] : ["?"]
    })
  }

  /// `text` in lines of at most `columns` cells, broken at spaces where it can be.
  static func wrap(_ text: String, columns: Int) -> [String] {
    guard TextMetrics.columns(text) > columns else { return [text] }
    let lines = TextMetrics.wrap(text, width: Double(max(1, columns)) * TextMetrics.characterWidth)
    return lines.isEmpty ? [text] : lines
  }
}
