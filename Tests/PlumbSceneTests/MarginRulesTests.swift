import XCTest
@testable import PlumbLayout
@testable import PlumbScene

/// The margin rules that follow a view's solved frame: `preserves=true`
/// (`preservesSuperviewLayoutMargins`) and `readable=true`
/// (`layoutMarginsFollowReadableWidth`), with frames computed by hand.
final class MarginRulesTests: XCTestCase {
  func solve(_ text: String) throws -> LayoutResult {
    LayoutEngine(try SceneParser.parse(text, file: "t.scene").document).layoutIfNeeded()
  }

  /// A view's frame in its superview's coordinates.
  func frame(_ r: LayoutResult, _ name: String) -> [Double] {
    guard let f = r.view(name)?.frame else { return [] }
    return [f.x, f.y, f.width, f.height].map { ($0 * 1000).rounded() / 1000 }
  }

  /// A card 10 points in from the root's left and 5 from its right, in a
  /// root with margins 30 and 40: the root's margins reach 20 and 35 points
  /// into the card, past its own 8.
  let card = """
    canvas 400x300
    margins 0 30 0 40
    view card margins=8 PRESERVES
    view dot in=card
    card.left = root.left + 10
    card.top = root.top + 20
    card.right = root.right - 5
    card.height = 100
    dot.left = card.margins.left
    dot.right = card.margins.right
    dot.top = card.margins.top
    dot.height = 10
    """

  func testPreservingAViewTakesTheSuperviewsMarginsWhereTheyReachFurtherIn() throws {
    let r = try solve(card.replacingOccurrences(of: "PRESERVES", with: "preserves=true"))
    // left max(8, 30 - 10) = 20, right max(8, 395 - 360) = 35, top max(8, 0 - 20) = 8.
    XCTAssertEqual(frame(r, "dot"), [20, 8, 330, 10])
    XCTAssertEqual(r.ambiguousCount, 0)
    let own = try solve(card.replacingOccurrences(of: "PRESERVES", with: ""))
    XCTAssertEqual(frame(own, "dot"), [8, 8, 369, 10])
  }

  func testPreservedMarginsCascadeThroughPreservingSuperviews() throws {
    let r = try solve(card.replacingOccurrences(of: "PRESERVES", with: "preserves=true") + """

      view inner in=card margins=2 preserves=true
      view dot2 in=inner
      inner.left = card.left + 5
      inner.right = card.right
      inner.top = card.top
      inner.height = 50
      dot2.left = inner.margins.left
      dot2.right = inner.margins.right
      dot2.top = inner.margins.top
      dot2.height = 10
      """)
    // In the root's coordinates the card's margins guide is at x 30…360 and
    // y 28: inner (x 15…395, y 20) takes max(2, 30 - 15) = 15,
    // max(2, 395 - 360) = 35, max(2, 28 - 20) = 8 (with the card's own 8
    // instead, the left would be max(2, 10 + 8 - 15) = 3).
    XCTAssertEqual(frame(r, "inner"), [5, 0, 380, 50])
    XCTAssertEqual(frame(r, "dot2"), [15, 8, 330, 10])
  }

  func testAViewFarFromItsSuperviewsEdgesKeepsItsOwnMargins() throws {
    let r = try solve("""
      canvas 400x300
      margins 16 16 16 16
      view card margins=8 preserves=true
      view dot in=card
      card.left = root.left + 100
      card.top = root.top + 100
      card.width = 100
      card.height = 100
      dot.left = card.margins.left
      dot.right = card.margins.right
      dot.top = card.margins.top
      dot.bottom = card.margins.bottom
      """)
    XCTAssertEqual(frame(r, "dot"), [8, 8, 84, 84])
  }

  /// A page as wide as a 1000-point root, margins 20 at the sides.
  let page = """
    canvas WIDTHx300
    view page margins=0,20,0,20 READABLE
    view text in=page
    page.left = root.left
    page.right = root.right
    page.top = root.top
    page.height = 100
    text.left = page.margins.left
    text.right = page.margins.right
    text.top = page.margins.top
    text.height = 10
    """

  func testReadableWidthNarrowsTheMarginsTo672PointsCentred() throws {
    let wide = page.replacingOccurrences(of: "WIDTH", with: "1000")
    let r = try solve(wide.replacingOccurrences(of: "READABLE", with: "readable=true"))
    // 1000 - 2 × 20 = 960 between the margins: 144 more on each side.
    XCTAssertEqual(frame(r, "text"), [164, 0, 672, 10])
    let own = try solve(wide.replacingOccurrences(of: "READABLE", with: ""))
    XCTAssertEqual(frame(own, "text"), [20, 0, 960, 10])
    // Narrower than the readable width: the margins stay.
    let narrow = try solve(page.replacingOccurrences(of: "WIDTH", with: "500").replacingOccurrences(of: "READABLE", with: "readable=true"))
    XCTAssertEqual(frame(narrow, "text"), [20, 0, 460, 10])
  }

  func testTheSettingsRoundTripThroughTheWriters() throws {
    let s = try SceneParser.parse("canvas 300x200\nview card preserves=true readable=true\nview plain\n", file: "t.scene")
    let v = try XCTUnwrap(s.document.view(named: "card"))
    XCTAssertTrue(v.preservesSuperviewMargins && v.followsReadableWidth)
    XCTAssertEqual(SceneWriter.viewText(v), "view card preserves=true readable=true")
    XCTAssertEqual(SceneWriter.viewText(try XCTUnwrap(s.document.view(named: "plain"))), "view plain")
    let again = try SceneParser.parse(DocumentConverter.convert(s.document, name: "t", header: []).text, file: "t.scene")
    XCTAssertEqual(again.document.view(named: "card"), v)
  }

  func testABadValueIsALocatedError() {
    XCTAssertThrowsError(try SceneParser.parse("canvas 300x200\nview card preserves=yes\n", file: "t.scene")) { e in
      XCTAssertEqual("\(e)", """
        t.scene:2:21: error: preserves: expected true or false
        view card preserves=yes
                            ^~~
        """)
    }
  }
}
