import PlumbLayout
import PlumbScene
import XCTest

/// UIKit holds a view's frame in its superview's coordinates, so
/// `hasAmbiguousLayout` is about where a view can move inside its superview:
/// a card nothing places is ambiguous, the views pinned inside it are not,
/// and a view pinned to the screen inside a card that moves is.
final class RelativeAmbiguityTests: XCTestCase {
  /// A card 200 × 100 that nothing places across, with a dot inside it.
  func card(dot: String, device: String = "", setting: String = "") -> String {
    """
    canvas 400x300
    \(device)
    view card \(setting)
    view dot in=card
    card.top = root.top + 20
    card.width = 200
    card.height = 100
    dot.top = card.top + 10
    dot.width = 10
    dot.height = 10
    \(dot)
    """
  }

  func testAViewPinnedInsideASuperviewThatMovesIsNotAmbiguous() throws {
    let r = try solveScene(card(dot: "dot.left = card.left + 8"))
    XCTAssertEqual(r.view("card")?.ambiguousAxes, ["x"])
    XCTAssertEqual(r.view("dot")?.ambiguousAxes, [])
    XCTAssertEqual(sceneFrame(r, "dot"), [8, 10, 10, 10])
    XCTAssertEqual(r.ambiguousCount, 1)
  }

  func testAViewPinnedToTheScreenInsideASuperviewThatMovesIs() throws {
    // Fixed on the screen, the dot moves inside the card as the card moves.
    let r = try solveScene(card(dot: "dot.left = root.left + 30"))
    XCTAssertEqual(r.view("card")?.ambiguousAxes, ["x"])
    XCTAssertEqual(r.view("dot")?.ambiguousAxes, ["x"])
  }

  func testAViewInASuperviewThatNoConstraintMentionsIsAmbiguous() throws {
    // Nothing mentions the card's left edge at all: the dot's x in it is free.
    let r = try solveScene("""
      canvas 400x300
      view card
      view dot in=card
      dot.left = root.left + 30
      dot.top = root.top + 30
      dot.width = 10
      dot.height = 10
      """)
    XCTAssertEqual(r.view("dot")?.ambiguousAxes, ["x", "y"])
  }

  func testAViewOnTheMarginsOfASuperviewThatMovesOverTheUnsafeAreaIsAmbiguous() throws {
    // Turned, the phone's unsafe area is 44 points at each side: the card's
    // margins grow by the part of it the card reaches, so where the card
    // lands moves the dot inside it.
    let text = card(dot: "dot.left = card.margins.left", device: "device iphone-max\norientation landscape") + """

      view edge in=card
      edge.left = card.left + 8
      edge.top = card.top + 30
      edge.width = 10
      edge.height = 10
      """
    let r = try solveScene(text)
    XCTAssertEqual(r.view("dot")?.ambiguousAxes, ["x"])
    // A view pinned to the card's edge, not its margins, stays put in it.
    XCTAssertEqual(r.view("edge")?.ambiguousAxes, [])
    // A card that keeps its own margins does not: the dot stays 8 points in.
    let own = try solveScene(card(dot: "dot.left = card.margins.left", device: "device iphone-max\norientation landscape", setting: "safemargins=false"))
    XCTAssertEqual(own.view("dot")?.ambiguousAxes, [])
    XCTAssertEqual(sceneFrame(own, "dot"), [8, 10, 10, 10])
  }

  func testMarginsPreservedInsideASuperviewThatMovesStayPut() throws {
    // The card sits 10 points into a frame nothing places: it takes the
    // frame's margins where they reach further in, which depends on where
    // it sits in the frame, not on where the frame is.
    let r = try solveScene("""
      canvas 400x300
      view frame
      view card in=frame preserves=true
      view dot in=card
      frame.top = root.top + 20
      frame.width = 300
      frame.height = 200
      card.left = frame.left + 10
      card.top = frame.top + 10
      card.width = 200
      card.height = 100
      dot.left = card.margins.left
      dot.top = card.top + 10
      dot.width = 10
      dot.height = 10
      """)
    XCTAssertEqual(r.view("frame")?.ambiguousAxes, ["x"])
    XCTAssertEqual(r.view("card")?.ambiguousAxes, [])
    XCTAssertEqual(r.view("dot")?.ambiguousAxes, [])
  }

  func testAViewOnTheReadableGuideOfASuperviewWhoseWidthIsFreeIsAmbiguous() throws {
    // The readable guide narrows with the card's width, which nothing fixes.
    let r = try solveScene("""
      canvas 1000x300
      view card
      view dot in=card
      card.left = root.left
      card.top = root.top
      card.height = 100
      card.width >= 100
      dot.leading = card.readable.leading
      dot.top = card.top + 10
      dot.width = 10
      dot.height = 10
      """)
    XCTAssertEqual(r.view("card")?.ambiguousAxes, ["width"])
    XCTAssertEqual(r.view("dot")?.ambiguousAxes, ["x"])
  }
}
