import PlumbDiagnostics

extension ViewSpec {
  /// The lines of text UIKit would show in a view of this frame, at the
  /// model's metrics, with `…` on the last one exactly when UIKit would
  /// truncate: a single line narrower than its text, or wrapped text with
  /// more lines than the label allows or its height holds. A text view
  /// scrolls or clips, and never shows `…`.
  public func shownText(in frame: Frame, ellipsis: String = "…") -> (lines: [String], truncated: Bool) {
    guard kind.hasText, !text.isEmpty else { return ([], false) }
    let eps = 1e-6
    // Characters a line holds (titles of buttons and fields sit 8 points in from each side).
    let inset: Double = kind == .button || kind == .textfield ? 16 : 0
    let perLine = Int(saturating: ((frame.width - inset) + eps) / TextMetrics.characterWidth)
    func cut(_ line: String) -> String {
      perLine <= ellipsis.count ? String(ellipsis.prefix(max(0, perLine))) : TextMetrics.prefix(line, cells: perLine - ellipsis.count) + ellipsis
    }
    let multiline = (kind == .label && lines != 1) || kind == .textview
    if !multiline {
      let first = String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
      let truncated = Double(TextMetrics.columns(first)) * TextMetrics.characterWidth > frame.width - inset + eps
      return ([truncated ? cut(first) : first], truncated)
    }
    var shown = TextMetrics.wrap(text, width: max(TextMetrics.characterWidth, frame.width))
    if kind == .textview { return (shown, false) }
    // As many lines as the label allows and its height holds (at least one).
    let fit = max(1, Int(saturating: (frame.height + eps) / TextMetrics.lineHeight))
    let limit = lines == 0 ? fit : min(lines, fit)
    guard shown.count > limit else { return (shown, false) }
    // The last line shows what fits of the rest of the text, then `…`.
    let rest = shown[(limit - 1)...].joined(separator: " ")
    shown = Array(shown.prefix(limit - 1)) + [cut(rest)]
    return (shown, true)
  }

  /// Whether UIKit truncates the view's text in `frame` (draws `…`).
  public func truncatesText(in frame: Frame) -> Bool { shownText(in: frame).truncated }
}
