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
  ///   width in the layout as designed (as UIKit wraps at the width of the
  ///   last layout), its height as many of the new font's lines as the
  ///   new text takes there.
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
      if let style = v.textStyle, let f = v.font, let size = f.pointSize { v.font = .system(size: size * style.scale(stress.textSize), weight: f.weight) }
      // Without a font Plumb measures (a `.scene`'s view), Plumb's own metrics grow by the style's scale.
      if let style = v.textStyle, v.font?.pointSize == nil { v.textScale = style.scale(stress.textSize) }
      if var o = v.intrinsicOverride, !v.text.isEmpty {
        // Measured in the view's font before and after (the system font at 17 where Plumb does not know it).
        let fallback = FontMetrics.system(size: 17)
        let old = before.font?.pointSize != nil ? before.font ?? fallback : fallback
        let new = v.font?.pointSize != nil ? v.font ?? fallback : fallback
        let oldWidth = old.width(of: before.text[...]) ?? 0, newWidth = new.width(of: v.text[...]) ?? 0
        let wraps = v.kind == .label && v.lines != 1
        if wraps, let room = widths[v.name], room > 0, let h = o.height {
          // Wrapped again where it was laid out: the lines the new text takes, in the new line height.
          let measure = { (s: Substring) in new.width(of: s) ?? 0 }
          var lines = SystemFontWidths.wrap(v.text, room: room, measure: measure).count
          if v.lines > 0 { lines = min(lines, v.lines) }
          let oldLines = max(1, SystemFontWidths.wrap(before.text, room: room, measure: { old.width(of: $0) ?? 0 }).count)
          // What the stored height holds beyond its lines (padding) stays.
          let padding = max(0, h - Double(oldLines) * old.lineHeight)
          o.height = padding + Double(lines) * new.lineHeight
          o.width = o.width.map { min($0 + (newWidth - oldWidth), room) }
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
