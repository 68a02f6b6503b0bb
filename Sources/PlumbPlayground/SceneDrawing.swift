import PlumbLayout

/// The drawing `plumb render` prints: a title line, then the canvas.
public enum SceneDrawing {
  public static func text(_ d: LayoutDocument, _ r: LayoutResult, columns: Int?, glyphs: Glyphs) -> String {
    var zoom = 1.0
    if let columns { zoom = CanvasRenderer.zoomToFit(r.canvas, columns: columns, rows: Int.max / 4) }
    let renderer = CanvasRenderer(glyphs: glyphs, zoom: zoom)
    let (w, h) = renderer.size(of: r)
    var grid = Grid(width: w, height: h)
    renderer.draw(r, document: d, into: &grid)
    let title = "\(d.title ?? "scene") — \(d.device.name) \(d.orientation.rawValue) \(r.traits)\(zoom != 1 ? " (zoom ×\(formatPoints(zoom)))" : "")"
    return title + "\n" + grid.text
  }
}
