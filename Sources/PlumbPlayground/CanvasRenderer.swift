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
  ///
  /// Worked out from the canvas's size, so any canvas takes a few steps: past
  /// 2 the zooms are whole numbers, and the first one that fits is at most a
  /// step or two above the ratio of the sizes. A canvas that fits nowhere
  /// (fewer than 3 cells either way, or a size that is not finite) gets the
  /// largest zoom tried.
  public static func zoomToFit(_ canvas: Frame, columns: Int, rows: Int) -> Double {
    func fits(_ z: Double) -> Bool {
      let (w, h) = cells(canvas, zoom: z)
      return w <= columns - 2 && h <= rows - 2
    }
    guard canvas.width.isFinite && canvas.height.isFinite else { return maximumZoom }
    for z in [1, 1.5, 2] where fits(z) { return z }
    let needed = max(canvas.width / (TextMetrics.characterWidth * Double(max(1, columns - 2))),
                     canvas.height / (TextMetrics.lineHeight * Double(max(1, rows - 2))))
    guard needed.isFinite else { return maximumZoom }
    var z = min(maximumZoom, max(3, needed.rounded(.down)))
    while z < maximumZoom && !fits(z) { z += 1 }
    return z
  }

  /// The largest zoom: 8 × 10^7 points a cell, so that a canvas of 10^7
  /// points (the scene format's bound) is drawn in a single cell.
  public static let maximumZoom = 10_000_000.0

  static func cells(_ f: Frame, zoom: Double) -> (Int, Int) {
    (Int(saturating: (f.width / (TextMetrics.characterWidth * zoom)).rounded()), Int(saturating: (f.height / (TextMetrics.lineHeight * zoom)).rounded()))
  }

  /// Points to cells, saturating: a view far off the canvas maps to a cell
  /// far outside the grid, which drawing clips, instead of trapping.
  func col(_ x: Double) -> Int { Int(saturating: (x / (TextMetrics.characterWidth * zoom)).rounded()) }
  func row(_ y: Double) -> Int { Int(saturating: (y / (TextMetrics.lineHeight * zoom)).rounded()) }

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
    // Parents first, so that children draw on top of them; views of equal
    // depth in the result's order (the hierarchy's drawing order, which a
    // key that changes no view shares with the last result). Views are
    // found by position, never searched by name.
    let tree = result.hierarchy
    let views = result.views
    let specAt = CanvasRenderer.specPositions(views, in: document)
    var flatTextViews: [(String, Int, Int, CellStyle)] = []
    var pendingRunOn: [RunOn] = []
    var noRunOn: [RunOn] = []
    var names: [PendingName] = []
    // The cells of each view drawn as a box, for its children.
    var boxes = [(x1: Int, y1: Int, x2: Int, y2: Int)?](repeating: nil, count: views.count)
    let hidden = CanvasRenderer.hiddenViews(result, document)
    for i in tree.drawingOrder {
      let v = views[i]
      // UIKit draws neither a hidden view nor what is inside it.
      if !hidden.isEmpty, hidden.contains(v.name) { continue }
      let f = v.absoluteFrame
      var x1 = ox + col(f.x), y1 = oy + row(f.y)
      var x2 = ox + col(f.maxX) - 1, y2 = oy + row(f.maxY) - 1
      // A view inside its parent's box stays off the parent's borders, which the zoom's rounding can put on its first or last row.
      if let p = tree.parentIndex[i], let b = boxes[p] {
        let pf = views[p].absoluteFrame
        let eps = 1e-9
        if f.y > pf.y + eps, y1 <= b.y1, b.y1 + 1 <= min(y2, b.y2 - 1) { y1 = b.y1 + 1 }
        if f.maxY < pf.maxY - eps, y2 >= b.y2, b.y2 - 1 >= y1 { y2 = b.y2 - 1 }
        if f.x > pf.x + eps, x1 <= b.x1, b.x1 + 1 <= min(x2, b.x2 - 1) { x1 = b.x1 + 1 }
        if f.maxX < pf.maxX - eps, x2 >= b.x2, b.x2 - 1 >= x1 { x2 = b.x2 - 1 }
      }
      let style: CellStyle = v.isAmbiguous ? .ambiguous : (v.name == selected ? .selected : (highlighted.contains(v.name) ? .related : .view))
      let bw = max(1, x2 - x1 + 1), bh = max(1, y2 - y1 + 1)
      // A view of no size, a negative size, or off the canvas is still marked: one
      // cell, held inside the canvas at the edge nearest to it.
      let (cw, ch) = CanvasRenderer.cells(result.canvas, zoom: zoom)
      let offCanvas = x2 < ox || y2 < oy || x1 >= ox + cw || y1 >= oy + ch
      if f.width <= 0 || f.height <= 0 || offCanvas || !f.x.isFinite || !f.y.isFinite {
        let mx = min(max(x1, ox), ox + max(0, cw - 1)), my = min(max(y1, oy), oy + max(0, ch - 1))
        let mark: Character = v.isAmbiguous ? "?" : (offCanvas ? (x2 < ox ? glyphs.offLeft : x1 >= ox + cw ? glyphs.offRight : y2 < oy ? glyphs.offUp : glyphs.offDown) : glyphs.empty)
        grid[mx, my] = Cell(mark, style == .view ? .ambiguous : style)
        continue
      }
      let spec = specAt[i].map { document.views[$0] }
      let (lines, _) = spec.map { $0.shownText(in: f, ellipsis: glyphs.ellipsis) } ?? ([], false)
      let name = (v.isAmbiguous ? "?" : "") + v.name
      let textStyle: CellStyle = v.name == selected ? .selected : (v.isAmbiguous ? .ambiguous : .plain)
      // Clear the inside so that a child hides what its parent drew there (only the cells on the grid).
      grid.fill(x: x1, y: y1, width: bw, height: bh, with: Cell(" ", .plain))
      // A label whose lines a box could not hold between its borders is drawn as its text alone, every line shown.
      if !lines.isEmpty && (bh < 3 || (spec?.kind == .label && bh < lines.count + 2)) {
        // Too flat for a box: the text is the view (its name never takes the text's cells).
        drawText(lines, kind: spec?.kind ?? .label, in: &grid, x: x1, width: bw, rows: y1...(y1 + bh - 1), style: textStyle, fillExtent: true, runOn: &pendingRunOn)
        flatTextViews.append((name, x1, y1, style))
        continue
      }
      box(&grid, x1, y1, bw, bh, style: style, glyphs: v.name == selected && glyphs != .ascii ? .heavy : glyphs)
      boxes[i] = (x1, y1, x1 + bw - 1, y1 + bh - 1)
      // The name sits in the top border once every view is drawn (`placeNames`); a `?` marks an ambiguous view.
      // A name longer than the border ends with the cut mark: `…` belongs to UIKit's truncation only.
      if bw >= 3 { names.append(PendingName(text: name, x: x1, y: y1, width: bw, height: bh, style: style)) }
      // A text row spans the view's full width, as UIKit lays the text out, with dots for the extent past the text:
      // the row is the view's, in place of its side borders, so text never reads as spilling out of a border.
      if !lines.isEmpty {
        drawText(lines, kind: spec?.kind ?? .label, in: &grid, x: x1, width: bw, rows: (y1 + 1)...(y1 + bh - 2), style: textStyle, fillExtent: true, runOn: &noRunOn)
      }
    }
    // The screen's edge is drawn again over whatever crossed it: UIKit shows nothing past the window.
    box(&grid, x0, y0, w + 2, h + 2, style: .device, glyphs: glyphs)
    // Text the zoom cut runs on into the cells left blank, before the names take any.
    runOn(pendingRunOn, in: &grid, canvasEnd: ox + CanvasRenderer.cells(result.canvas, zoom: zoom).0)
    placeNames(names, in: &grid)
    // A flat text view is named just above itself where that row is free.
    // Near the canvas's right edge the name ends at the edge instead, so that a short view there is named too.
    let end = ox + CanvasRenderer.cells(result.canvas, zoom: zoom).0
    for (name, x, y, style) in flatTextViews where y - 1 >= oy {
      let nx = x + name.count < end ? x : max(ox, end - name.count)
      let cells = nx..<min(end, nx + name.count + 1)
      if cells.allSatisfy({ grid[$0, y - 1].isSpace }) { grid.write(name, x: nx, y: y - 1, style: style == .view ? .dim : style) }
    }
  }

  /// A box outline; only the cells on the grid are visited, so a box far
  /// larger than the grid costs no more than the grid.
  func box(_ g: inout Grid, _ x: Int, _ y: Int, _ w: Int, _ h: Int, style: CellStyle, glyphs: Glyphs) {
    guard w >= 1, h >= 1 else { return }
    if w == 1 || h == 1 {
      g.fill(x: x, y: y, width: w, height: h, with: Cell(h == 1 ? glyphs.horizontal : glyphs.vertical, style))
      return
    }
    g.fill(x: x + 1, y: y, width: w - 2, height: 1, with: Cell(glyphs.horizontal, style))
    g.fill(x: x + 1, y: y + h - 1, width: w - 2, height: 1, with: Cell(glyphs.horizontal, style))
    g.fill(x: x, y: y + 1, width: 1, height: h - 2, with: Cell(glyphs.vertical, style))
    g.fill(x: x + w - 1, y: y + 1, width: 1, height: h - 2, with: Cell(glyphs.vertical, style))
    g[x, y] = Cell(glyphs.topLeft, style)
    g[x + w - 1, y] = Cell(glyphs.topRight, style)
    g[x, y + h - 1] = Cell(glyphs.bottomLeft, style)
    g[x + w - 1, y + h - 1] = Cell(glyphs.bottomRight, style)
  }

  func dottedLine(_ g: inout Grid, from a: (Int, Int), to b: (Int, Int)) {
    let horizontal = a.1 == b.1
    let (xs, ys) = g.clip(min(a.0, b.0)...max(a.0, b.0), min(a.1, b.1)...max(a.1, b.1))
    for xx in xs {
      for yy in ys where g[xx, yy].isSpace {
        g[xx, yy] = Cell(horizontal ? glyphs.dottedHorizontal : glyphs.dottedVertical, .safeArea)
      }
    }
  }

  /// Where each of `views` is in `document.views` (nil: not there). The
  /// result's views are the document's installed ones in its order, so one
  /// walk finds them; a view out of that order is looked up by name.
  /// - Complexity: O(*n*) for views in the document's order.
  static func specPositions(_ views: [ViewResult], in document: LayoutDocument) -> [Int?] {
    let specs = document.views
    var out: [Int?] = []
    out.reserveCapacity(views.count)
    var next = 0
    var byName: [String: Int]?
    for v in views {
      // The next few (views not installed for these size classes are skipped), else by name.
      if let j = (next..<min(specs.count, next + 8)).first(where: { specs[$0].name == v.name }) {
        out.append(j)
        next = j + 1
        continue
      }
      if byName == nil { byName = Dictionary(specs.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a }) }
      out.append(byName?[v.name])
    }
    return out
  }

  /// The views that are hidden or inside a hidden view, each decided once
  /// from its parent's answer (linear, however deep the nesting).
  static func hiddenViews(_ r: LayoutResult, _ document: LayoutDocument) -> Set<String> {
    guard document.views.contains(where: \.isHidden) else { return [] }
    let specs = Dictionary(document.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    var known: [String: Bool] = [:]
    for v in r.views where known[v.name] == nil {
      var path: [String] = []
      var seen: Set<String> = []
      var cursor: String? = v.name
      var answer = false
      while let n = cursor {
        if let k = known[n] { answer = k; break }
        if specs[n]?.isHidden == true { answer = true; path.append(n); break }
        guard seen.insert(n).inserted else { break }
        path.append(n)
        cursor = specs[n]?.parent
      }
      for n in path { known[n] = answer }
    }
    return Set(known.filter(\.value).keys)
  }
}
