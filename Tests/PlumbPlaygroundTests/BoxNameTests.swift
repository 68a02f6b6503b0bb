import PlumbLayout
import PlumbScene
import XCTest

@testable import PlumbPlayground

/// A box's name stays readable whatever is drawn over its border: a flat
/// text view at the same row, or a child whose box starts on it.
final class BoxNameTests: XCTestCase {
  func drawing(_ frames: [(String, String?, Frame)], scene: String) throws -> [String] {
    let document = try SceneParser.parse("canvas 400x300\n" + scene, file: "n.scene").document
    let views = frames.map { name, parent, frame in
      ViewResult(
        name: name, kind: document.view(named: name)?.kind ?? .view, frame: frame, absoluteFrame: frame, parent: parent, ambiguousAxes: [])
    }
    let canvas = Frame(x: 0, y: 0, width: 400, height: 300)
    let result = LayoutResult(canvas: canvas, safeArea: canvas, traits: .regularRegular, views: views, constraints: [], diagnostics: [])
    // Line 0 says what is drawn, line 1 is the canvas's outline.
    return SceneDrawing.text(document, result, columns: nil, glyphs: .ascii).components(separatedBy: "\n")
  }

  func testTextOnTheBorderMovesTheNameAlong() throws {
    let lines = try drawing(
      [("card", nil, Frame(x: 0, y: 0, width: 300, height: 160)), ("title", "card", Frame(x: 8, y: 0, width: 48, height: 16))],
      scene: "view card\nlabel title \"Title\" in=card\n")
    XCTAssertTrue(lines[2].hasPrefix("|+Title.-card---"), lines.joined(separator: "\n"))
  }

  func testAChildOnTheSameRowKeepsBothNames() throws {
    let lines = try drawing(
      [("card", nil, Frame(x: 0, y: 0, width: 300, height: 160)), ("photo", "card", Frame(x: 80, y: 0, width: 160, height: 96))],
      scene: "view card\nview photo in=card\n")
    XCTAssertTrue(lines[2].hasPrefix("|+card-----+photo---"), lines.joined(separator: "\n"))
  }

  /// A name with too little room ends with the cut mark, or is left out under three cells; never cut silently.
  func testANameWithoutRoomIsMarkedOrLeftOut() throws {
    let lines = try drawing(
      [
        ("container", nil, Frame(x: 0, y: 0, width: 96, height: 64)), ("t", "container", Frame(x: 8, y: 0, width: 24, height: 16)),
        ("u", "container", Frame(x: 48, y: 48, width: 24, height: 16)),
      ],
      scene: "view container\nlabel t \"abc\" in=container\nlabel u \"xyz\" in=container\n")
    XCTAssertTrue(lines[2].hasPrefix("|+abc-conta$+"), lines.joined(separator: "\n"))
  }
}
