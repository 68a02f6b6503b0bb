/// The one way a `LocatedMessage` is printed, rustc-style:
///
///     file:line:column: severity: message; did you mean 'x'?
///     the source line
///         ^~~~
///
/// - The caret line lines up in a terminal: tabs before the place are kept
///   (whatever the tab width), a wide character (Hangul, CJK, emoji) is
///   padded with two spaces, and the marks cover the cells of the marked
///   characters (`^` then `~`).
/// - Control characters of the file name, the line and the message are escaped (`\u{1B}`),
///   so input text never reaches the terminal raw; tabs stay, and so do the
///   message's line breaks.
/// - A line longer than `wholeLineLimit` characters (a log pasted as one
///   line) shows `window` characters either side of the place (and all the
///   marked characters), cut with `…`.
public enum DiagnosticRenderer {
  /// The longest line shown whole.
  public static let wholeLineLimit = 120
  /// Characters shown either side of the place on a longer line.
  public static let window = 60

  /// The full text: the header, then the line and the caret when it has a line.
  public static func render(_ d: LocatedMessage) -> String {
    guard let line = d.sourceLine, let at = d.location else { return header(d) }
    return header(d) + "\n" + excerpt(line, column: at.column, length: d.length)
  }

  /// `file:line:column: severity: message` (or `file: severity: message` without a place).
  public static func header(_ d: LocatedMessage) -> String {
    // A file name is input too (a folder's file may be named with an escape sequence).
    let place = escaped(d.location?.description ?? d.file, keeping: [])
    let hint = d.suggestion.map { "; did you mean '\($0)'?" } ?? ""
    return "\(place): \(d.severity.rawValue): " + escaped(d.message + hint, keeping: ["\n"])
  }

  /// `line` and a caret line marking `length` characters from `column` (1-based, in characters).
  /// - Complexity: O(*n*) in the line's bytes; an ASCII line is broken into
  ///   characters only where it is shown (a reader warns many times on one
  ///   long pasted line: breaking all of it each time was quadratic).
  public static func excerpt(_ line: String, column: Int, length: Int = 1) -> String {
    let ascii = line.utf8.count > wholeLineLimit && isASCII(line)
    let all = ascii ? [] : Array(line)
    let total = ascii ? line.utf8.count : all.count
    let at = min(max(0, column - 1), total)
    var start = 0
    var end = total
    if total > wholeLineLimit {
      start = at > window + 10 ? at - window : 0
      // The marked text is never cut (a 300-digit number stays whole under its marks).
      end = min(total, at + max(window, length))
    }
    let through = max(end, min(total, at + max(1, length)))
    // The characters from `start` to `through`, the only ones looked at.
    let chars = ascii ? line.utf8.dropFirst(start).prefix(through - start).map { Character(Unicode.Scalar($0)) } : Array(all[start..<through])
    var shown = start > 0 ? "…" : ""
    var pad = start > 0 ? " " : ""
    for c in chars[0..<(end - start)] { shown += escaped(c) }
    for c in chars[0..<(at - start)] { pad += c == "\t" ? "\t" : String(repeating: " ", count: cells(escaped(c))) }
    if end < total { shown += "…" }
    // A place past the end of the line (a missing token) is padded on.
    pad += String(repeating: " ", count: max(0, column - 1 - total))
    let marked = chars[(at - start)..<(min(total, at + max(1, length)) - start)]
    let width = marked.reduce(0) { $0 + cells(escaped($1)) } + max(0, max(1, length) - marked.count)
    return shown + "\n" + pad + "^" + String(repeating: "~", count: max(0, width - 1))
  }

  /// Whether every byte of `text` is ASCII, read eight bytes at a time.
  static func isASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var i = 0
      if let base = bytes.baseAddress {
        let raw = UnsafeRawPointer(base)
        while i + 8 <= bytes.count {
          if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
          i += 8
        }
      }
      while i < bytes.count {
        if bytes[i] >= 0x80 { return false }
        i += 1
      }
      return true
    }
  }

  /// `c` as it may be printed: itself (a tab too), or `\u{…}` for a
  /// control or direction-overriding character.
  static func escaped(_ c: Character) -> String {
    guard c != "\t", c.unicodeScalars.contains(where: needsEscape) else { return String(c) }
    return c.unicodeScalars.map { needsEscape($0) ? TerminalText.escape($0) : String($0) }.joined()
  }

  /// `text` with every character escaped but those in `kept`.
  static func escaped(_ text: String, keeping kept: Set<Character>) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    return text.map { kept.contains($0) ? String($0) : escaped($0) }.joined()
  }

  /// Whether a scalar would act on the terminal rather than show: C0 and C1
  /// controls, DEL, and the bidirectional overrides and isolates that reorder what follows.
  static func needsEscape(_ s: Unicode.Scalar) -> Bool { TerminalText.needsEscape(s) }

  /// The terminal cells `text` takes.
  static func cells(_ text: String) -> Int { text.reduce(0) { $0 + TerminalCells.cells($1) } }
}
