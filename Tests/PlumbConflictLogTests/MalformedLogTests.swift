import PlumbConflictLog
import PlumbLayout
import PlumbScene
import XCTest

/// Truncated, garbled and empty logs: located warnings and a best-effort
/// layout, or a located error when nothing can be laid out.
final class MalformedLogTests: XCTestCase {
  func testTextWithoutAConflictIsALocatedError() {
    XCTAssertThrowsError(try ConflictLogReader.read("2024-01-01 App[1:2] Hello\nnothing here\n", file: "x.log")) { error in
      XCTAssertEqual(
        "\(error)", "x.log:1:1: error: no UIKit conflict here: the text holds neither \"Unable to simultaneously satisfy constraints\" (or macOS's \"Conflicting constraints detected\") nor a constraint description such as \"<NSLayoutConstraint:0x… UIView:0x….width == 100>\"")
    }
  }

  func testConflictWithNoReadableConstraintIsALocatedError() {
    let text = "noise\n[LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n)\n"
    XCTAssertThrowsError(try ConflictLogReader.read(text, file: "x.log")) { error in
      XCTAssertEqual(
        "\(error)",
        """
        x.log:2:21: error: no constraint of this conflict could be read (the list of descriptions such as "<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>" is missing or unreadable)
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
                            ^
        x.log:2:21: warning: this conflict lists no constraint that can be read (the log may be truncated); it is left out
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
                            ^
        """
      )
    }
  }

  /// A line pasted with hundreds of cut descriptions says 20 warnings and
  /// how many more, one line at a time, whatever else is said between.
  func testALineSaysAtMostTwentyWarningsAndHowManyMore() {
    let garbage = String(repeating: "<NSLayoutConstraint:0x1 ", count: 30)
    let text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n" + garbage + "\n" + garbage + "\n"
    do {
      _ = try ConflictLogReader.read(text, file: "x.log")
      XCTFail("read")
    } catch {
      guard case .noConstraints(_, _, _, _, let warnings) = error else { return XCTFail("\(error)") }
      for line in [2, 3] {
        let mine = warnings.filter { $0.line == line }
        XCTAssertEqual(mine.count, 21, "line \(line)")
        XCTAssertEqual(mine.last?.message, "40 more warnings on this line not shown (a line that long is not a log as UIKit prints it)")
      }
    }
  }

  func testTruncatedLogKeepsWhatItCanAndSaysWhere() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 40   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0xa.width == 5
      """
    let l = try read(text, file: "cut.txt")
    XCTAssertEqual(l.warnings.map(\.description), [
      "cut.txt:4:6: warning: this constraint's description has no closing '>': the paste is cut here; read as far as it goes\n    \"<NSLayoutConstraint:0x2 UIView:0xa.width == 5\n     ^",
      "cut.txt:1:1: warning: the log does not say which constraint UIKit broke (no \"Will attempt to recover by breaking constraint\"; it may be truncated)\nUnable to simultaneously satisfy constraints.\n^",
    ])
    let c = try XCTUnwrap(l.conflicts.first)
    XCTAssertEqual(c.constraints.map(\.constant), [40, 5])
    XCTAssertNil(c.brokenIndex)
    // Still explained: removing either resolves it.
    XCTAssertEqual(l.explain().first?.resolvingRemovals, [0, 1])
  }

  func testUnreadableDescriptionIsLeftOutWithAColumnAndASuggestion() throws {
    let text = log([
      "NSLayoutConstraint:0x1 UIView:0xa.widht == 40   (active)",
      "NSLayoutConstraint:0x2 UIView:0xa.width == 50   (active)",
      "NSLayoutConstraint:0x3 UIView:0xa.width == 60   (active)",
    ], broken: 1)
    let l = try read(text, file: "t.log")
    XCTAssertEqual(l.warnings.map(\.description), [
      "t.log:4:41: warning: cannot read this constraint: unknown attribute 'widht'; did you mean 'width'?; it is left out\n    \"<NSLayoutConstraint:0x1 UIView:0xa.widht == 40   (active)>\",\n                                        ^"
    ])
    XCTAssertEqual(l.conflicts.first?.constraints.map(\.constant), [50, 60])
    XCTAssertEqual(l.conflicts.first?.brokenIndex, 0)
  }

  func testBrokenConstraintMissingFromTheListIsAdded() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      ("<NSLayoutConstraint:0x1 UIView:0xa.width == 40   (active)>")
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x2 UIView:0xa.width == 50   (active)>
      """
    let l = try read(text, file: "t.log")
    XCTAssertEqual(l.warnings.map(\.description), [
      "t.log:4:1: warning: UIKit broke a constraint its list does not show (the list may be truncated); it is added to the conflict\n<NSLayoutConstraint:0x2 UIView:0xa.width == 50   (active)>\n^"
    ])
    XCTAssertEqual(l.conflicts.first?.brokenIndex, 1)
  }

  func testGarbageNeverCrashes() throws {
    // Every prefix of a real log, and the log with characters dropped: read or refused, never a crash.
    let real = log([
      "NSLayoutConstraint:0x60800029e870 H:|-(4)-[UIStackView:0x7fbcc643ac60]   (active, names: '|':Trust.BrowserNavigationBar:0x7fbcc64374b0 )",
      "NSLayoutConstraint:0x1 UILabel:0xa'It''s'.leading == UIView:0xb.leadingMargin + 16 @750   (active)",
      "NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& H:[UIView:0xa(>=320@250)]",
      "NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' Trust.BrowserNavigationBar:0x7fbcc64374b0.width == 0   (active)",
    ], broken: 1)
    let chars = Array(real)
    var read = 0
    for end in stride(from: 0, through: chars.count, by: 3) {
      if let l = try? ConflictLogReader.read(String(chars[..<end]), file: "p") {
        _ = l.explain()
        read += 1
      }
    }
    for drop in stride(from: 0, to: chars.count, by: 5) {
      var c = chars
      c.remove(at: drop)
      if let l = try? ConflictLogReader.read(String(c), file: "d") { _ = l.explain() }
    }
    XCTAssertGreaterThan(read, 100)
  }
}

extension MalformedLogTests {
  func testMisspeltSecondAttributeIsSaidNotTakenForAConstant() throws {
    let l = try read(log([
      "NSLayoutConstraint:0x1 UIView:0xa.width == UIView:0xb.heigth   (active)",
      "NSLayoutConstraint:0x2 UIView:0xa.width == 50   (active)",
    ], broken: 1))
    XCTAssertEqual(l.warnings.map(\.message), ["cannot read this constraint: unknown attribute 'heigth'; did you mean 'height'?; it is left out"])
  }
}

extension MalformedLogTests {
  func testALongLineIsShownAroundThePlace() {
    let line = String(repeating: "x", count: 200) + "\tHERE" + String(repeating: "y", count: 200)
    let shown = ConflictLogWarning(file: "f", line: 1, column: 202, message: "m", sourceLine: line).description
    XCTAssertEqual(shown, "f:1:202: warning: m\n…" + String(repeating: "x", count: 59) + "\tHERE" + String(repeating: "y", count: 56) + "…\n" + String(repeating: " ", count: 60) + "\t^")
  }
}

extension MalformedLogTests {
  func testConstraintsUIKitCouldNotHaveMadeAreLeftOut() throws {
    let l = try read(log([
      "NSLayoutConstraint:0x1 UIView:0xa.height == UIView:0xb.top + 844   (active)",
      "NSLayoutConstraint:0x2 UIView:0xa.leading == UIView:0xb.top   (active)",
      "NSLayoutConstraint:0x3 UIView:0xa.leading == UIView:0xb.left   (active)",
      "NSLayoutConstraint:0x4 UIView:0xa.width == UIView:0xb.width + 1e9   (active)",
      "NSLayoutConstraint:0x5 UIView:0xa.width == 50   (active)",
      "NSLayoutConstraint:0x6 UIView:0xa.width == 60   (active)",
    ], broken: 4))
    XCTAssertEqual(l.warnings.map(\.message), [
      "cannot read this constraint: it relates a size ('height') to a position ('top'), which UIKit never does; it is left out",
      "cannot read this constraint: it relates a horizontal position ('leading') to a vertical one ('top'), which UIKit never does; it is left out",
      "cannot read this constraint: it mixes 'leading' with 'left', which UIKit never does; it is left out",
      "cannot read this constraint: the constant must be at most 10000000 points; it is left out",
    ])
    XCTAssertEqual(l.conflicts.first?.constraints.map(\.constant), [50, 60])
    XCTAssertEqual(l.conflicts.first?.brokenIndex, 0)
  }

  /// A container that gives the top view less than a point (found by the
  /// conflict-log fuzz target: 'UIView-Encapsulated-Layout-Height' ==
  /// .80): the canvas is a point, the least any format says, so the
  /// converted scene parses back; the 0.8 stays in its constraint.
  func testASizeUnderAPointMakesACanvasOfAPoint() throws {
    let l = try read(log([
      "NSLayoutConstraint:0x1 V:|-(10)-[UILabel:0xa]   (active, names: '|':UIView:0xb )",
      "NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' UIView:0xb.height == .80   (active)",
    ], broken: 0))
    let (doc, _) = l.document(l.explain())
    XCTAssertEqual(doc.size.height, 1)
    XCTAssertTrue(doc.constraints.contains { $0.constant == 0.8 })
    let out = DocumentConverter.convert(doc, name: "log", header: [])
    XCTAssertNoThrow(try SceneParser.parse(out.text, file: "log.scene"), out.text)
  }
}
