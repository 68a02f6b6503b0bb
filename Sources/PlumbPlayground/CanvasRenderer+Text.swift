import PlumbLayout

extension CanvasRenderer {
  /// Text of a flat view that the zoom has no room for inside the view:
  /// it runs on past the view's right edge once every box is drawn, into
  /// the cells left blank.
  struct RunOn {
    /// What the view's cells could not hold.
    var rest: String
    /// The first cell past the view, and the view's last cell (where the cut mark goes when nothing runs on).
    var x: Int, y: Int, last: Int
    var style: CellStyle
  }

  /// Writes a view's text in its cells: left-aligned (centred for buttons),
  /// centred vertically in `rows`, spanning the view's full width. Cells of
  /// a text row past the text show the view's extent with dots.
  ///
  /// Text the zoom has no room for is never drawn as UIKit's truncation:
  /// a line cut by the zoom ends with `glyphs.cut` (a line UIKit truncated
  /// keeps its `…` after the mark), lines that do not fit in `rows` put the
  /// mark on the last row shown, and a flat view's line (`runOn` not nil)
  /// is left for `runOn` to finish past the view.
  func drawText(_ lines: [String], kind: ViewKind, in grid: inout Grid, x: Int, width: Int, rows: ClosedRange<Int>, style: CellStyle, fillExtent: Bool, runOn: inout [RunOn]) {
    guard width > 0, !lines.isEmpty else { return }
    let shown = Array(lines.prefix(rows.count))
    let top = rows.lowerBound + max(0, (rows.count - shown.count) / 2)
    for (k, line) in shown.enumerated() {
      let y = top + k
      let visible = TextMetrics.prefix(line, cells: width)
      let left = kind == .button ? x + max(0, (width - TextMetrics.columns(visible)) / 2) : x
      if fillExtent { grid.fill(x: x, y: y, width: width, height: 1, with: Cell(glyphs.extent, .dim)) }
      let linesDropped = k == shown.count - 1 && shown.count < lines.count
      if visible.count == line.count && !linesDropped {
        grid.write(visible, x: left, y: y, style: style, maxWidth: width)
      } else if visible.count < line.count && fillExtent && !linesDropped && !line.hasSuffix(glyphs.ellipsis) {
        grid.write(visible, x: left, y: y, style: style, maxWidth: width)
        runOn.append(RunOn(rest: String(line.dropFirst(visible.count)), x: x + width, y: y, last: x + width - 1, style: style))
      } else {
        writeCut(line, in: &grid, x: x, y: y, width: width, style: style)
      }
    }
  }

  /// Writes what fits of `line` in `width` cells, then the cut mark (and
  /// UIKit's `…` after it, when the line is truncated by UIKit too and there is room).
  func writeCut(_ line: String, in grid: inout Grid, x: Int, y: Int, width: Int, style: CellStyle) {
    let truncated = !glyphs.ellipsis.isEmpty && line.hasSuffix(glyphs.ellipsis)
    let tail = truncated && width >= 3 ? glyphs.ellipsis : ""
    let room = max(0, width - 1 - TextMetrics.columns(tail))
    let kept = TextMetrics.prefix(line, cells: room)
    grid.write(kept, x: x, y: y, style: style, maxWidth: room)
    let markX = x + TextMetrics.columns(kept)
    grid[markX, y] = Cell(glyphs.cut, .dim)
    if !tail.isEmpty { grid.write(tail, x: markX + 1, y: y, style: style, maxWidth: width - TextMetrics.columns(kept) - 1) }
  }

  /// Finishes the lines the zoom cut in flat views: the rest is written past
  /// the view when the blank cells up to the canvas's right edge (or up to a
  /// blank cell before the next thing drawn) hold it whole; otherwise as
  /// much as they hold, ending with the cut mark.
  func runOn(_ pending: [RunOn], in grid: inout Grid, canvasEnd: Int) {
    for p in pending {
      let needed = TextMetrics.columns(p.rest)
      var free = 0
      while p.x + free < canvasEnd, free <= needed, grid[p.x + free, p.y].isSpace { free += 1 }
      // Text that stops at something drawn keeps a blank cell before it, so that two texts never read as one.
      let room = p.x + free >= canvasEnd ? free : free - 1
      if room >= 1 {
        grid.writeCut(p.rest, x: p.x, y: p.y, style: p.style, maxWidth: room, mark: glyphs.cut)
      } else {
        grid[p.last, p.y] = Cell(glyphs.cut, .dim)
      }
    }
  }
}
