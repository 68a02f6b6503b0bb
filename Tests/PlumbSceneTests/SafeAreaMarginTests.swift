import PlumbLayout
import PlumbScene
import XCTest

/// `insetsLayoutMarginsFromSafeArea` on every view, not only the root: where
/// a view overlaps the root's unsafe area, its margins grow by the overlap,
/// so that what is pinned to its margins stays inside the safe area.
final class SafeAreaMarginTests: XCTestCase {
  /// A full-width card at the top of a notched phone (safe area 44 at the
  /// top and 34 at the bottom in portrait; 44 at the sides and 21 at the
  /// bottom in landscape), and a dot on the card's margins.
  func card(_ orientation: Orientation, top: Double = 0, setting: String = "") -> String {
    """
    device iphone-max
    orientation \(orientation.rawValue)
    view card \(setting)
    view dot in=card
    card.left = root.left
    card.right = root.right
    card.top = root.top + \(exactNumber(top))
    card.height = 200
    """ + "\n" + pinned("dot", between: "card.margins", top: "card.margins.top", height: 10)
  }

  func testAViewUnderTheSensorHousingKeepsItsContentBelowIt() throws {
    // The card's own 8, plus the 44 of the unsafe area it covers.
    XCTAssertEqual(sceneFrame(try solveScene(card(.portrait)), "dot"), [8, 52, 398, 10])
    // Turned: 44 at each side, nothing at the top.
    XCTAssertEqual(sceneFrame(try solveScene(card(.landscape)), "dot"), [52, 8, 792, 10])
  }

  func testOnlyTheOverlapCounts() throws {
    // 30 points down, the card covers 14 of the unsafe area.
    XCTAssertEqual(sceneFrame(try solveScene(card(.portrait, top: 30)), "dot"), [8, 22, 398, 10])
    // Inside the safe area: its own margins.
    XCTAssertEqual(sceneFrame(try solveScene(card(.portrait, top: 100)), "dot"), [8, 8, 398, 10])
  }

  func testAViewThatDoesNotInsetItsMarginsKeepsItsOwn() throws {
    let text = card(.portrait, setting: "safemargins=false")
    XCTAssertEqual(sceneFrame(try solveScene(text), "dot"), [8, 8, 398, 10])
    // The setting is written back.
    let document = try SceneParser.parse(text, file: "t.scene").document
    XCTAssertTrue(SceneWriter.document(document).contains("view card safemargins=false"))
  }
}
