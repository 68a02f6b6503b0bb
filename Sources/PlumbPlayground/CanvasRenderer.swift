import PlumbLayout

/// Draws a solved layout: the device outline, the safe area, and every view
/// as a box with its name and text. One cell is 8×16 points (the model's
/// text metrics) times `zoom`.
public struct CanvasRenderer {
  public var glyphs: Glyphs
  /// Points per cell are 8×zoom by 16×zoom.
  public var zoom: Double
  public var highlighted: Set<String>
  public var selected: String?

  public init(glyphs: Glyphs = .unicode, zoom: Double = 1, highlighted: Set<String> = [], selected: String? = nil) {
    self.glyphs = glyphs
    self.zoom = zoom
    self.highlighted = highlighted
    self.selected = selected
  }

  /// The smallest zoom (1, 1.5, 2, 3, …) at which a canvas fits in `columns` × `rows` cells, borders included.
  public static func zoomToFit(_ canvas: Frame, columns: Int, rows: Int) -> Double {
    var z = 1.0
    while z < 64 {
      let (w, h) = cells(canvas, zoom: z)
      if w + 2 <= columns && h + 2 <= rows { return z }
      z = z < 2 ? z + 0.5 : z + 1
    }
    return z
  }

  static func cells(_ f: Frame, zoom: Double) -> (Int, Int) {
    (Int((f.width / (TextMetrics.characterWidth * zoom)).rounded()), Int((f.height / (TextMetrics.lineHeight * zoom)).rounded()))
  }

  func col(_ x: Double) -> Int { Int((x / (TextMetrics.characterWidth * zoom)).rounded()) }
  func row(_ y: Double) -> Int { Int((y / (TextMetrics.lineHeight * zoom)).rounded()) }

  /// The size in cells of the drawing of `result`.
  public func size(of result: LayoutResult) -> (columns: Int, rows: Int) {
    let (w, h) = CanvasRenderer.cells(result.canvas, zoom: zoom)
    return (w + 2, h + 2)
  }

  /// Draws into `grid` with the device's top-left corner at (x0, y0).
  public func draw(_ result: LayoutResult, document: LayoutDocument, into grid: inout Grid, x0: Int = 0, y0: Int = 0) {
    let (w, h) = CanvasRenderer.cells(result.canvas, zoom: zoom)
    box(&grid, x0, y0, w + 2, h + 2, style: .device, glyphs: glyphs)
    // The canvas's own coordinates start one cell in, past the outline.
    let ox = x0 + 1, oy = y0 + 1
    // The safe area: a dotted line along each inset edge.
    let sa = result.safeArea, cv = result.canvas
    let sx1 = ox + col(sa.x), sy1 = oy + row(sa.y), sx2 = ox + col(sa.maxX) - 1, sy2 = oy + row(sa.maxY) - 1
    if sa.y > cv.y { dottedLine(&grid, from: (sx1, sy1), to: (sx2, sy1)) }
    if sa.maxY < cv.maxY { dottedLine(&grid, from: (sx1, sy2), to: (sx2, sy2)) }
    if sa.x > cv.x { dottedLine(&grid, from: (sx1, sy1), to: (sx1, sy2)) }
    if sa.maxX < cv.maxX { dottedLine(&grid, from: (sx2, sy1), to: (sx2, sy2)) }
    // Parents first, so that children draw on top of them.
    let depth = Dictionary(uniqueKeysWithValues: result.views.map { v in (v.name, depthOf(v.name, result)) })
    for v in result.views.sorted(by: { (depth[$0.name] ?? 0, index($0.name, result)) < (depth[$1.name] ?? 0, index($1.name, result)) }) {
      // UIKit draws neither a hidden view nor what is inside it.
      if isHidden(v.name, document) { continue }
      let f = v.absoluteFrame
      let x1 = ox + col(f.x), y1 = oy + row(f.y)
      let x2 = ox + col(f.maxX) - 1, y2 = oy + row(f.maxY) - 1
      let style: CellStyle = v.isAmbiguous ? .ambiguous : (v.name == selected ? .selected : (highlighted.contains(v.name) ? .related : .view))
      let bw = max(1, x2 - x1 + 1), bh = max(1, y2 - y1 + 1)
      // Clear the inside so that a child hides what its parent drew there.
      for yy in y1..<(y1 + bh) { for xx in x1..<(x1 + bw) { grid[xx, yy] = Cell(" ", .plain) } }
      box(&grid, x1, y1, bw, bh, style: style, glyphs: v.name == selected && glyphs != .ascii ? .heavy : glyphs)
      // The name sits in the top border; a `?` marks an ambiguous view.
      let name = (v.isAmbiguous ? "?" : "") + v.name
      if bw >= 3 { grid.write(fit(name, bw - 2), x: x1 + 1, y: y1, style: style) }
      // The text inside, cut with an ellipsis where the view is narrower than the text.
      let text = document.view(named: v.name)?.text ?? ""
      if !text.isEmpty && bh >= 3 && bw >= 3 {
        let lines = wrapOrCut(text, document.view(named: v.name)?.lines ?? 1, width: bw - 2, height: bh - 2)
        let top = y1 + 1 + max(0, (bh - 2 - lines.count) / 2)
        for (k, l) in lines.enumerated() {
          grid.write(l, x: x1 + 1 + max(0, (bw - 2 - l.count) / 2), y: top + k, style: .plain)
        }
      } else if !text.isEmpty && bh < 3 && bw >= 3 && bh >= 1 {
        // Too flat for a text row: show it in the border after the name.
        let label = fit(name + " " + text, bw - 2)
        grid.write(label, x: x1 + 1, y: y1, style: style)
      }
    }
  }

  func index(_ name: String, _ r: LayoutResult) -> Int { r.views.firstIndex { $0.name == name } ?? 0 }

  func depthOf(_ name: String, _ r: LayoutResult) -> Int {
    var d = 0
    var p = r.view(name)?.parent
    while let q = p, d < 64 { d += 1; p = r.view(q)?.parent }
    return d
  }

  /// `text` cut to `width` characters with an ellipsis.
  func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    if text.count <= width { return text }
    return String(text.prefix(max(0, width - glyphs.ellipsis.count))) + glyphs.ellipsis
  }

  func wrapOrCut(_ text: String, _ lines: Int, width: Int, height: Int) -> [String] {
    guard height > 0 else { return [] }
    var out = lines == 1 ? [text] : TextMetrics.wrap(text, width: Double(width) * TextMetrics.characterWidth)
    if out.count > height {
      out = Array(out.prefix(height))
      out[height - 1] = fit(out[height - 1] + glyphs.ellipsis, width)
    }
    return out.map { fit($0, width) }
  }

  func box(_ g: inout Grid, _ x: Int, _ y: Int, _ w: Int, _ h: Int, style: CellStyle, glyphs: Glyphs) {
    guard w >= 1, h >= 1 else { return }
    if w == 1 || h == 1 {
      for yy in y..<(y + h) { for xx in x..<(x + w) { g[xx, yy] = Cell(h == 1 ? glyphs.horizontal : glyphs.vertical, style) } }
      return
    }
    for xx in (x + 1)..<(x + w - 1) {
      g[xx, y] = Cell(glyphs.horizontal, style)
      g[xx, y + h - 1] = Cell(glyphs.horizontal, style)
    }
    for yy in (y + 1)..<(y + h - 1) {
      g[x, yy] = Cell(glyphs.vertical, style)
      g[x + w - 1, yy] = Cell(glyphs.vertical, style)
    }
    g[x, y] = Cell(glyphs.topLeft, style)
    g[x + w - 1, y] = Cell(glyphs.topRight, style)
    g[x, y + h - 1] = Cell(glyphs.bottomLeft, style)
    g[x + w - 1, y + h - 1] = Cell(glyphs.bottomRight, style)
  }

  func dottedLine(_ g: inout Grid, from a: (Int, Int), to b: (Int, Int)) {
    let horizontal = a.1 == b.1
    for xx in min(a.0, b.0)...max(a.0, b.0) {
      for yy in min(a.1, b.1)...max(a.1, b.1) where g[xx, yy].character == " " {
        g[xx, yy] = Cell(horizontal ? glyphs.dottedHorizontal : glyphs.dottedVertical, .safeArea)
      }
    }
  }

  /// Whether the view or one of its ancestors is hidden.
  func isHidden(_ name: String, _ document: LayoutDocument) -> Bool {
    var cursor: String? = name
    var steps = 0
    while let n = cursor, steps <= document.views.count, let v = document.view(named: n) {
      if v.isHidden { return true }
      cursor = v.parent
      steps += 1
    }
    return false
  }
}
