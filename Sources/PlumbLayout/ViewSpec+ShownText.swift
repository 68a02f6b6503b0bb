import PlumbDiagnostics

extension ViewSpec {
  /// The lines of text UIKit would show in a view of this frame, with `…`
  /// on the last one exactly when UIKit would truncate: a single line
  /// narrower than its text, or wrapped text with more lines than the
  /// label allows or its height holds. A text view scrolls or clips, and
  /// never shows `…`.
  ///
  /// Text is measured in the view's font where Plumb knows its widths
  /// (Apple's system font, read from a storyboard: `SystemFontWidths`,
  /// where a text is said not to fit only when the sure part of its
  /// estimate does not), else at the model's metrics (8 points a
  /// character, 16 a line: a `.scene`). A view read from Interface
  /// Builder in a font Plumb does not know has the width IB stored as its
  /// text's: it truncates a single line only where it is laid out narrower.
  public func shownText(in frame: Frame, ellipsis: String = "…") -> (lines: [String], truncated: Bool) {
    guard kind.hasText, !text.isEmpty else { return ([], false) }
    if let font, font.pointSize != nil { return shownText(in: frame, font: font, ellipsis: ellipsis) }
    if ibID != nil, let stored = intrinsicOverride?.width { return shownText(in: frame, storedWidth: stored, ellipsis: ellipsis) }
    let eps = 1e-6
    // Characters a line holds (titles of buttons and fields sit 8 points in from each side), at the text's scale.
    let k = usableTextScale
    let inset: Double = kind == .button || kind == .textfield ? 16 : 0
    let perLine = Int(saturating: ((frame.width - inset) + eps) / (TextMetrics.characterWidth * k))
    func cut(_ line: String) -> String {
      perLine <= ellipsis.count ? String(ellipsis.prefix(max(0, perLine))) : TextMetrics.prefix(line, cells: perLine - ellipsis.count) + ellipsis
    }
    if !showsSeveralLines {
      let first = String(firstLine)
      let truncated = Double(TextMetrics.columns(first)) * TextMetrics.characterWidth * k > frame.width - inset + eps
      return ([truncated ? cut(first) : first], truncated)
    }
    var shown = TextMetrics.wrap(text, width: max(TextMetrics.characterWidth, frame.width / k))
    if kind == .textview { return (shown, false) }
    // As many lines as the label allows and its height holds (at least one).
    let fit = max(1, Int(saturating: (frame.height + eps) / (TextMetrics.lineHeight * k)))
    let limit = lines == 0 ? fit : min(lines, fit)
    guard shown.count > limit else { return (shown, false) }
    // The last line shows what fits of the rest of the text, then `…`.
    let rest = shown[(limit - 1)...].joined(separator: " ")
    shown = Array(shown.prefix(limit - 1)) + [cut(rest)]
    return (shown, true)
  }

  /// Whether UIKit truncates the view's text in `frame` (draws `…`).
  public func truncatesText(in frame: Frame) -> Bool { shownText(in: frame).truncated }

  /// `shownText` measured in `font`: widths are the sure part of the
  /// estimate (`SystemFontWidths.fitsLowerBound`), lines the font's line
  /// height. A title's insets are not known and count as none.
  func shownText(in frame: Frame, font: FontMetrics, ellipsis: String) -> (lines: [String], truncated: Bool) {
    let eps = 0.5
    let sure = SystemFontWidths.fitsLowerBound
    func width(_ s: Substring) -> Double { (font.width(of: s) ?? 0) * sure }
    let room = frame.width + eps
    /// The longest start of `line` that fits in `room` with `…` after it.
    func cut(_ line: Substring) -> String {
      let limit = room - width(ellipsis[...])
      var used = 0.0
      var end = line.startIndex
      for i in line.indices {
        let w = width(line[i...i])
        if used + w > limit { break }
        used += w
        end = line.index(after: i)
      }
      return String(line[..<end]) + ellipsis
    }
    if !showsSeveralLines {
      let first = firstLine
      // A view given the width its text asks for (its intrinsic width) shows it whole.
      let asked = intrinsicOverride?.width ?? .infinity
      // A label that shrinks its font to fit truncates only what its smallest font does not fit.
      let shrink = shrinkLimit
      let truncated = width(first) * shrink > room && frame.width + eps < asked * shrink
      return ([truncated ? cut(first) : String(first)], truncated)
    }
    var shown = SystemFontWidths.wrap(text, room: room, measure: width)
    if kind == .textview { return (shown.map(String.init), false) }
    let lineHeight = font.lineHeight > 0 ? font.lineHeight : TextMetrics.lineHeight
    let fit = max(1, Int(saturating: (frame.height + eps) / lineHeight))
    let limit = lines == 0 ? fit : min(lines, fit)
    guard shown.count > limit else { return (shown.map(String.init), false) }
    // The last line shows what fits of the rest of the text, then `…`.
    let rest = shown[(limit - 1)...].joined(separator: " ")
    shown = Array(shown.prefix(limit - 1))
    return (shown.map(String.init) + [cut(rest[...])], true)
  }

  /// `shownText` of a view whose text is as wide as `storedWidth` on one
  /// line (what Interface Builder stored, in a font Plumb cannot measure):
  /// a single line truncates where the frame is narrower, the characters
  /// shown in proportion; wrapped text is shown whole (its lines cannot
  /// be known).
  func shownText(in frame: Frame, storedWidth: Double, ellipsis: String) -> (lines: [String], truncated: Bool) {
    let first = firstLine
    guard !showsSeveralLines, storedWidth > 0, frame.width + 0.5 < storedWidth * shrinkLimit else {
      return (showsSeveralLines ? [text] : [String(first)], false)
    }
    let keep = Int(saturating: Double(first.count) * max(0, frame.width) / storedWidth) - 1
    return ([String(first.prefix(max(0, keep))) + ellipsis], true)
  }

  /// Whether the text wraps onto several lines: a label of more than one line, or a text view.
  var showsSeveralLines: Bool { (kind == .label && lines != 1) || kind == .textview }

  /// The text's first line: all a single-line view shows.
  var firstLine: Substring { text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "" }

  /// How small autoshrink may make the font, as a share of its size (1: it does not shrink).
  var shrinkLimit: Double { minimumScaleFactor.map { min(1, max(0, $0)) } ?? 1 }
}
