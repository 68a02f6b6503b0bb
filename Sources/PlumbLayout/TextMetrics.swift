import PlumbDiagnostics

/// The fixed text metrics of Plumb, chosen so that what the terminal draws
/// matches the model: one character is 8 points wide (one terminal cell) and
/// one line is 16 points tall (one terminal row).
public enum TextMetrics {
  public static let characterWidth = 8.0
  public static let lineHeight = 16.0
  /// Distance from a line's top to its baseline.
  public static let ascent = 12.0

  /// The terminal cells `text` takes: one for each extended grapheme
  /// cluster, two for a wide one (Hangul, CJK, fullwidth forms, emoji), as
  /// terminals draw them; so a wide character is 16 points in the model.
  public static func columns(_ text: String) -> Int {
    // In ASCII every byte is a cluster of its own, except CR LF (one cluster).
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return text.utf8.count }
    return text.reduce(0) { $0 + cells($1) }
  }

  /// The terminal cells one character takes: 2 when it is wide, else 1
  /// (the one measure, shared with diagnostics' caret lines).
  @inline(__always)
  public static func cells(_ c: Character) -> Int { TerminalCells.cells(c) }

  /// The terminal cells a character of this one scalar takes: 2 when it is wide, else 1.
  @inline(__always)
  public static func cells(_ scalar: Unicode.Scalar) -> Int { TerminalCells.cells(scalar) }

  /// The longest start of `text` that fits in `cells` terminal cells.
  public static func prefix(_ text: String, cells limit: Int) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return String(text.prefix(max(0, limit))) }
    var used = 0
    var end = text.startIndex
    for i in text.indices {
      let w = cells(text[i])
      if used + w > limit { break }
      used += w
      end = text.index(after: i)
    }
    return String(text[..<end])
  }

  /// The size of `text` on one line.
  public static func singleLineSize(_ text: String) -> (width: Double, height: Double) {
    (Double(columns(text)) * characterWidth, text.isEmpty ? 0 : lineHeight)
  }

  /// The lines `text` wraps into at `width` points, breaking at spaces where it can.
  ///
  /// Linear in the length of the text: lines are built by appending, and a
  /// word longer than a line is cut by walking its indices once.
  public static func wrap(_ text: String, width: Double) -> [String] {
    let perLine = max(1, Int(saturating: (width + 1e-9) / characterWidth))
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineCount = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordCount = columns(String(word))
        let candidateCount = line.isEmpty ? wordCount : lineCount + 1 + wordCount
        if candidateCount <= perLine {
          if !line.isEmpty { line += " " }
          line += word
          lineCount = candidateCount
          continue
        }
        if !line.isEmpty { lines.append(line) }
        var rest = word[...]
        var restCount = wordCount
        while restCount > perLine {
          // As many characters as fit in a line's cells (at least one, however wide).
          var cut = rest.startIndex
          var used = 0
          while cut < rest.endIndex {
            let w = cells(rest[cut])
            if used + w > perLine && used > 0 { break }
            used += w
            cut = rest.index(after: cut)
          }
          lines.append(String(rest[..<cut]))
          rest = rest[cut...]
          restCount -= used
        }
        line = String(rest)
        lineCount = restCount
      }
      lines.append(line)
    }
    return lines
  }

  /// The height `text` takes wrapped at `width`, with at most `maxLines` lines (0: no limit).
  public static func wrappedHeight(_ text: String, width: Double, maxLines: Int) -> Double {
    guard !text.isEmpty else { return 0 }
    var n = wrap(text, width: width).count
    if maxLines > 0 { n = min(n, maxLines) }
    return Double(n) * lineHeight
  }
}

extension TextMetrics {
  /// The size of `text` laid out without wrapping: as wide as its longest
  /// line, one line height per line, showing at most `maxLines` lines (0: all).
  ///
  /// A line break in the text starts a new line, as in `UILabel`.
  /// - Complexity: O(text length).
  public static func unwrappedSize(_ text: String, maxLines: Int) -> (width: Double, height: Double) {
    guard text.utf8.contains(0x0A) else { return singleLineSize(text) }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if maxLines > 0, lines.count > maxLines { lines.removeLast(lines.count - maxLines) }
    let widest = lines.lazy.map { columns(String($0)) }.max() ?? 0
    return (Double(widest) * characterWidth, Double(lines.count) * lineHeight)
  }
}

extension Int {
  /// `value` rounded toward zero and clamped to ±2^52 (NaN is 0): a
  /// conversion that cannot trap, for counts and cell positions computed
  /// from points. Anything past the clamp is far beyond any text or screen.
  public init(saturating value: Double) {
    let limit = 4_503_599_627_370_496.0  // 2^52
    if value.isNaN { self = 0 } else { self = Int(Swift.min(limit, Swift.max(-limit, value))) }
  }
}
