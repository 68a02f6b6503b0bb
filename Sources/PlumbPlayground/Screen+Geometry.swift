import PlumbLayout

extension Screen {
  /// Where the parts of the screen go for a state: shared by drawing and by
  /// mouse hit tests, so that a click lands on what was drawn there.
  struct Geometry {
    let message: [String]
    /// Whether `message` is a conflict log (drawn as a conflict) rather than what the last key said.
    let messageIsConflict: Bool
    let messageRows: Int
    /// The lesson pane's lines (none when the scene teaches no lesson), above the message.
    let lesson: [(text: String, style: CellStyle)]
    let canvasRows: Int
    let zoom: Double
    /// The zoom at which the whole canvas fits (`zoom` is closer after `z`).
    let fitZoom: Double
    /// The first column and row of the drawing the canvas shows: (0, 0) unless zoomed in past the screen.
    let pan: (x: Int, y: Int)
    let canvasColumns: Int
    let inspectorWidth: Int

    init(_ s: PlaygroundState, _ result: LayoutResult) {
      let minimumInspector = max(34, min(60, s.columns * 2 / 5))
      // Message area: the last message, else the first conflict log with every member of its set.
      // What the last key said, wrapped to the screen's width (a question must be read whole).
      let maxMessageRows = max(4, s.rows / 3)
      // One column short of the edge: a terminal cannot write the last row's last cell without scrolling.
      let width = s.columns - 1
      func wrapped(_ text: String, indent: String = "") -> [String] {
        Screen.wrap(text, columns: max(1, width - indent.count)).map { indent + $0 }
      }
      var message = s.message.map { wrapped($0) } ?? []
      if let e = s.editing {
        let (before, after) = ("text of \(e.view): ", "  (Enter keeps, Esc cancels)")
        let room = width - before.count - 1 - after.count
        message = [before + Screen.tail(of: e.text, cells: max(8, room), mark: s.ascii ? "~" : "…") + (s.ascii ? "_" : "▏") + after]
      }
      if let p = s.prompt {
        let what = s.focus == .views ? "a constraint, a VFL line, a view, or key=value for the selected view" : "a constraint, a VFL line or a view"
        message = [":\(Screen.tail(of: p, cells: width - 2, mark: s.ascii ? "~" : "…"))\(s.ascii ? "_" : "▏")"] + wrapped("type \(what); Enter adds, Esc cancels", indent: "  ") + (s.message.map { wrapped($0, indent: "  ") } ?? [])
      }
      var conflict = false
      if message.isEmpty, let c = result.diagnostics.first(where: { $0.kind == .unsatisfiable }) {
        message = Screen.conflictLines(c, columns: s.columns, rows: maxMessageRows)
        conflict = message.count > 1
      }
      self.message = message
      messageIsConflict = conflict
      // A lesson's pane sits above the message, a quarter of the screen at most: the message needs fewer spare rows then.
      let lesson = Screen.lessonLines(s, maxRows: max(0, s.rows / 4))
      self.lesson = lesson
      messageRows = max(lesson.isEmpty ? 4 : 1, min(message.count, maxMessageRows))
      canvasRows = s.rows - 1 - messageRows - self.lesson.count
      // Canvas, zoomed out until it fits (or `z` steps closer); it takes the columns it needs and the inspector the rest.
      let available = s.columns - minimumInspector - 1
      fitZoom = CanvasRenderer.zoomToFit(result.canvas, columns: available, rows: canvasRows)
      zoom = s.zoomSteps == 0 ? fitZoom : max(1, fitZoom / Double(1 << min(30, s.zoomSteps)))
      let (cw, ch) = CanvasRenderer.cells(result.canvas, zoom: zoom)
      canvasColumns = max(0, min(available, cw + 2))
      inspectorWidth = s.columns - canvasColumns - 1
      // Zoomed in, the canvas shows a window onto the drawing, centred on the selection and kept inside the drawing.
      if cw + 2 > canvasColumns || ch + 2 > canvasRows, let focus = Screen.focusFrame(s, result) {
        let renderer = CanvasRenderer(zoom: zoom)
        let cx = 1 + renderer.col(focus.x + focus.width / 2), cy = 1 + renderer.row(focus.y + focus.height / 2)
        pan = (max(0, min(cw + 2 - canvasColumns, cx - canvasColumns / 2)), max(0, min(ch + 2 - canvasRows, cy - canvasRows / 2)))
      } else {
        pan = (0, 0)
      }
    }
  }

  /// The frame `z` zooms in on: the selected view, or the first view of the selected constraint; nil for none.
  static func focusFrame(_ s: PlaygroundState, _ result: LayoutResult) -> Frame? {
    let name: String?
    if s.focus == .views, s.document.views.indices.contains(s.selectedView) {
      name = s.document.views[s.selectedView].name
    } else {
      name = s.views(of: s.selectedConstraint).sorted().first
    }
    return name.flatMap { result.view($0)?.absoluteFrame }.flatMap { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite ? $0 : nil }
  }

  /// Rows of the inspector's list.
  static func listRows(_ s: PlaygroundState, rows: Int) -> Int {
    // A short terminal shares the views' rows with the details below them, half and half.
    s.focus == .constraints ? max(3, rows - 9) : max(3, min(s.document.views.count, rows >= 40 ? rows - 24 : rows / 2 - 2))
  }

  /// The first item the inspector's list shows (the selection stays in view).
  static func firstListed(_ s: PlaygroundState, listRows: Int, constraintRows: [ConstraintRow]? = nil) -> Int {
    guard s.focus == .constraints else { return max(0, min(s.selectedView - listRows / 2, s.document.views.count - listRows)) }
    let rows = constraintRows ?? s.constraintRows
    let selected = rows.firstIndex(of: .constraint(s.selectedConstraint)) ?? 0
    return max(0, min(selected - listRows / 2, rows.count - listRows))
  }

  /// What a click at a cell selects.
  public enum Hit: Equatable, Sendable {
    case view(Int)
    case constraint(Int)
  }

  /// The view drawn at a cell of the canvas (the innermost), or the list
  /// entry at a cell of the inspector; nil elsewhere.
  public static func hit(_ s: PlaygroundState, column x: Int, row y: Int) -> Hit? {
    guard s.columns >= minimumColumns, s.rows >= minimumRows else { return nil }
    let result = s.displayedResult()
    let g = Geometry(s, result)
    if x > g.canvasColumns {
      // The inspector: the list starts on its second row.
      let listRows = Screen.listRows(s, rows: g.canvasRows)
      guard y >= 2, y < 2 + listRows else { return nil }
      if s.focus == .constraints {
        let rows = s.constraintRows
        let k = Screen.firstListed(s, listRows: listRows, constraintRows: rows) + (y - 2)
        guard rows.indices.contains(k), case .constraint(let i) = rows[k] else { return nil }
        return .constraint(i)
      }
      let i = Screen.firstListed(s, listRows: listRows) + (y - 2)
      return s.document.views.indices.contains(i) ? .view(i) : nil
    }
    // The canvas: its inside starts at column 1, row 2 (under the status line and the outline), less the pan;
    // a click on the outline, past the canvas's rows or in the pane and message below them selects nothing.
    guard x >= 1, x < g.canvasColumns - 1, y >= 2, y < g.canvasRows else { return nil }
    let renderer = CanvasRenderer(zoom: g.zoom)
    let (x, y) = (x + g.pan.x, y + g.pan.y)
    // Inside the screen's edge as drawn: not on the outline, nor on the blank rows a short drawing leaves.
    let size = renderer.size(of: result)
    guard x < size.columns - 1, y - 1 < size.rows - 1 else { return nil }
    let depth = result.hierarchy.depth
    let hits = result.views.indices.filter { i in
      let f = result.views[i].absoluteFrame
      let x1 = 1 + renderer.col(f.x), y1 = 2 + renderer.row(f.y)
      let x2 = max(x1, 1 + renderer.col(f.maxX) - 1), y2 = max(y1, 2 + renderer.row(f.maxY) - 1)
      return x >= x1 && x <= x2 && y >= y1 && y <= y2
    }
    guard let top = hits.max(by: { depth[$0] < depth[$1] }), let i = s.document.index(ofView: result.views[top].name) else { return nil }
    return .view(i)
  }
}
