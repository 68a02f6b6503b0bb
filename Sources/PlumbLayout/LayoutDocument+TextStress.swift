extension LayoutDocument {
  /// The document as it lays out under `stress`: at the user's text size
  /// `stress.textSize` instead of the default (Large), and with its texts
  /// in `stress.translation` (`Translation`), then `stress.pseudo`
  /// (`PseudoLanguage`; right to left is the layout's direction, which the reader sets).
  ///
  /// - A view whose font has a text style is set in the style's size at
  ///   that text size (`TextStyle.pointSize`); fixed-size fonts stay.
  /// - A size the reader took from the file (an Interface Builder view's
  ///   stored frame, measured at the default size with the designed text)
  ///   grows on one line by how much wider the new text is in the new
  ///   size (`SystemFontWidths`, the system font at 17 points where the
  ///   font is not known), and by the new font's line height in height.
  /// - A label of several lines is wrapped again at `widths[name]`, its
  ///   width in the layout as designed (`LayoutResult.widthsByView`; UIKit
  ///   wraps at the width of the last layout), its height as many of the
  ///   new font's lines as the new text takes there.
  /// - A view without such a size (a `.scene`'s) is measured by Plumb's
  ///   own metrics, which grow by its text style's scale (`textScale`):
  ///   a scene's `style=body` label at AX5 is 53/17 as large.
  public func stressed(_ stress: TextStress, widths: [String: Double] = [:]) -> LayoutDocument {
    guard !stress.isNone else { return self }
    var d = self
    d.textStress = stress
    for k in d.views.indices where d.views[k].kind.hasText {
      let before = d.views[k]
      var v = before
      if let t = stress.translation?.text(of: v) { v.text = t }
      if let pseudo = stress.pseudo { v.text = pseudo.apply(v.text) }
      // A text style's font (or one scaled by its metrics) grows as the style does.
      if let style = v.textStyle, let f = v.font, let size = f.pointSize {
        let grown = min(size * style.scale(stress.textSize), max(size, f.maximumPointSize ?? .infinity))
        v.font = .system(size: grown, weight: f.weight)
        v.font?.maximumPointSize = f.maximumPointSize
      }
      // Without a font Plumb measures (a `.scene`'s view), Plumb's own metrics grow by the style's scale.
      if let style = v.textStyle, v.font?.pointSize == nil { v.textScale = style.scale(stress.textSize) }
      if v.textScale != before.textScale, var o = v.intrinsicOverride {
        // A size written for Plumb's own metrics grows with them.
        o.width = o.width.map { $0 * v.textScale }
        o.height = o.height.map { $0 * v.textScale }
        v.intrinsicOverride = o
      } else if var o = v.intrinsicOverride, !v.text.isEmpty, v.text != before.text || v.font != before.font {
        // A view whose text and font are as designed keeps the size read from its file; one whose text or font
        // changed is measured in its font before and after (the system font at 17 where Plumb does not know it).
        let fallback = FontMetrics.system(size: 17)
        let old = before.font?.pointSize != nil ? before.font ?? fallback : fallback
        let new = v.font?.pointSize != nil ? v.font ?? fallback : fallback
        let measure = { (s: Substring) in new.width(of: s) ?? 0 }
        let oldWidth = old.width(of: before.text[...]) ?? 0, newWidth = new.width(of: v.text[...]) ?? 0
        let wraps = v.kind == .label && v.lines != 1
        if wraps, let room = widths[v.name], room > 0, let h = o.height {
          // Wrapped again where it was laid out: the lines the new text takes, in the new line height,
          // as wide as the widest of them.
          let newLines = SystemFontWidths.wrap(v.text, room: room, measure: measure)
          let lines = v.lines > 0 ? min(newLines.count, v.lines) : newLines.count
          let oldLines = max(1, SystemFontWidths.wrap(before.text, room: room, measure: { old.width(of: $0) ?? 0 }).count)
          // What the stored height holds beyond its lines (padding) stays.
          let padding = max(0, h - Double(oldLines) * old.lineHeight)
          o.height = padding + Double(lines) * new.lineHeight
          let widest = newLines.lazy.map(measure).max() ?? 0
          o.width = o.width.map { stored in max(0, min(room, oldLines > 1 ? max(stored, widest) : stored + (widest - oldWidth))) }
        } else {
          o.width = o.width.map { max(0, $0 + (newWidth - oldWidth)) }
          o.height = o.height.map { max(0, $0 + (new.lineHeight - old.lineHeight)) }
        }
        v.intrinsicOverride = o
      }
      d.views[k] = v
    }
    return d
  }
}
