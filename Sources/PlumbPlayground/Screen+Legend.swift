extension Screen {
  /// What every mark the drawing and the lists use means, one line each, in
  /// the glyphs the screen draws with (the help's second page).
  static func legend(_ g: Glyphs) -> [(String, String)] {
    let ascii = g == .ascii
    return [
      ("\(g.topLeft)\(g.horizontal)name\(g.horizontal)\(g.topRight)", "a view's frame, its name in the top border"),
      (ascii ? "(bold)" : "\(Glyphs.heavy.topLeft)\(Glyphs.heavy.horizontal)\(Glyphs.heavy.topRight)", "the selected view"),
      ("Name\(g.extent)\(g.extent)\(g.extent)", "\(g.extent): the view is wider than its text (its extent)"),
      ("Lon\(g.ellipsis)", "\(g.ellipsis): UIKit truncates this text (too narrow or short)"),
      ("Lon\(g.cut)", "\(g.cut): the screen has no room for the rest of the text, which UIKit shows (z zooms in)"),
      ("", "zoomed out, a one-row text may run on past its view into blank cells"),
      ("\(g.dottedHorizontal)\(g.dottedHorizontal) \(g.dottedVertical)", "the safe area's edges"),
      ("?name", "ambiguous: constraints do not fix this view's frame"),
      ("\(g.empty)", "a view of no size (zero or negative width or height)"),
      ("\(g.offLeft) \(g.offRight) \(g.offUp) \(g.offDown)", "a view off the canvas, on that side"),
      ("zoom 1:2", "the canvas is zoomed out: a cell is 16x32 points"),
      (ascii ? "key->draw" : "key→draw", "the time from your last key to the finished redraw"),
      ("", "Constraint list:"),
      (ascii ? ">" : "▸", "the selected row"),
      ("+ 8 system", "8 constraints UIKit or Interface Builder made, folded (g)"),
      ("ok", "the constraint holds"),
      ("\(ascii ? "!=" : "≠") 296", "an optional constraint misses by 296 points"),
      ("BRK", "broken: UIKit drops it to resolve a conflict"),
      ("off", "inactive (space toggles it)"),
      ("n/a", "not installed (a size class leaves it or its view out)"),
      ("", "View details:"),
      ("hugging H V", "content hugging priority, horizontal and vertical"),
      ("resist H V", "compression resistance priority"),
      ("`a` is cut: ...", "what hugging and compression resistance did to it"),
      ("why this frame", "the constraints that hold with equality on each axis"),
      ("", "Lesson pane (above the message):"),
      (ascii ? "2/3 (done)" : "step 2/3 ✓", "the step shown; done: the layout does what it asks"),
      (ascii ? "4/21 (done)" : "Lesson 4/21 ✓", "a lesson of the course whose every step you did"),
      ("hint:", "after two changes that bring the step no closer"),
    ]
  }
}
