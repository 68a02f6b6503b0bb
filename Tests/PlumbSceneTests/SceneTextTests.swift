import XCTest
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

  func testQuotedTextKeepsHashAndNonASCII() throws {
    let scene = try SceneParser.parse(source, file: "t.scene")
    XCTAssertEqual(scene.document.views.map(\.text), ["Café # 1", "名前"])
    // One column per character: "Café # 1" is 8 characters, 64 points.
    XCTAssertEqual(try frames(source)["title"]?.width, 64)
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
