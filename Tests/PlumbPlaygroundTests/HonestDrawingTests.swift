import Foundation
import PlumbLayout
import XCTest
@testable import PlumbPlayground
@testable import PlumbScene

/// The drawing never shows a cut UIKit does not make: text the terminal has
/// no room for ends with the cut mark (`»`, ASCII `$`), never silently and
/// never with UIKit's `…`.
final class HonestDrawingTests: XCTestCase {
  static let sizes = [(80, 24), (140, 45)]

  static func lessons() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent("Scenes").path).filter { $0.hasSuffix(".scene") }.sorted()
  }

  /// The screens of the hugging lesson at 80×24 (the drawing, the keys and
  /// the legend), compared with reviewed files.
  func testTheHuggingLessonAt80x24() throws {
    var s = try Fixtures.state("hugging.scene", columns: 80, rows: 24, ascii: true)
    var screens = [("hugging-80x24", Screen.render(s).text)]
    s.press("?")
    screens.append(("hugging-80x24-keys", Screen.render(s).text))
    s.press("?")
    screens.append(("hugging-80x24-marks", Screen.render(s).text))
    for _ in 0..<30 { s.press("j") }
    screens.append(("hugging-80x24-marks-end", Screen.render(s).text))
    let expected = Fixtures.root.appendingPathComponent("Tests/PlumbPlaygroundTests/Expected")
    let record = ProcessInfo.processInfo.environment["PLUMB_RECORD"] == "1"
    for (name, text) in screens {
      let file = expected.appendingPathComponent(name + ".txt")
      if record { try text.write(to: file, atomically: true, encoding: .utf8) }
      XCTAssertEqual(text, try String(contentsOf: file, encoding: .utf8), "\(name): the screen changed; review it and run with PLUMB_RECORD=1 to accept")
    }
    // What the lesson teaches, readable at this size: 'value' keeps its whole text, the constant of 20 is not read as 2.
    let rows = screens[0].1.components(separatedBy: "\n")
    XCTAssertTrue(rows.contains { $0.contains("Kim") }, screens[0].1)
    XCTAssertFalse(rows.contains { $0.hasSuffix("superview.trailing - 2") }, screens[0].1)
  }

  /// In every lesson, at 80×24 and 140×45, each view's text is drawn whole
  /// or ends with the cut mark; `…` is drawn exactly where UIKit truncates,
  /// decided from the solved frames (the frame narrower than the text's
  /// intrinsic width), not from the drawing.
  func testNoLessonCutsTextWithoutAMark() throws {
    var checked = 0
    var cutSomewhere = false
    for name in try HonestDrawingTests.lessons() {
      for (columns, rows) in HonestDrawingTests.sizes {
        let s = try Fixtures.state(name, columns: columns, rows: rows)
        let result = s.displayedResult()
        let grid = Screen.render(s)
        let geometry = Screen.Geometry(s, result)
        let renderer = CanvasRenderer(zoom: geometry.zoom)
        let canvasEnd = 1 + CanvasRenderer.cells(result.canvas, zoom: geometry.zoom).0
        let specs = Dictionary(s.document.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let hidden = CanvasRenderer.hiddenViews(result, s.document)
        for v in result.views {
          guard let spec = specs[v.name], spec.kind.hasText, !spec.text.isEmpty, !hidden.contains(v.name) else { continue }
          let f = v.absoluteFrame
          guard f.width > 0, f.height > 0, f.x >= result.canvas.x, f.maxX <= result.canvas.maxX, f.y >= result.canvas.y, f.maxY <= result.canvas.maxY else { continue }
          // UIKit's truncation, from the solved layout.
          let singleLine = spec.lines == 1 && spec.kind == .label
          let (lines, truncated) = spec.shownText(in: f)
          if singleLine, let intrinsic = v.intrinsicWidth { XCTAssertEqual(truncated, f.width < intrinsic - 1e-6, "\(name): \(v.name)") }
          // The cells the view's text can take: its rows, from its left edge to the canvas's right edge.
          let x1 = 1 + renderer.col(f.x), y1 = 2 + renderer.row(f.y)
          let y2 = max(y1, 2 + renderer.row(f.maxY) - 1)
          // A view another (not its parent or child) covers at this zoom is the
          // canvas's share of the width, not a text cut: left to that fix.
          let covered = result.views.contains { o in
            guard o.name != v.name, o.parent != v.name, v.parent != o.name, !hidden.contains(o.name) else { return false }
            let g = o.absoluteFrame
            let ox1 = 1 + renderer.col(g.x), oy1 = 2 + renderer.row(g.y), ox2 = 1 + renderer.col(g.maxX) - 1, oy2 = max(oy1, 2 + renderer.row(g.maxY) - 1)
            return ox1 <= 1 + renderer.col(f.maxX) - 1 && ox2 >= x1 && oy1 <= y2 && oy2 >= y1
          }
          if covered { continue }
          let segments = (y1...y2).map { y in String((x1..<canvasEnd).compactMap { grid[$0, y].isContinuation ? nil : grid[$0, y].character }) }
          let where_ = "\(name) at \(columns)x\(rows): \(v.name) (\(lines))\n\(grid.text)"
          for line in lines {
            let whole = segments.contains { $0.contains(line) }
            let marked = segments.contains { $0.contains("»") }
            XCTAssertTrue(whole || marked, "text cut without a mark: " + where_)
            cutSomewhere = cutSomewhere || !whole
          }
          let bw = renderer.col(f.maxX) - renderer.col(f.x)
          if truncated && bw >= 3 { XCTAssertTrue(segments.contains { $0.contains("…") }, "UIKit's truncation not shown: " + where_) }
          // Text UIKit shows whole never carries `…` in the view's own cells.
          let own = (y1...y2).map { y in String((x1..<(x1 + max(1, bw))).map { grid[$0, y].character }) }
          if !truncated { XCTAssertFalse(own.contains { $0.contains("…") }, "drawn as UIKit's truncation: " + where_) }
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 50)
    XCTAssertTrue(cutSomewhere, "some lesson at 80x24 has text the zoom cuts (a mark is then tested)")
  }

  /// A view drawn as a box whose text is inside it: the row its text is on
  /// belongs to the view from edge to edge (text, then extent dots), so no
  /// text sits beside a border as if it had spilt out of the box; the other
  /// rows keep both side borders.
  func testTextInABoxNeverSitsOnItsBorder() throws {
    var checked = 0
    for name in try HonestDrawingTests.lessons() {
      let s = try Fixtures.state(name, columns: 140, rows: 45)
      let result = s.displayedResult()
      let grid = Screen.render(s)
      let renderer = CanvasRenderer(zoom: Screen.Geometry(s, result).zoom)
      let specs = Dictionary(s.document.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      for v in result.views {
        guard let spec = specs[v.name], spec.kind.hasText, !spec.text.isEmpty, !spec.isHidden else { continue }
        let f = v.absoluteFrame
        let x1 = 1 + renderer.col(f.x), x2 = 1 + renderer.col(f.maxX) - 1, y1 = 2 + renderer.row(f.y), y2 = 2 + renderer.row(f.maxY) - 1
        // Boxes only, wholly on the canvas and covered by no other view.
        guard y2 - y1 >= 2, x2 - x1 >= 2, !result.views.contains(where: { $0.parent == v.name }) else { continue }
        for y in (y1 + 1)..<y2 {
          let row = String((x1...x2).map { grid[$0, y].character })
          let hasText = row.contains { $0.isLetter }
          if hasText {
            XCTAssertFalse(row.contains("│"), "\(name): \(v.name)'s text row has a border:\n\(grid.text)")
            XCTAssertTrue(row.last == "·" || row.last?.isLetter == true, "\(name): \(v.name)'s text row does not reach its right edge: \(row)")
          } else {
            XCTAssertEqual([row.first, row.last], ["│", "│"], "\(name): \(v.name) \(row)")
          }
        }
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 3, "the tour's text view, label-height's note and the baselines' title are boxes")
  }

  /// Every row of the constraint list shows its constraint whole or ends
  /// with the cut mark, in every lesson at 80×24 and 140×45.
  func testListRowsAreCutWithAMark() throws {
    var cut = 0
    for name in try HonestDrawingTests.lessons() {
      for (columns, rows) in HonestDrawingTests.sizes {
        let s = try Fixtures.state(name, columns: columns, rows: rows)
        let grid = Screen.render(s)
        let geometry = Screen.Geometry(s, s.displayedResult())
        let listRows = Screen.listRows(s, rows: geometry.canvasRows)
        let first = Screen.firstListed(s, listRows: listRows)
        let screenRows = grid.text.components(separatedBy: "\n")
        for i in first..<min(s.document.constraints.count, first + listRows) {
          let row = screenRows[2 + i - first]
          let text = SceneWriter.constraintText(s.document.constraints[i])
          let shown = String(row.dropFirst(geometry.canvasColumns + 1))
          if shown.hasSuffix(text) { continue }
          XCTAssertTrue(shown.hasSuffix("»"), "\(name) at \(columns)x\(rows): '\(text)' cut without a mark: '\(shown)'")
          cut += 1
        }
        let status = screenRows[0]
        XCTAssertTrue(status.count < columns || status.hasSuffix("»") || status.hasSuffix("keys") || status.hasSuffix("ambiguous"), status)
      }
    }
    XCTAssertGreaterThan(cut, 0, "some list row is cut at 80x24")
  }
}

/// A view pushed off the screen is drawn up to the screen's edge and no
/// further: never over the status line, the lesson pane or the blank rows
/// below the canvas (issue: `green.top` and `[` twenty times in equal-widths).
final class CanvasBoundsTests: XCTestCase {
  func testAViewPushedOffTheScreenStaysInsideTheCanvas() throws {
    for (columns, rows) in HonestDrawingTests.sizes {
      for (constraint, key) in [("green.top", "["), ("green.bottom", "]")] {
        var s = try Fixtures.state("equal-widths.scene", columns: columns, rows: rows)
        let before = Screen.render(s).text.components(separatedBy: "\n")
        while !SceneWriter.constraintText(s.document.constraints[s.selectedConstraint]).hasPrefix(constraint) { s.press("j") }
        for _ in 0..<40 { s.press(key) }
        let screen = Screen.render(s).text.components(separatedBy: "\n")
        let geometry = Screen.Geometry(s, s.displayedResult())
        let place = "\(columns)x\(rows), \(constraint) \(key):\n" + screen.joined(separator: "\n")
        XCTAssertEqual(screen[0].prefix(12), before[0].prefix(12), "the status line keeps its place: " + place)
        // Below the drawing and above the lesson pane, the canvas's columns stay blank.
        let drawingRows = CanvasRenderer(zoom: geometry.zoom).size(of: s.displayedResult()).rows
        for y in (1 + drawingRows)..<(rows - geometry.messageRows - geometry.lesson.count) {
          XCTAssertTrue(screen[y].prefix(geometry.canvasColumns).allSatisfy { $0 == " " }, "row \(y): " + place)
        }
        // The screen's edge is whole: its corners are where they were.
        XCTAssertEqual(screen[drawingRows].first, "└", place)
        XCTAssertEqual(screen[1].first, "┌", place)
      }
    }
  }
}
