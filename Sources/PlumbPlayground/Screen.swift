import Foundation
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
    (Reducer.priorityKeys.map { String($0.key) }.joined(separator: " "), "priority " + Reducer.priorityKeys.map { "\($0.priority)" }.joined(separator: ", ")),
    ("* / /", "double / halve the multiplier"),
    ("=", "cycle the relation = <= >="),
    ("space", "toggle active"),
    ("h / H", "view: horizontal hugging -1 / +1"),
    ("c / C", "view: horizontal compression resistance -1 / +1"),
    ("v then h H c C", "the same, vertical"),
    ("e", "view: edit its text (Enter keeps, Esc cancels)"),
    ("A", "ambiguity: show another layout as good as this one"),
    ("g", "show / fold the system-made constraints (UIKit's, IB's)"),
    ("w", "why this frame: select the next constraint holding on the view"),
    (":", "add a constraint, VFL line or view; key=value sets the selected view's"),
    ("x", "delete the selected constraint, or view with its subviews"),
    ("r", "rotate portrait / landscape"),
    ("d", "next device: iphone, iphone-max, ipad"),
    ("l", "left-to-right / right-to-left"),
    ("b / B", "text size larger / smaller (Dynamic Type, xS to AX5)"),
    ("p", "pseudolanguage: double-length, accented, none"),
    ("u / U", "undo / redo"),
    ("s", "save (the old file is kept as FILE~)"),
    ("E", "export as UIKit code to NAME.swift"),
    ("t", "Swift code: the next named state it offers"),
    ("f", "Swift code: the next arm of an if or switch it cannot tell"),
    ("Right / Left", "lesson: next / previous step"),
    ("n / N", "course: next / previous lesson; storyboard or xib: scene"),
    ("o", "the course's lessons, or a storyboard's scenes (type to narrow)"),
    ("z / Z", "zoom in on the selection / out (the whole canvas)"),
    ("a", "animate changes (250 ms)"),
    ("?", "this help; ? again: what the marks mean"),
    ("q", "quit"),
  ]

  public static func render(_ s: PlaygroundState) -> Grid {
    var g = Grid(width: s.columns, height: s.rows)
    guard s.columns >= minimumColumns, s.rows >= minimumRows else {
      let lines = ["The terminal is \(s.columns)x\(s.rows).", "Plumb needs at least \(minimumColumns)x\(minimumRows):", "make the window larger, or press q."]
      for (k, l) in lines.enumerated() { g.writeCut(l, x: 0, y: k, style: .message, maxWidth: s.columns, mark: cutMark(s)) }
      return g
    }
    let glyphs: Glyphs = s.ascii ? .ascii : .unicode
    let result = s.displayedResult()
    let geometry = Geometry(s, result)
    let (message, messageRows, canvasRows) = (geometry.message, geometry.messageRows, geometry.canvasRows)
    let (zoom, canvasColumns, inspectorWidth) = (geometry.zoom, geometry.canvasColumns, geometry.inspectorWidth)
    // Status line.
    g.writeCut(statusLine(s, zoom: zoom, zoomedIn: zoom < geometry.fitZoom), x: 0, y: 0, style: .status, maxWidth: s.columns, mark: cutMark(s))
    var highlighted = s.focus == .constraints ? s.views(of: s.selectedConstraint) : []
    let selectedView = s.focus == .views && s.document.views.indices.contains(s.selectedView) ? s.document.views[s.selectedView].name : nil
    if let v = selectedView { highlighted.insert(v) }
    let renderer = CanvasRenderer(glyphs: glyphs, zoom: zoom, highlighted: highlighted, selected: selectedView)
    // The drawing on a grid of its own, then the window of it the canvas shows (all of it unless zoomed in):
    // a view that leaves the screen is never drawn over the rows below the canvas.
    let size = renderer.size(of: result)
    var drawing = Grid(width: size.columns, height: size.rows)
    renderer.draw(result, document: s.shownDocument, into: &drawing)
    g.copy(drawing, from: geometry.pan.x, geometry.pan.y, width: min(canvasColumns, size.columns), height: min(canvasRows, size.rows), to: 0, 1)
    // Inspector.
    inspector(s, &g, x: canvasColumns + 1, width: inspectorWidth, rows: canvasRows)
    // The lesson pane, full width, between the canvas and the message.
    let paneTop = s.rows - messageRows - geometry.lesson.count
    if !geometry.lesson.isEmpty { g.fill(x: 0, y: paneTop, width: s.columns, height: geometry.lesson.count, with: Cell(blank: .plain)) }
    for (k, line) in geometry.lesson.enumerated() { g.writeCut(line.text, x: 0, y: paneTop + k, style: line.style, maxWidth: s.columns, mark: cutMark(s)) }
    // The message rows are the message's alone: a long inspector stops above them.
    if messageRows > 0 { g.fill(x: 0, y: s.rows - messageRows, width: s.columns, height: messageRows, with: Cell(blank: .plain)) }
    for (k, l) in message.prefix(messageRows).enumerated() {
      g.writeCut(l, x: 0, y: s.rows - messageRows + k, style: geometry.messageIsConflict ? .conflict : .message, maxWidth: s.columns, mark: cutMark(s))
    }
    if s.showsHelp { helpOverlay(&g, glyphs, offset: s.helpOffset, legend: s.showsLegend) }
    if let picker = s.scenePicker { scenePickerOverlay(&g, s, picker, glyphs) }
    return g
  }

  /// The mark that ends text the screen cuts (never UIKit's `…`).
  static func cutMark(_ s: PlaygroundState) -> Character { (s.ascii ? Glyphs.ascii : Glyphs.unicode).cut }

  /// UIKit's conflict log in `rows` lines at most: the header, every member
  /// of the conflicting set (one a line when they fit, else packed several
  /// a line), and the constraint broken.
  static func conflictLines(_ c: Diagnostic, columns: Int, rows: Int) -> [String] {
    let broken = c.message.split(separator: "\n").last.map(String.init) ?? ""
    let header = "[LayoutConstraints] Unable to simultaneously satisfy constraints:"
    let footer = "Will attempt to recover by breaking constraint \(broken)"
    let members = c.constraints
    if members.count + 2 <= rows { return [header] + members.map { "    \($0)" } + [footer] }
    // Packed: the short form of each member, separated by "  |  ".
    var lines: [String] = []
    var line = "   "
    for m in members.map(GeneratedConstraint.shortened) {
      if line.count > 3 && line.count + 5 + m.count > columns {
        lines.append(line)
        line = "   "
      }
      line += (line.count > 3 ? "  |  " : " ") + m
    }
    lines.append(line)
    if lines.count > rows - 2 {
      lines = Array(lines.prefix(max(1, rows - 2)))
      lines[lines.count - 1] += "  … (plumb check lists the whole set)"
    }
    return [header] + lines + [footer]
  }

  /// The status line, fitted to the terminal: the least important fields go
  /// first (the timing, the direction, the orientation, the device, …; the
  /// title and `? keys` last); the conflict and ambiguity counts and
  /// 'modified' always stay.
  static func statusLine(_ s: PlaygroundState, zoom: Double = 1, zoomedIn: Bool = false) -> String {
    let d = s.document
    let times = s.ascii ? "x" : "×"
    let size = d.size
    // A xib's view of its own size is on a canvas of that size, on the device picked if one was.
    let on = s.interfaceBuilder?.picked.map { " on \($0.name)" } ?? ""
    let device = d.device.isCanvas ? "canvas \(formatPoints(size.width))\(times)\(formatPoints(size.height))\(on)" : d.device.name
    let unit = s.ascii ? "us" : "µs"
    // The key-to-redraw time (reducer, incremental solve, render) as the front measured it.
    let timing: String? = s.redrawMicroseconds.map { "\(s.ascii ? "key->draw" : "key→draw") \(Int(saturating: $0.rounded())) \(unit)" }
    let conflicts = s.result.conflictCount == 1 ? "1 conflict" : "\(s.result.conflictCount) conflicts"
    // (text, rank): a higher rank is dropped later; 100 is never dropped.
    let fields: [(String?, Int)] = [
      (d.title ?? s.path ?? "scene", 9), (device, 6), (d.orientation.rawValue, 5), (s.result.traits.description, 7), (d.direction.rawValue, 4),
      (zoomedIn ? "zoom 1:\(formatPoints(zoom)) (Z: out)" : zoom > 1 ? "zoom 1:\(formatPoints(zoom))" : nil, zoomedIn ? 100 : 8), (timing, 1), (conflicts, 100), ("\(s.result.ambiguousCount) ambiguous", 100),
      (s.textStress.isNone ? nil : s.textStress.description, 100),
      (s.exercising ? "showing another layout (A)" : nil, 100), (s.dirty ? "modified" : nil, 100), ("? keys", 10),
    ]
    let separator = s.ascii ? " | " : " │ "
    // Each field's width is counted once: this line is drawn on every key.
    var kept = fields.compactMap { f in f.0.map { (text: $0, rank: f.1, width: TextMetrics.columns($0)) } }
    var width = kept.reduce(0) { $0 + $1.width } + separator.count * max(0, kept.count - 1)
    // The title and `? keys` go last: the title is cut while a few of its characters fit, then `? keys` goes, then the title.
    func drop(_ k: Int) {
      width -= kept[k].width + (kept.count > 1 ? separator.count : 0)
      kept.remove(at: k)
    }
    while width > s.columns, let k = kept.indices.filter({ kept[$0].rank < 9 }).min(by: { kept[$0].rank < kept[$1].rank }) { drop(k) }
    for last in [10, 9] where width > s.columns {
      if let t = kept.firstIndex(where: { $0.rank == 9 }), kept[t].width - (width - s.columns) - 1 >= 4 {
        let room = kept[t].width - (width - s.columns) - 1
        kept[t].text = TextMetrics.prefix(kept[t].text, cells: room) + String(cutMark(s))
        width -= kept[t].width - (room + 1)
        kept[t].width = room + 1
      } else if let k = kept.firstIndex(where: { $0.rank == last }) {
        drop(k)
      }
    }
    return kept.map(\.text).joined(separator: separator)
  }

  static func inspector(_ s: PlaygroundState, _ g: inout Grid, x: Int, width: Int, rows: Int) {
    var y = 1
    // The view list leaves room below for the selected view's details (about 20 rows).
    let listRows = Screen.listRows(s, rows: rows)
    // A list longer than its rows says which rows show, so that the rest is known to be there.
    let count = s.focus == .constraints ? s.constraintRows.count : s.document.views.count
    let first = Screen.firstListed(s, listRows: listRows)
    let shown = count > listRows ? " \(first + 1)-\(min(count, first + listRows)) of \(count)" : ""
    let title = s.focus == .constraints ? "Constraints\(shown) (Tab: views)" : "Views\(shown) (Tab: constraints)"
    g.writeCut(title, x: x, y: y, style: .title, maxWidth: width, mark: cutMark(s))
    y += 1
    if s.focus == .constraints {
      let rows = s.constraintRows
      let first = Screen.firstListed(s, listRows: listRows, constraintRows: rows)
      for row in rows[min(first, rows.count)..<min(rows.count, first + listRows)] {
        guard case .constraint(let i) = row else {
          if case .systemHeading(let count, let shown) = row {
            // Not the selection's arrow: a heading is never selected.
            let arrow = shown ? "-" : "+"
            let text = "\(arrow) \(count) system-made (g: \(shown ? "fold" : "show"))"
            g.writeCut(text, x: x + 1, y: y, style: .dim, maxWidth: width - 1, mark: cutMark(s))
          }
          y += 1
          continue
        }
        let c = s.document.constraints[i]
        let state = s.result.constraints.indices.contains(i) ? s.result.constraints[i] : nil
        let mark: String
        var style: CellStyle = .plain
        if !c.isActive { mark = "off"; style = .dim } else if state?.installed == false && state?.broken == false { mark = "n/a"; style = .dim } else if state?.broken == true {
          mark = "BRK"; style = .conflict
        } else if state?.satisfied == true { mark = " ok" } else {
          // An optional constraint that does not hold says by how much it misses.
          mark = (s.ascii ? "!= " : "≠ ") + (state.map { formatPoints($0.violation) } ?? "")
          style = .unsatisfied
        }
        let line = "\(i == s.selectedConstraint ? (s.ascii ? ">" : "▸") : " ")\(mark) \(SceneWriter.constraintText(c))"
        g.writeCut(line, x: x, y: y, style: i == s.selectedConstraint ? .selected : style, maxWidth: width, mark: cutMark(s))
        y += 1
      }
      y = max(y, 2 + listRows) + 1
      // The selected constraint whole, wrapped, when its line in the list is cut.
      if s.document.constraints.indices.contains(s.selectedConstraint) {
        let full = SceneWriter.constraintText(s.document.constraints[s.selectedConstraint])
        if full.count + 6 > width {
          for line in TextMetrics.wrap(full, width: Double(max(1, width)) * TextMetrics.characterWidth) {
            g.writeCut(line, x: x, y: y, style: .selected, maxWidth: width, mark: cutMark(s))
            y += 1
          }
        }
      }
      for name in s.views(of: s.selectedConstraint).sorted() { y = viewDetails(s, name, &g, x: x, y: y, width: width, brief: true) }
    } else {
      let n = s.document.views.count
      let first = Screen.firstListed(s, listRows: listRows)
      // Each view indented under its superview (two cells a level, up to eight levels).
      let tree = s.result.hierarchy
      for i in first..<min(n, first + listRows) {
        let v = s.document.views[i]
        let indent = String(repeating: " ", count: 2 * min(8, tree.index[v.name].map { tree.depth[$0] } ?? 0))
        g.writeCut("\(i == s.selectedView ? (s.ascii ? ">" : "▸") : " ") \(indent)\(v.kind.rawValue) \(v.name)", x: x, y: y, style: i == s.selectedView ? .selected : .plain, maxWidth: width, mark: cutMark(s))
        y += 1
      }
      y = max(y, 2 + listRows) + 1
      if s.document.views.indices.contains(s.selectedView) {
        _ = viewDetails(s, s.document.views[s.selectedView].name, &g, x: x, y: y, width: width, brief: false)
      }
    }
  }

  /// The lines of "why this frame": the scene's constraints in the scene's
  /// notation and order, then the model's in UIKit's words (the root's pins,
  /// true of every layout, left out).
  @inline(never)
  static func whyLines(_ constraints: [GeneratedConstraint], _ document: LayoutDocument) -> [(text: String, fromScene: Bool)] {
    var scene: [(Int, String)] = []
    var model: [String] = []
    for c in constraints where !c.isRootPin {
      if case .scene(let i) = c.origin, document.constraints.indices.contains(i) {
        scene.append((i, SceneWriter.constraintText(document.constraints[i])))
      } else {
        model.append(c.shortDescription)
      }
    }
    scene.sort { $0.0 < $1.0 }
    return scene.map { ($0.1, true) } + model.map { ($0, false) }
  }

  static func viewDetails(_ s: PlaygroundState, _ name: String, _ g: inout Grid, x: Int, y: Int, width: Int, brief: Bool) -> Int {
    guard let v = s.result.view(name), let spec = s.document.view(named: name) else { return y }
    var y = y
    // Say plainly when the view cannot be seen on the canvas.
    let f = v.absoluteFrame, canvas = s.result.canvas
    var notes: [String] = []
    if f.width < 0 || f.height < 0 { notes.append("negative size") } else if f.width == 0 || f.height == 0 { notes.append("zero size") }
    // Wholly outside: a view of no width on the canvas's left edge is still on it.
    let outside =
      f.maxX < canvas.x || f.maxY < canvas.y || f.x > canvas.maxX || f.y > canvas.maxY
      || (f.width > 0 && (f.maxX <= canvas.x || f.x >= canvas.maxX)) || (f.height > 0 && (f.maxY <= canvas.y || f.y >= canvas.maxY))
    if outside { notes.append("off the canvas") }
    if spec.isHidden { notes.append("hidden") }
    let unplaced = s.result.unplacedComponents(name)
    if !unplaced.isEmpty { notes.append("unplaced (\(unplaced.joined(separator: ", ")): the input does not fix it") }
    if v.isAmbiguous { notes.append("ambiguous: " + v.ambiguousAxes.joined(separator: ",")) }
    for line in wrap("\(name) \(v.frame)\(notes.isEmpty ? "" : " " + notes.joined(separator: "; "))", columns: max(1, width)) {
      g.writeCut(line, x: x, y: y, style: v.isAmbiguous ? .ambiguous : .plain, maxWidth: width, mark: cutMark(s))
      y += 1
    }
    // What hugging and compression resistance did to it, in CHCR words.
    if !brief, let verdict = s.result.verdict(for: name, document: s.document, language: s.shownLanguage) {
      for line in wrap(verdict, columns: max(1, width)) {
        g.writeCut(line, x: x, y: y, style: .title, maxWidth: width, mark: cutMark(s))
        y += 1
      }
    }
    // Why it is ambiguous, in the words `plumb check` uses (a missing constraint, or optional ties).
    if v.isAmbiguous, let d = s.result.diagnostics.first(where: { $0.kind == .ambiguous && $0.views == [name] }) {
      let why = d.message.components(separatedBy: "not uniquely determined; ").last ?? d.message
      for line in TextMetrics.wrap("free: " + why, width: Double(max(1, width)) * TextMetrics.characterWidth) {
        g.writeCut(line, x: x, y: y, style: .ambiguous, maxWidth: width, mark: cutMark(s))
        y += 1
      }
      if !brief {
        g.writeCut("A shows another layout as good as this one", x: x, y: y, style: .dim, maxWidth: width, mark: cutMark(s))
        y += 1
      }
    }
    if brief { return y }
    let intrinsic = "\(v.intrinsicWidth.map(formatPoints) ?? "none") x \(v.intrinsicHeight.map(formatPoints) ?? "none")"
    for line in ["intrinsic \(intrinsic)", "hugging  H \(spec.hugging.horizontal)  V \(spec.hugging.vertical)",
                 "resist   H \(spec.compressionResistance.horizontal)  V \(spec.compressionResistance.vertical)"] {
      g.writeCut(line, x: x, y: y, maxWidth: width, mark: cutMark(s))
      y += 1
    }
    // The content-size constraints that decide hugging and compression, as UIKit prints them.
    for c in s.result.contentSizeConstraints(of: name) {
      let miss = s.result.violation(of: c)
      let state = miss <= 1e-3 ? "ok" : "\(s.ascii ? "!=" : "≠") \(formatPoints(miss))"
      g.writeCut("\(state.padding(toLength: 5, withPad: " ", startingAt: 0)) \(c.shortDescription)", x: x, y: y, style: miss <= 1e-3 ? .plain : .unsatisfied, maxWidth: width, mark: cutMark(s))
      y += 1
    }
    // Why this frame: the constraints that hold with equality and reach each component.
    g.writeCut("why this frame (what holds on each axis):", x: x, y: y, style: .title, maxWidth: width, mark: cutMark(s))
    y += 1
    for (label, axis) in [("x,w", Axis.horizontal), ("y,h", .vertical)] {
      // The scene's constraints first, then the model's.
      let why = Screen.whyLines(s.result.constraintsHolding(name, axis), s.document)
      if why.isEmpty {
        g.writeCut("\(label) \(v.ambiguousAxes.isEmpty ? "-" : "nothing fixes it")", x: x, y: y, maxWidth: width, mark: cutMark(s))
        y += 1
      }
      for (k, line) in why.enumerated() {
        g.writeCut("\(k == 0 ? label : "   ") \(line.text)", x: x, y: y, style: line.fromScene ? .plain : .dim, maxWidth: width, mark: cutMark(s))
        y += 1
      }
    }
    return y
  }

  /// The keys (or, on the second page, the legend of marks), scrolled by
  /// `offset` rows when they do not all fit; a description longer than the
  /// box wraps onto the rows below it.
  static func helpOverlay(_ g: inout Grid, _ glyphs: Glyphs, offset: Int = 0, legend: Bool = false) {
    let rows = helpRows(columns: g.width, glyphs: glyphs, legend: legend)
    let (x0, y0, w, h) = overlayBox(&g, glyphs, contentRows: rows.count + 1, width: helpWidth(columns: g.width))
    let visible = h - 3
    let first = max(0, min(offset, rows.count - visible))
    let scrolls = rows.count > visible
    let title = (legend ? " Marks" : " Keys") + " (" + (scrolls ? "j/k scroll, " : "") + (legend ? "? keys" : "? marks") + ", any other key closes) "
    g.writeCut(title, x: x0 + 2, y: y0, style: .title, maxWidth: w - 4, mark: glyphs.cut)
    let keyWidth = helpKeyWidth(legend)
    for (k, (key, what)) in rows.dropFirst(first).prefix(visible).enumerated() {
      g.writeCut(key.padding(toLength: keyWidth, withPad: " ", startingAt: 0) + what, x: x0 + 2, y: y0 + 2 + k, maxWidth: w - 4, mark: glyphs.cut)
    }
    if scrolls {
      let more = "\(first + 1)-\(first + visible) of \(rows.count)"
      g.write(" \(more) ", x: x0 + w - more.count - 4, y: y0 + h - 1, style: .title)
    }
  }

  static func helpKeyWidth(_ legend: Bool) -> Int { legend ? 15 : 16 }

  /// The help box's width for a terminal: as wide as its longest line needs, at most the terminal's less 4.
  static func helpWidth(columns: Int) -> Int { min(columns - 4, 96) }

  /// The help's rows for a terminal `columns` wide: each key and its
  /// description, wrapped to the box (the key on the first row only).
  static func helpRows(columns: Int, glyphs: Glyphs, legend: Bool) -> [(String, String)] {
    let room = max(8, helpWidth(columns: columns) - 4 - helpKeyWidth(legend))
    return (legend ? Screen.legend(glyphs) : help).flatMap { key, what -> [(String, String)] in
      wrap(what, columns: room).enumerated().map { ($0 == 0 ? key : "", $1) }
    }
  }

  /// An empty box over the middle of the grid for `contentRows` rows inside
  /// its outline (fewer when the grid is shorter), at most 76 columns wide;
  /// its corner and size. The help and the scene list draw in one.
  static func overlayBox(_ g: inout Grid, _ glyphs: Glyphs, contentRows: Int, width: Int = 76) -> (x: Int, y: Int, width: Int, height: Int) {
    let w = min(g.width - 4, width), h = min(g.height - 2, contentRows + 2)
    let x0 = (g.width - w) / 2, y0 = (g.height - h) / 2
    g.fill(x: x0, y: y0, width: w, height: h, with: Cell(" ", .plain))
    CanvasRenderer(glyphs: glyphs).box(&g, x0, y0, w, h, style: .title, glyphs: glyphs)
    return (x0, y0, w, h)
  }

  /// How far the help (or its legend page) can scroll for a terminal of `columns` × `rows`.
  static func helpScrollLimit(columns: Int, rows: Int, legend: Bool = false) -> Int {
    let count = helpRows(columns: columns, glyphs: .unicode, legend: legend).count
    return max(0, count - (min(rows - 2, count + 3) - 3))
  }
}
