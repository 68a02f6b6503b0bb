import PlumbLayout
import PlumbScene
import XCTest

/// The margin rules that follow a view's solved frame: `preserves=true`
/// (`preservesSuperviewLayoutMargins`) and `readable=true`
/// (`layoutMarginsFollowReadableWidth`), with frames computed by hand.
final class MarginRulesTests: XCTestCase {
  func solve(_ text: String) throws -> LayoutResult { try solveScene(text) }

  func frame(_ r: LayoutResult, _ name: String) -> [Double] { sceneFrame(r, name) }

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
    """ + "\n" + pinned("dot", between: "card.margins", top: "card.margins.top", height: 10)

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

      """ + pinned("dot2", between: "inner.margins", top: "inner.margins.top", height: 10))
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
      """ + "\n" + pinned("dot", between: "card.margins", top: "card.margins.top", height: 84))
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
    """ + "\n" + pinned("text", between: "page.margins", top: "page.margins.top", height: 10)

  /// Margins that follow a frame they move in turn never settle: the
  /// layout says so (it said "no conflicts" with the frames of the fourth pass).
  func testMarginsThatFeedBackIntoTheirOwnFrameAreSaidNotToSettle() throws {
    let loop = """
      canvas 400x300
      margins 0 100 0 100
      view spacer
      view box margins=0 preserves=true
      view child in=box
      spacer.leading = root.leading
      spacer.top = root.top
      spacer.height = 10
      spacer.width = 0.9 * child.width
      box.leading = spacer.trailing
      box.width = 100
      box.top = root.top + 20
      box.height = 50
      child.leading = box.margins.leading
      child.trailing = box.trailing
      child.top = box.top
      child.height = 10
      """
    let r = try solve(loop)
    let unsettled = r.diagnostics.filter { $0.kind == .unsettled }
    XCTAssertEqual(unsettled.map(\.views), [["box"]])
    XCTAssertEqual(unsettled.first?.severity, .warning)
    // A preserving view whose margins settle at once says nothing.
    XCTAssertEqual(try solve(card.replacingOccurrences(of: "PRESERVES", with: "preserves=true")).diagnostics.filter { $0.kind == .unsettled }, [])
  }

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

  func testTheReadableContentGuideIsTheMarginsAtMost672PointsWideCentred() throws {
    let r = try solve("""
      canvas 1000x300
      margins 0 20 0 20
      view title
      view page margins=0,20,0,20
      view narrow margins=0,20,0,20
      view text in=page
      view short in=narrow
      page.left = root.left
      page.right = root.right
      page.top = title.bottom
      page.height = 100
      narrow.left = root.left
      narrow.width = 500
      narrow.top = page.bottom
      narrow.height = 100
      """ + "\n" + [
        pinned("title", between: "root.readable", top: "root.top", height: 10), pinned("text", between: "page.readable", top: "page.top", height: 10),
        pinned("short", between: "narrow.readable", top: "narrow.top", height: 10),
      ].joined(separator: "\n"))
    // (1000 - 672) / 2 = 164 from either edge; a 500-point view keeps its margins.
    XCTAssertEqual(frame(r, "title"), [164, 0, 672, 10])
    XCTAssertEqual(frame(r, "text"), [164, 0, 672, 10])
    XCTAssertEqual(frame(r, "short"), [20, 0, 460, 10])
    XCTAssertEqual(r.ambiguousCount, 0)
  }

  func testTheReadableContentGuideIsCentredInPreservedMargins() throws {
    let r = try solve("""
      canvas 1000x300
      margins 0 100 0 20
      view page margins=8 preserves=true
      view text in=page
      page.left = root.left
      page.right = root.right
      page.top = root.top
      page.height = 100
      """ + "\n" + pinned("text", between: "page.readable", top: "page.top", height: 10))
    // The page's margins are the root's, 100 and 20: 880 between them, 104 more on each side.
    XCTAssertEqual(frame(r, "text"), [204, 0, 672, 10])
  }

  func testReadableGuidesParseAndWriteBack() throws {
    let s = try SceneParser.parse("canvas 300x200\nview card\nview t in=card\nt.leading = card.readable.leading\nt.top = root.readable.top\n", file: "t.scene")
    XCTAssertEqual(s.document.constraints.map(\.secondItem), [.readableOf("card"), .readableOf(nil)])
    XCTAssertEqual(s.document.constraints.map(\.notation), ["t.leading = card.readable.leading", "t.top = root.readable.top"])
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

  /// A view whose margins grew by the unsafe area it reached gets its own
  /// back when a rotation takes the unsafe area away, in the engine that
  /// took the rotation as in a fresh one (the engine kept the grown margins
  /// when no view followed its frame any more).
  func testMarginsGrownByTheUnsafeAreaShrinkBackAfterARotation() throws {
    let text = """
      device iphone
      view bar
      view dot in=bar
      bar.left = root.left
      bar.top = root.top
      bar.width = 200
      bar.height = 60
      dot.left = bar.margins.left
      dot.top = bar.margins.top
      dot.width = 10
      dot.height = 10
      """
    var d = try SceneParser.parse(text, file: "t.scene").document
    let engine = LayoutEngine(d)
    // The status bar's 20 points reach into the bar: its top margin is 8 + 20.
    XCTAssertEqual(sceneFrame(engine.layoutIfNeeded(), "dot"), [8, 28, 10, 10])
    d.orientation = .landscape
    engine.setDocument(d)
    XCTAssertEqual(sceneFrame(engine.layoutIfNeeded(), "dot"), [8, 8, 10, 10])
    XCTAssertEqual(sceneFrame(LayoutEngine(d).layoutIfNeeded(), "dot"), [8, 8, 10, 10])
  }
}
