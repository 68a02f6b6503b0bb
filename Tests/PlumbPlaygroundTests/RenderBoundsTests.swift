import PlumbTestSupport
import XCTest
@testable import PlumbLayout
@testable import PlumbPlayground
import PlumbReports
@testable import PlumbScene

/// Any canvas and any frame draw into a bounded grid, quickly, without trapping.
final class RenderBoundsTests: XCTestCase {
  func layout(_ source: String) throws -> (LayoutDocument, LayoutResult) {
    let scene = try SceneParser.parse(source, file: "r.scene")
    return (scene.document, LayoutEngine(scene.document).layoutIfNeeded())
  }

  func drawing(_ source: String, columns: Int? = nil) throws -> (lines: [String], seconds: Double) {
    let (d, r) = try layout(source)
    let start = Date()
    let text = SceneDrawing.text(d, r, columns: columns, glyphs: .ascii)
    return (text.components(separatedBy: "\n"), Date().timeIntervalSince(start))
  }

  func testTheLargestCanvasZoomsOutToTheBounds() throws {
    let (lines, seconds) = try drawing("canvas 10000000x10000000\nview a\n")
    XCTAssertEqual(lines.first, "scene — canvas portrait wR hR (zoom ×1252)")
    // 10^7 / (16 × 1252) rounds to 499 rows and 10^7 / (8 × 1252) to 998 columns, plus the outline.
    XCTAssertEqual(lines.count, 1 + 501)
    XCTAssertEqual(lines.dropFirst().map(\.count).max(), 1000)
    XCTAssertLessThan(seconds, hangGuardSeconds)
    let (narrow, _) = try drawing("canvas 10000000x8\nview a\n", columns: 80)
    XCTAssertEqual(narrow.dropFirst().map(\.count).max(), 80)
    XCTAssertEqual(narrow.first, "scene — canvas portrait wR hR (zoom ×16025)")
  }

  func testZoomToFitIsDirectForAnyCanvas() {
    XCTAssertEqual(CanvasRenderer.zoomToFit(Frame(x: 0, y: 0, width: 375, height: 667), columns: 80, rows: 60), 1)
    XCTAssertEqual(CanvasRenderer.zoomToFit(Frame(x: 0, y: 0, width: 375, height: 667), columns: 30, rows: 60), 2)
    XCTAssertEqual(CanvasRenderer.zoomToFit(Frame(x: 0, y: 0, width: 1e11, height: 1e11), columns: 80, rows: 40), CanvasRenderer.maximumZoom)
    XCTAssertEqual(CanvasRenderer.zoomToFit(Frame(x: 0, y: 0, width: .infinity, height: 1), columns: 80, rows: 40), CanvasRenderer.maximumZoom)
    XCTAssertEqual(CanvasRenderer.zoomToFit(Frame(x: 0, y: 0, width: .nan, height: 1), columns: 80, rows: 40), CanvasRenderer.maximumZoom)
  }

  func testAHugeViewIsClippedToTheCanvas() throws {
    // A view of 10^7 points on a phone-sized canvas: the drawing is the canvas, drawn at once.
    let (lines, seconds) = try drawing("""
      canvas 375x667
      view a
      a.width = 10000000
      a.height = 10000000
      a.top = root.top - 10000000
      a.leading = root.leading - 5000000
      """)
    XCTAssertEqual(lines.count, 1 + 44)
    XCTAssertEqual(lines.dropFirst().map(\.count).max(), 49)
    XCTAssertLessThan(seconds, hangGuardSeconds)
  }

  func testFramesPastAnyIntegerDrawWithoutTrapping() throws {
    // Multipliers compound to 10^7 × 10^4k: finite frames past Int.max, then infinite ones.
    var source = "canvas 375x667\n"
    for k in 0..<80 { source += "label v\(k) \"some text\" lines=0\nv\(k).height = 40\nv\(k).top = root.top\nv\(k).leading = root.leading\n" }
    source += "v0.width = 10000000\n"
    for k in 1..<80 { source += "v\(k).width = 10000 * v\(k - 1).width\n" }
    let (d, r) = try layout(source)
    XCTAssertEqual(r.view("v75")?.frame.width.isFinite, true)
    // v76 would be 10^311: the solver cannot hold it, and says so instead of showing a wrong frame.
    XCTAssertEqual(
      LayoutReport.outOfRange(r),
      "the layout is out of range: Plumb could not satisfy <NSLayoutConstraint v76.width == 10000*v75.width   (active)>: its numbers are past the range of a Double (multipliers and constants compound along a chain); the frames it touches are wrong.")
    let text = SceneDrawing.text(d, r, columns: nil, glyphs: .ascii)
    XCTAssertEqual(text.components(separatedBy: "\n").count, 1 + 44)
    // The playground draws it too.
    let screen = Screen.render(PlaygroundState(scene: try SceneParser.parse(source, file: "r.scene"), path: nil, columns: 120, rows: 40))
    XCTAssertEqual(screen.width, 120)
  }

  func testTenThousandNestedViewsDrawInLinearTime() throws {
    // The result is built directly: this measures drawing, not the layout engine.
    var source = "canvas 375x667\nview v0\n"
    for k in 1..<10_000 { source += "view v\(k) in=v\(k - 1)\n" }
    let scene = try SceneParser.parse(source, file: "r.scene")
    let frame = Frame(x: 0, y: 0, width: 300, height: 600)
    let views = (0..<10_000).map { k in
      ViewResult(name: "v\(k)", kind: .view, frame: frame, absoluteFrame: frame, parent: k == 0 ? nil : "v\(k - 1)", ambiguousAxes: [])
    }
    let canvas = Frame(x: 0, y: 0, width: 375, height: 667)
    let result = LayoutResult(canvas: canvas, safeArea: canvas, traits: .regularRegular, views: views, constraints: [], diagnostics: [])
    let start = Date()
    let lines = SceneDrawing.text(scene.document, result, columns: nil, glyphs: .ascii).components(separatedBy: "\n")
    let seconds = Date().timeIntervalSince(start)
    XCTAssertLessThan(seconds, hangGuardSeconds, "drawing took \(seconds) s")
    // Boxes drawn over each other: each name takes its own stretch of the
    // border, the outermost first, none cutting another.
    XCTAssertEqual(lines[1], "+-----------------------------------------------+")
    XCTAssertEqual(lines[2].prefix(10), "|+v0-v1-v2")
  }

  func testTheGridIsBounded() {
    let g = Grid(width: 100_000_000_000, height: 100_000_000_000)
    XCTAssertEqual(g.width, Grid.maximumColumns)
    XCTAssertEqual(g.height, Grid.maximumCells / Grid.maximumColumns)
    XCTAssertEqual(g.cells.count, Grid.maximumCells)
    var h = Grid(width: 4, height: 3)
    h.fill(x: -(1 << 52), y: 1, width: 1 << 53, height: 1, with: Cell("#", .plain))
    h.fill(x: 2, y: -5, width: 1, height: 1 << 40, with: Cell("|", .plain))
    XCTAssertEqual(h.text, "  |\n##|#\n  |")
    XCTAssertEqual(Grid(width: -3, height: 5).cells.count, 0)
  }
}

/// A title is input: a line break in it never starts a line of its own in
/// a heading (found by the layout fuzz target: the drawing's second line
/// was the rest of the title, wider than `--width`).
final class HeadingLineTests: XCTestCase {
  func testATitleWithALineBreakStaysOnTheHeadingLine() throws {
    let scene = try SceneParser.parse("scene \"Cente\\nr\tx\"\ncanvas 100x100\nview a\n", file: "t.scene")
    let result = LayoutEngine(scene.document).layoutIfNeeded()
    let drawing = SceneDrawing.text(scene.document, result, columns: 20, glyphs: .unicode).components(separatedBy: "\n")
    XCTAssertEqual(drawing[0], "Cente\\u{A}r\\u{9}x — canvas portrait wR hR")
    XCTAssertTrue(drawing.dropFirst().allSatisfy { $0.count <= 20 }, drawing.joined(separator: "\n"))
    let report = LayoutReport.text(scene.document, file: "t.scene", result).components(separatedBy: "\n")
    XCTAssertEqual(report[0], "Cente\\u{A}r\\u{9}x: canvas 100x100, portrait, wR hR, ltr")
  }
}
