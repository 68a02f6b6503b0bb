import PlumbDiagnostics
import PlumbLayout

/// The drawing `plumb render` prints: a title line, then the canvas.
public enum SceneDrawing {
  /// The drawing's bounds in cells: `--width` goes up to `maximumColumns`
  /// (the default), and the drawing zooms out until it also fits in
  /// `maximumRows`, so any canvas draws into at most a million cells.
  public static let maximumColumns = 1000
  public static let maximumRows = 1000

  public static func text(_ d: LayoutDocument, _ r: LayoutResult, columns: Int?, glyphs: Glyphs) -> String {
    let zoom = CanvasRenderer.zoomToFit(r.canvas, columns: min(columns ?? maximumColumns, maximumColumns), rows: maximumRows)
    let renderer = CanvasRenderer(glyphs: glyphs, zoom: zoom)
    let (w, h) = renderer.size(of: r)
    var grid = Grid(width: w, height: h)
    renderer.draw(r, document: d, into: &grid)
    let title = "\(d.title ?? "scene") — \(d.device.name) \(d.orientation.rawValue) \(r.traits)\(zoom != 1 ? " (zoom ×\(formatPoints(zoom)))" : "")"
    return TerminalText.escapedLine(title) + "\n" + grid.text
  }
}
