import PlumbLayout

extension CanvasRenderer {
  /// The lines of text UIKit would show in a view of this frame, at the
  /// model's metrics, with `…` on the last one exactly when UIKit would
  /// truncate: a single line narrower than its text, or wrapped text with
  /// more lines than the label allows or its height holds. A text view
  /// scrolls or clips, and never shows `…`.
  static func shownText(_ spec: ViewSpec, frame: Frame, ellipsis: String) -> (lines: [String], truncated: Bool) {
    guard spec.kind.hasText, !spec.text.isEmpty else { return ([], false) }
    let eps = 1e-6
    // Characters a line holds (titles of buttons and fields sit 8 points in from each side).
    let inset: Double = spec.kind == .button || spec.kind == .textfield ? 16 : 0
    let perLine = Int(saturating: ((frame.width - inset) + eps) / TextMetrics.characterWidth)
    func cut(_ line: String) -> String {
      perLine <= ellipsis.count ? String(ellipsis.prefix(max(0, perLine))) : TextMetrics.prefix(line, cells: perLine - ellipsis.count) + ellipsis
    }
    let multiline = (spec.kind == .label && spec.lines != 1) || spec.kind == .textview
    if !multiline {
      let first = String(spec.text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
      let truncated = Double(TextMetrics.columns(first)) * TextMetrics.characterWidth > frame.width - inset + eps
      return ([truncated ? cut(first) : first], truncated)
    }
    var lines = TextMetrics.wrap(spec.text, width: max(TextMetrics.characterWidth, frame.width))
    if spec.kind == .textview { return (lines, false) }
    // As many lines as the label allows and its height holds (at least one).
    let fit = max(1, Int(saturating: (frame.height + eps) / TextMetrics.lineHeight))
    let limit = spec.lines == 0 ? fit : min(spec.lines, fit)
    guard lines.count > limit else { return (lines, false) }
    // The last line shows what fits of the rest of the text, then `…`.
    let rest = lines[(limit - 1)...].joined(separator: " ")
    lines = Array(lines.prefix(limit - 1)) + [cut(rest)]
    return (lines, true)
  }

  /// Writes a view's text in its cells: left-aligned (centred for buttons),
  /// centred vertically in `rows`, spanning the view's full width; text the
  /// zoom has no room for is cut without a mark (only the layout's
  /// truncation shows `…`). Cells of a text row past the text show the
  /// view's extent with dots.
  func drawText(_ lines: [String], kind: ViewKind, in grid: inout Grid, x: Int, width: Int, rows: ClosedRange<Int>, style: CellStyle, fillExtent: Bool) {
    guard width > 0, !lines.isEmpty else { return }
    let shown = Array(lines.prefix(rows.count))
    let top = rows.lowerBound + max(0, (rows.count - shown.count) / 2)
    for (k, line) in shown.enumerated() {
      let visible = TextMetrics.prefix(line, cells: width)
      let left = kind == .button ? x + max(0, (width - TextMetrics.columns(visible)) / 2) : x
      if fillExtent { grid.fill(x: x, y: top + k, width: width, height: 1, with: Cell(glyphs.extent, .dim)) }
      grid.write(visible, x: left, y: top + k, style: style, maxWidth: width)
    }
  }
}
