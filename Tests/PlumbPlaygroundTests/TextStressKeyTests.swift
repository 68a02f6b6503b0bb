import PlumbLayout
import XCTest

@testable import PlumbPlayground
@testable import PlumbScene

/// `b`/`B` and `p` in the playground: the layout shown at another text
/// size or in a pseudolanguage, the file's document untouched, the status
/// line naming what is now truncated.
final class TextStressKeyTests: XCTestCase {
  func state() throws -> PlaygroundState {
    let scene = try SceneParser.parse(
      """
      canvas 320x120
      label title "Sign in to continue" style=body
      title.leading = root.leading + 10
      title.top = root.top + 10
      title.width = 200
      """, file: "t.scene")
    return PlaygroundState(scene: scene, path: "t.scene", layout: .fresh())
  }

  func testLargerTextGrowsAStyledLabelUntilItTruncates() throws {
    var s = try state()
    let written = s.document
    XCTAssertEqual(s.result.view("title")?.frame.height, 16)
    s.press("b")
    XCTAssertEqual(s.textStress.textSize, .extraLarge)
    XCTAssertEqual(s.message, "text size xL")
    XCTAssertEqual(s.result.view("title")?.frame.height ?? 0, 16 * 19 / 17, accuracy: 1e-9)
    // 19 characters in 200 points hold up to 200 / (8 × k): truncated once k > 1.3157 (xxxL, 23/17).
    s.press("bb")
    XCTAssertEqual(s.message, "text size xxxL; truncated: title")
    XCTAssertTrue(Screen.statusLine(s).contains("│ text size xxxL │"), Screen.statusLine(s))
    XCTAssertEqual(s.document, written, "the document as written does not change")
    XCTAssertFalse(s.dirty)
    s.press(String(repeating: "b", count: 10))
    XCTAssertEqual(s.message, "text size AX5 is the largest there is")
    s.press(String(repeating: "B", count: 11))
    XCTAssertEqual(s.textStress.textSize, .extraSmall)
    XCTAssertEqual(s.message, "text size xS")
  }

  func testAPseudolanguageDoublesTheTextShownAndDrawn() throws {
    var s = try state()
    s.press("p")
    XCTAssertEqual(s.message, "pseudolanguage: double-length text; truncated: title")
    XCTAssertEqual(s.shownDocument.view(named: "title")?.text, "Sign in to continue Sign in to continue")
    XCTAssertEqual(s.document.view(named: "title")?.text, "Sign in to continue")
    XCTAssertTrue(Screen.render(s).text.contains("Sign in to continue Sign…"), Screen.render(s).text)
    s.press("pp")
    XCTAssertEqual(s.message, "pseudolanguage off: the texts as written")
    XCTAssertNil(s.stressedDocument)
  }
}
