import XCTest
import PlumbDiagnostics
import PlumbLayout
@testable import PlumbScene

/// How the parser reads the text itself: line ends, non-ASCII text, comments.
final class SceneTextTests: XCTestCase {
  let source = """
    canvas 320x200   # a comment
    label title "Café # 1"
    label name "名前" hug=250,251
    title.leading = superview.leading + 20
    title.top = superview.top + 10
    name.leading = title.trailing + 8   # after the title
    name.top = title.top
    """

  func frames(_ text: String) throws -> [String: Frame] {
    let scene = try SceneParser.parse(text, file: "t.scene")
    let result = LayoutEngine(scene.document).layoutIfNeeded()
    return Dictionary(uniqueKeysWithValues: result.views.map { ($0.name, $0.frame) })
  }

  func testCRLFLineEndsReadLikeLF() throws {
    let lf = try frames(source)
    let crlf = try frames(source.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n")
    XCTAssertEqual(crlf, lf)
    XCTAssertEqual(lf["name"]?.x, 20 + 8 * 8 + 8)
  }

  /// Found by the `scene` fuzz target: a save wrote every CRLF as LF. Each
  /// line break is written back as the file had it, whatever is rewritten.
  func testSavesKeepEachLineBreak() throws {
    let mixed = "canvas 320x200\r\nview a\nview b\r\n\r\na.width = 10 # keep\r\nH:|[a][b]|\r\nb.height = 5\r"
    for text in [source.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n", mixed, "view a\r", "\r\n", "\r"] {
      let scene = try SceneParser.parse(text, file: "t.scene")
      XCTAssertEqual(SceneWriter.write(scene, scene.document), text, "an unchanged save")
    }
    // Rewritten, deleted and added statements in a CRLF file: no bare LF, and it reads back.
    let crlf = "scene \"t\"\r\ncanvas 320x200\r\nlabel a \"hi\" # the view\r\nview b\r\na.width = 10\r\nH:|[a][b]|\r\nb.height = 5\r\n"
    let scene = try SceneParser.parse(crlf, file: "t.scene")
    var d = scene.document
    d.constraints[0].constant = 12
    d.constraints.removeAll { $0.visualFormat != nil && $0.firstAttribute == .leading }
    d.constraints.append(ConstraintSpec(firstItem: .view("c"), firstAttribute: .width, relation: .equal, constant: 3))
    d.views[0].text = "x"
    d.views.append(ViewSpec(name: "c", kind: .view))
    d.direction = .rightToLeft
    d.device = .canvas(width: 100, height: 50, traits: d.device.portraitTraits)
    let written = SceneWriter.write(scene, d)
    XCTAssertFalse(written.utf8.enumerated().contains { $0.element == 0x0A && ($0.offset == 0 || Array(written.utf8)[$0.offset - 1] != 0x0D) }, written)
    XCTAssertTrue(written.contains("label a \"x\" # the view\r\n"), written)
    XCTAssertTrue(written.contains("a.width = 12\r\n"), written)
    XCTAssertTrue(written.contains("canvas 100x50\r\n"), written)
    XCTAssertEqual(try SceneParser.parse(written, file: "t.scene").document.views, d.views)
  }

  func testQuotedTextKeepsHashAndNonASCII() throws {
    let scene = try SceneParser.parse(source, file: "t.scene")
    XCTAssertEqual(scene.document.views.map(\.text), ["Café # 1", "名前"])
    // One column per character: "Café # 1" is 8 characters, 64 points.
    XCTAssertEqual(try frames(source)["title"]?.width, 64)
  }

  /// A text's control characters are written `\u{1B}` and read back as
  /// themselves: a converted or saved scene never carries one raw.
  func testControlCharactersAreWrittenEscapedAndReadBack() throws {
    let text = "a\u{1B}]0;title\u{07}b\r\u{0}\u{9B}\u{202E}c \"q\" \\ \n end"
    var d = LayoutDocument()
    d.views = [ViewSpec(name: "tag", kind: .label, text: text, parent: nil)]
    let written = SceneWriter.quoted(text)
    XCTAssertEqual(written, #""a\u{1B}]0;title\u{7}b\u{D}\u{0}\u{9B}\u{202E}c \"q\" \\ \n end""#)
    XCTAssertFalse(written.unicodeScalars.contains { TerminalText.needsEscape($0) })
    let scene = try SceneParser.parse("label tag \(written)\ntag.top = superview.top\ntag.leading = superview.leading\n", file: "c.scene")
    XCTAssertEqual(scene.document.views.first?.text, text)
    // An escape that is not one stays as written: `\u{` with no closing brace, or not hexadecimal.
    let odd = try SceneParser.parse(#"label tag "x\u{zz} y\u{1" "# + "\ntag.top = superview.top\ntag.leading = superview.leading\n", file: "c.scene")
    XCTAssertEqual(odd.document.views.first?.text, "xu{zz} yu{1")
  }

  func testErrorColumnsCountCharactersOnNonASCIILines() {
    XCTAssertThrowsError(try SceneParser.parse("label é \"x\"\nlabel a \"é\" lines=x", file: "t.scene")) { e in
      XCTAssertEqual("\(e)", """
        t.scene:2:19: error: lines: 'x' is not a number (numbers are written like 12, -8 or 0.5)
        label a "é" lines=x
                          ^
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("canvas 100x100\nlabel a \"é\"\na.width = é", file: "t.scene")) { e in
      XCTAssertEqual("\(e)", """
        t.scene:3:11: error: unknown view 'é'; did you mean 'a'?
        a.width = é
                  ^
        """)
    }
  }
}
