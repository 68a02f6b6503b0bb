import PlumbLayout
import XCTest
@testable import PlumbPlayground
@testable import PlumbScene

/// The screen of every scene compared with an expected file in Expected/
/// (reviewed by a person when it changes; PLUMB_RECORD=1 rewrites them).
final class ScreenTests: XCTestCase {
  func testEverySceneRendersAsExpected() throws {
    let expected = Fixtures.root.appendingPathComponent("Tests/PlumbPlaygroundTests/Expected")
    let scenes = try FileManager.default.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent("Scenes").path).filter { $0.hasSuffix(".scene") }.sorted()
    XCTAssertGreaterThan(scenes.count, 10)
    let record = ProcessInfo.processInfo.environment["PLUMB_RECORD"] == "1"
    for name in scenes {
      let s = try Fixtures.state(name, ascii: true)
      // Solve times differ from run to run: show them as zero.
      var text = Screen.render(s).text
      text = text.replacingOccurrences(of: #"solve \d+ us"#, with: "solve 0 us", options: .regularExpression)
      let file = expected.appendingPathComponent(name.replacingOccurrences(of: ".scene", with: ".txt"))
      if record { try text.write(to: file, atomically: true, encoding: .utf8) }
      XCTAssertTrue(text.allSatisfy(\.isASCII), "\(name): the ASCII screen has non-ASCII characters")
      let want = try String(contentsOf: file, encoding: .utf8)
      XCTAssertEqual(text, want, "\(name): the screen changed; review it and run with PLUMB_RECORD=1 to accept")
    }
  }
}

/// The conflict log on screen names every member of the conflicting set, at any size.
final class ConflictLogScreenTests: XCTestCase {
  func testEveryMemberOfTheSetIsShown() throws {
    let source = """
      canvas 320x200
      view a
      view b
      w1: a.width = 100
      eq: a.width = b.width
      w2: b.width = 50
      a.height = 10
      b.height = 10
      a.left = root.left
      b.left = root.left
      a.top = root.top
      b.top = a.bottom
      """
    for (columns, rows) in [(120, 40), (60, 16)] {
      let s = PlaygroundState(scene: try SceneParser.parse(source, file: "three.scene"), path: nil, columns: columns, rows: rows, ascii: true)
      let text = Screen.render(s).text
      for id in ["'w1' a.width == 100", "'eq' a.width == b.width", "'w2' b.width == 50"] {
        XCTAssertTrue(text.contains(id), "\(columns)x\(rows): \(id) missing from\n\(text)")
      }
      XCTAssertTrue(text.contains("Will attempt to recover by breaking constraint"))
    }
  }
}

/// The screen uses the terminal it has and hides nothing it cannot show.
final class ScreenLayoutTests: XCTestCase {
  func testTheStatusLineDropsMinorFieldsFirst() throws {
    var s = try Fixtures.state("conflict.scene", ascii: true)
    Reducer.reduce(&s, .redrawn(microseconds: 120))
    XCTAssertTrue(Screen.statusLine(s).contains("key->draw 120 us"))
    Reducer.reduce(&s, .resize(columns: 60, rows: 16))
    let line = Screen.statusLine(s)
    XCTAssertLessThanOrEqual(line.count, 60, line)
    XCTAssertTrue(line.contains("1 conflict |") || line.hasSuffix("1 conflict"), line)
    XCTAssertTrue(line.contains("0 ambiguous"), line)
    XCTAssertFalse(line.contains("key->draw"), "the timing goes first: \(line)")
  }

  func testTheHelpScrollsInASmallTerminal() throws {
    var s = try Fixtures.state("profile.scene", columns: 60, rows: 16, ascii: true)
    s.press("?")
    let first = Screen.render(s).text
    XCTAssertTrue(first.contains("j/k scroll"))
    XCTAssertFalse(first.contains("quit"), "the last key is below")
    for _ in 0..<Screen.helpRows(columns: 60, glyphs: .ascii, legend: false).count { s.press("j") }
    let last = Screen.render(s).text
    XCTAssertTrue(last.contains("quit"), last)
    XCTAssertTrue(s.showsHelp)
    s.press("x")
    XCTAssertFalse(s.showsHelp)
  }

  func testKeysDoNothingWhileTheTerminalIsTooSmall() throws {
    var s = try Fixtures.state("profile.scene", columns: 40, rows: 10)
    let before = s.document
    s.press("+]r")
    XCTAssertEqual(s.document, before, "no change the user cannot see")
    XCTAssertEqual(s.press("q"), [.quit])
  }

  func testALongConstraintCanBeReadWhole() throws {
    var s = try Fixtures.state("profile.scene", columns: 80, rows: 30, ascii: true)
    s.press(":")
    for c in "veryLongIdentifierForTheTest: first.width >= 0.25 * bio.width + 12.5 @749" { Reducer.reduce(&s, .key(.char(c))) }
    Reducer.reduce(&s, .key(.enter))
    let text = Screen.render(s).text.replacingOccurrences(of: "\n", with: " ")
    XCTAssertTrue(text.contains("+ 12.5 @749"), text)
  }
}

/// Every lesson draws `…` on exactly the views UIKit would truncate, and a
/// label at its intrinsic width shows its whole text.
final class TruthfulTextTests: XCTestCase {
  func testEllipsesExactlyWhereUIKitTruncates() throws {
    let scenes = try FileManager.default.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent("Scenes").path).filter { $0.hasSuffix(".scene") }.sorted()
    var truncatedSomewhere = false
    for name in scenes {
      let s = try Fixtures.state(name)
      let r = s.result
      // The canvas alone, at zoom 1: one cell per 8×16 points.
      let renderer = CanvasRenderer(glyphs: .unicode, zoom: 1)
      let (w, h) = renderer.size(of: r)
      var g = Grid(width: w, height: h)
      renderer.draw(r, document: s.document, into: &g)
      let drawn = g.text
      var expectedEllipses = 0
      for v in r.views {
        guard let spec = s.document.view(named: v.name), spec.kind == .label, !spec.text.isEmpty, !spec.isHidden else { continue }
        let (lines, truncated) = spec.shownText(in: v.frame)
        if spec.lines == 1, let intrinsic = v.intrinsicWidth {
          XCTAssertEqual(truncated, v.frame.width < intrinsic - 1e-6, "\(name): \(v.name) is \(v.frame.width) wide for \(intrinsic) of text")
        }
        if truncated { expectedEllipses += 1 }
        truncatedSomewhere = truncatedSomewhere || truncated
        for line in lines { XCTAssertTrue(drawn.contains(line), "\(name): \(v.name)'s '\(line)' is not drawn whole:\n\(drawn)") }
      }
      XCTAssertEqual(drawn.filter { $0 == "…" }.count, expectedEllipses, "\(name):\n\(drawn)")
    }
    XCTAssertTrue(truncatedSomewhere, "some lesson truncates a label (compression.scene)")
  }
}

/// A view never vanishes from the drawing.
final class MarkTests: XCTestCase {
  func testZeroSizedOffCanvasAndAmbiguousViewsAreMarked() throws {
    let source = "canvas 200x100\nview a\nview b\nview c\na.width = 0\na.height = 0\na.left = root.left + 40\na.top = root.top + 16\n"
      + "b.left = root.left + 500\nb.top = root.top\nb.width = 10\nb.height = 10\nc.width = c.height\nc.left = root.left\nc.top = root.top + 48\n"
    var s = PlaygroundState(scene: try SceneParser.parse(source, file: "marks.scene"), path: nil, ascii: true)
    let renderer = CanvasRenderer(glyphs: .ascii, zoom: 1)
    let (w, h) = renderer.size(of: s.result)
    var g = Grid(width: w, height: h)
    renderer.draw(s.result, document: s.document, into: &g)
    let rows = g.text.components(separatedBy: "\n")
    XCTAssertEqual(rows[2], "|     o                   |", "a, 0x0, at (40, 16)")
    XCTAssertEqual(rows[1], "|                        >|", "b, off the right edge")
    XCTAssertEqual(rows[4], "|?                        |", "c, ambiguous with no size")
    s.press("\t")
    XCTAssertTrue(Screen.render(s).text.contains("a (40, 16, 0, 0) zero size"))
    s.press("j")
    XCTAssertTrue(Screen.render(s).text.contains("b (500, 0, 10, 10) off the canvas"))
  }

  func testAViewOfNoSizeOnTheCanvasEdgeIsOnIt() throws {
    let source = "canvas 200x100\nview a\na.width = 0\na.height = 0\na.left = root.left\na.top = root.top + 10\n"
    var s = PlaygroundState(scene: try SceneParser.parse(source, file: "edge.scene"), path: nil, ascii: true)
    s.press("\t")
    let text = Screen.render(s).text
    XCTAssertTrue(text.contains("a (0, 10, 0, 0) zero size"), text)
    XCTAssertFalse(text.contains("off the canvas"), text)
  }

  func testTheInspectorNeverRunsIntoTheMessageRows() throws {
    // A view held by many constraints has a long "why this frame"; the conflict below stays whole on its rows.
    var lines = ["canvas 300x200", "view a", "a.left = root.left", "a.top = root.top", "a.width = 100", "a.height = 50", "a.height = 60"]
    for k in 1...8 { lines.append("a.right = root.left + 100 @\(1000 - k)") }
    for k in 1...8 { lines.append("a.bottom = root.top + 50 @\(1000 - k)") }
    var s = PlaygroundState(scene: try SceneParser.parse(lines.joined(separator: "\n") + "\n", file: "long.scene"), path: nil, ascii: true)
    Reducer.reduce(&s, .resize(columns: 80, rows: 24))
    s.press("\t")
    let rows = Screen.render(s).text.components(separatedBy: "\n")
    let messageStart = rows.firstIndex { $0.hasPrefix("[LayoutConstraints]") } ?? rows.count
    XCTAssertLessThan(messageStart, rows.count, rows.joined(separator: "\n"))
    // The inspector's lines (the 16 optional pins, 'a.bottom = root.top + 50 @99x') never share a row with the conflict.
    for row in rows[messageStart...] {
      XCTAssertFalse(row.contains(" @99") || row.contains("root.top + 50"), row)
    }
  }
}

/// The playground says why a view is ambiguous, as `plumb check` does.
final class AmbiguityExplainedTests: XCTestCase {
  func testTheInspectorSaysWhyAViewIsFree() throws {
    var s = try Fixtures.state("ambiguity.scene", ascii: true)
    s.press("\t")
    let text = Screen.render(s).text.replacingOccurrences(of: "\n", with: " ")
    XCTAssertTrue(text.contains("free: conflicting optional constraints of equal priority (750)"), text)
    XCTAssertTrue(text.contains("A shows another layout"), text)
    s = try Fixtures.state("aspect-ambiguous.scene", ascii: true)
    XCTAssertTrue(Screen.render(s).text.contains("free: missing constraints"), "the constraint list shows the selected constraint's views, why included")
  }
}
