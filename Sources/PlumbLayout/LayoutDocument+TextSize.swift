extension LayoutDocument {
  /// The document as it lays out when the user's text size is `category`
  /// instead of the default (Large): every view whose font has a text
  /// style has text `TextStyle.scale(category)` times as large, fixed-size
  /// fonts stay. A size the reader took from the file (an Interface
  /// Builder view's stored frame, measured at the default size) grows by
  /// the same factor on both axes, with the font's metrics (its baselines).
  /// Plumb's own text metrics are the terminal's cells and do not scale,
  /// so a view without such a size keeps it: a `.scene` sets no text style.
  ///
  /// What this leaves out: a label's lines are not re-wrapped (a
  /// multi-line label's stored height grows with its font), and a button's
  /// padding grows with its title.
  public func atTextSize(_ category: ContentSizeCategory) -> LayoutDocument {
    guard category != .large else { return self }
    var d = self
    for k in d.views.indices {
      guard let style = d.views[k].textStyle else { continue }
      let s = style.scale(category)
      if var o = d.views[k].intrinsicOverride {
        o.width = o.width.map { $0 * s }
        o.height = o.height.map { $0 * s }
        d.views[k].intrinsicOverride = o
      }
      if d.views[k].font != nil { d.views[k].font = .system(size: style.pointSize(category)) }
    }
    return d
  }
}
