import PlumbLayout
import PlumbScene

/// Renders the whole playground screen into a grid: pure, so tests compare its text.
public enum Screen {
  public static let minimumColumns = 60
  public static let minimumRows = 16

  public static let help: [(String, String)] = [
    ("Up/Down, k/j", "select a constraint (or a view)"),
    ("Tab", "switch between constraints and views"),
    ("+ / -", "constant +1 / -1"),
    ("] / [", "constant +10 / -10"),
    ("> / <", "priority +1 / -1"),
    ("1 2 3 4", "priority 250, 750, 999, 1000"),
    ("* / /", "double / halve the multiplier"),
    ("=", "cycle the relation = <= >="),
    ("space", "toggle active"),
    ("h / H", "view: horizontal hugging -1 / +1"),
    ("c / C", "view: horizontal compression resistance -1 / +1"),
    ("v then h H c C", "the same, vertical"),
    ("e", "view: edit its text (Enter keeps, Esc cancels)"),
    ("r", "rotate portrait / landscape"),
    ("d", "next device: iphone, iphone-max, ipad"),
    ("l", "left-to-right / right-to-left"),
    ("u / U", "undo / redo"),
    ("s", "save (the old file is kept as NAME.scene~)"),
    ("n / N", "storyboard or xib: next / previous scene"),
    ("a", "animate changes (250 ms)"),
    ("?", "this help"),
    ("q", "quit"),
  ]

  public static func render(_ s: PlaygroundState) -> Grid {
    var g = Grid(width: s.columns, height: s.rows)
    guard s.columns >= minimumColumns, s.rows >= minimumRows else {
      let lines = ["The terminal is \(s.columns)x\(s.rows).", "Plumb needs at least \(minimumColumns)x\(minimumRows):", "make the window larger, or press q."]
      for (k, l) in lines.enumerated() { g.write(l, x: 0, y: k, style: .message, maxWidth: s.columns) }
      return g
    }
    let glyphs: Glyphs = s.ascii ? .ascii : .unicode
    let result = s.displayedResult()
    let inspectorWidth = max(34, min(60, s.columns * 2 / 5))
    let canvasColumns = s.columns - inspectorWidth - 1
    let messageRows = 4
    let canvasRows = s.rows - 1 - messageRows
    // Status line.
    g.write(statusLine(s), x: 0, y: 0, style: .status, maxWidth: s.columns)
    // Canvas, zoomed out until it fits.
    let zoom = CanvasRenderer.zoomToFit(result.canvas, columns: canvasColumns, rows: canvasRows)
    var highlighted = s.focus == .constraints ? s.views(of: s.selectedConstraint) : []
    let selectedView = s.focus == .views && s.document.views.indices.contains(s.selectedView) ? s.document.views[s.selectedView].name : nil
    if let v = selectedView { highlighted.insert(v) }
    let renderer = CanvasRenderer(glyphs: glyphs, zoom: zoom, highlighted: highlighted, selected: selectedView)
    renderer.draw(result, document: s.document, into: &g, x0: 0, y0: 1)
    // Inspector.
    inspector(s, &g, x: canvasColumns + 1, width: inspectorWidth, rows: canvasRows)
    // Message area: the last message, else the first conflict log.
    var message = s.message.map { [$0] } ?? []
    if let e = s.editing { message = ["text of \(e.view): \(e.text)\(s.ascii ? "_" : "▏")  (Enter keeps, Esc cancels)"] }
    if message.isEmpty, let c = result.diagnostics.first(where: { $0.kind == .unsatisfiable }) {
      // The log, condensed to the rows there are: the set, then what was broken.
      let broken = c.message.split(separator: "\n").last.map(String.init) ?? ""
      message = ["[LayoutConstraints] Unable to simultaneously satisfy constraints:"] + c.constraints.map { "    \($0)" }.prefix(messageRows - 2)
        + ["Will attempt to recover by breaking constraint \(broken)"]
    }
    for (k, l) in message.prefix(messageRows).enumerated() {
      g.write(l, x: 0, y: s.rows - messageRows + k, style: message.count > 1 ? .conflict : .message, maxWidth: s.columns)
    }
    if s.showsHelp { helpOverlay(&g, glyphs) }
    return g
  }

  static func statusLine(_ s: PlaygroundState) -> String {
    let d = s.document
    let times = s.ascii ? "x" : "×"
    let device = d.device.isCanvas ? "canvas \(formatPoints(d.device.width))\(times)\(formatPoints(d.device.height))" : d.device.name
    let unit = s.ascii ? "us" : "µs"
    // The key-to-redraw time (reducer, incremental solve, render) as the front measured it.
    let timing: String? = s.redrawMicroseconds.map { "\(s.ascii ? "key->draw" : "key→draw") \(Int($0.rounded())) \(unit)" }
    var fields: [String?] = [d.title ?? s.path ?? "scene", device, d.orientation.rawValue, s.result.traits.description, d.direction.rawValue]
    fields += [timing, "\(s.result.conflictCount) conflicts", "\(s.result.ambiguousCount) ambiguous", s.dirty ? "modified" : nil, "? keys"]
    return fields.compactMap { $0 }.joined(separator: s.ascii ? " | " : " │ ")
  }

  static func inspector(_ s: PlaygroundState, _ g: inout Grid, x: Int, width: Int, rows: Int) {
    var y = 1
    let title = s.focus == .constraints ? "Constraints (Tab: views)" : "Views (Tab: constraints)"
    g.write(title, x: x, y: y, style: .title, maxWidth: width)
    y += 1
    let listRows = max(3, rows - 9)
    if s.focus == .constraints {
      let n = s.document.constraints.count
      let first = max(0, min(s.selectedConstraint - listRows / 2, n - listRows))
      for i in first..<min(n, first + listRows) {
        let c = s.document.constraints[i]
        let state = s.result.constraints.indices.contains(i) ? s.result.constraints[i] : nil
        let mark: String
        var style: CellStyle = .plain
        if !c.isActive { mark = "off"; style = .dim } else if state?.installed == false && state?.broken == false { mark = "n/a"; style = .dim } else if state?.broken == true {
          mark = "BRK"; style = .conflict
        } else if state?.satisfied == true { mark = " ok" } else { mark = s.ascii ? " !=" : " ≠ "; style = .unsatisfied }
        let line = "\(i == s.selectedConstraint ? (s.ascii ? ">" : "▸") : " ")\(mark) \(SceneWriter.constraintText(c))"
        g.write(line, x: x, y: y, style: i == s.selectedConstraint ? .selected : style, maxWidth: width)
        y += 1
      }
      y = max(y, 2 + listRows) + 1
      for name in s.views(of: s.selectedConstraint).sorted() { y = viewDetails(s, name, &g, x: x, y: y, width: width, brief: true) }
    } else {
      let n = s.document.views.count
      let first = max(0, min(s.selectedView - listRows / 2, n - listRows))
      for i in first..<min(n, first + listRows) {
        let v = s.document.views[i]
        g.write("\(i == s.selectedView ? (s.ascii ? ">" : "▸") : " ") \(v.kind.rawValue) \(v.name)", x: x, y: y, style: i == s.selectedView ? .selected : .plain, maxWidth: width)
        y += 1
      }
      y = max(y, 2 + listRows) + 1
      if s.document.views.indices.contains(s.selectedView) {
        _ = viewDetails(s, s.document.views[s.selectedView].name, &g, x: x, y: y, width: width, brief: false)
      }
    }
  }

  static func viewDetails(_ s: PlaygroundState, _ name: String, _ g: inout Grid, x: Int, y: Int, width: Int, brief: Bool) -> Int {
    guard let v = s.result.view(name), let spec = s.document.view(named: name) else { return y }
    var y = y
    g.write("\(name) \(v.frame)\(v.isAmbiguous ? " ambiguous: " + v.ambiguousAxes.joined(separator: ",") : "")", x: x, y: y, style: v.isAmbiguous ? .ambiguous : .plain, maxWidth: width)
    y += 1
    if brief { return y }
    let intrinsic = "\(v.intrinsicWidth.map(formatPoints) ?? "none") x \(v.intrinsicHeight.map(formatPoints) ?? "none")"
    for line in ["intrinsic \(intrinsic)", "hugging  H \(formatPoints(spec.hugging.horizontal))  V \(formatPoints(spec.hugging.vertical))",
                 "resist   H \(formatPoints(spec.compressionResistance.horizontal))  V \(formatPoints(spec.compressionResistance.vertical))"] {
      g.write(line, x: x, y: y, maxWidth: width)
      y += 1
    }
    return y
  }

  static func helpOverlay(_ g: inout Grid, _ glyphs: Glyphs) {
    let w = min(g.width - 4, 66), h = min(g.height - 2, help.count + 3)
    let x0 = (g.width - w) / 2, y0 = (g.height - h) / 2
    for yy in y0..<(y0 + h) { for xx in x0..<(x0 + w) { g[xx, yy] = Cell(" ", .plain) } }
    CanvasRenderer(glyphs: glyphs).box(&g, x0, y0, w, h, style: .title, glyphs: glyphs)
    g.write(" Keys (any key closes) ", x: x0 + 2, y: y0, style: .title)
    for (k, (key, what)) in help.prefix(h - 3).enumerated() {
      g.write(key.padding(toLength: 16, withPad: " ", startingAt: 0) + what, x: x0 + 2, y: y0 + 2 + k, maxWidth: w - 4)
    }
  }
}
