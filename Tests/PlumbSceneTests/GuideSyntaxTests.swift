import XCTest
@testable import PlumbLayout
@testable import PlumbScene

/// The guides of named views (`card.margins`, `card.safeArea`, `scroll.content`, `root.margins`),
/// the root's `margins` setting and a stack's `arrangement=margins`: what they parse to, the frames
/// they give (their errors are in `SceneErrorTests`).
final class GuideSyntaxTests: XCTestCase {
  func solve(_ text: String) throws -> LayoutResult { try solveScene(text) }

  func frame(_ r: LayoutResult, _ name: String) -> [Double] { sceneFrame(r, name) }

  func testGuideItemsParseToTheGuidesOfTheirViews() throws {
    let s = try SceneParser.parse("""
      canvas 300x200
      view card
      view scroll
      label title "T" in=card
      title.leading = card.margins.leading
      title.top = card.safeArea.top
      title.trailing = root.margins.trailing
      title.bottom <= root.safeArea.bottom
      scroll.width = scroll.content.width
      """, file: "t.scene")
    XCTAssertEqual(s.document.constraints.map(\.secondItem), [.marginsOf("card"), .safeAreaOf("card"), .marginsOf(nil), .safeArea, .contentOf("scroll")])
    XCTAssertEqual(s.document.constraints.map(\.notation), [
      "title.leading = card.margins.leading", "title.top = card.safeArea.top", "title.trailing = root.margins.trailing",
      "title.bottom <= safeArea.bottom", "scroll.width = scroll.content.width",
    ])
  }

  func testFramesThroughNamedGuidesRootMarginsAndMarginArrangement() throws {
    let r = try solve("""
      canvas 300x200
      margins 0 30 0 40
      view card margins=5,10,15,20
      view dot in=card
      view edge
      stack s axis=horizontal distribution=fillEqually arranged=a,b arrangement=margins margins=4
      view a
      view b
      card.left = root.left + 20
      card.top = root.top + 20
      card.width = 100
      card.height = 60
      dot.left = card.margins.left
      dot.top = card.margins.top
      dot.right = card.margins.right
      dot.bottom = card.margins.bottom
      edge.left = root.margins.left
      edge.right = root.margins.right
      edge.top = card.bottom
      edge.height = 10
      s.left = root.left
      s.top = edge.bottom
      s.width = 108
      s.height = 48
      """)
    // Card (20,20,100,60) less margins 5 top, 10 left, 15 bottom, 20 right, in card's coordinates.
    XCTAssertEqual(frame(r, "dot"), [10, 5, 70, 40])
    // The root's margins: 30 on the left, 40 on the right of 300.
    XCTAssertEqual(frame(r, "edge"), [30, 80, 230, 10])
    // Arranged inside the stack's margins of 4: 100 points shared equally.
    XCTAssertEqual(frame(r, "a"), [4, 4, 50, 40])
    XCTAssertEqual(frame(r, "b"), [54, 4, 50, 40])
  }
}

extension SceneErrorTests {
  func testGuideItemAndSettingErrors() {
    assertError("photo.width = photo.margins.widt", """
      t.scene:4:29: error: unknown attribute 'widt'; did you mean 'width'?
      photo.width = photo.margins.widt
                                  ^~~~
      """)
    assertError("photo.left = photo.marjins.left", """
      t.scene:4:20: error: unknown attribute 'marjins'; did you mean 'margins'?
      photo.left = photo.marjins.left
                         ^~~~~~~
      """)
    assertError("margins 1 2 3", """
      t.scene:4:9: error: expected four insets: margins TOP LEFT BOTTOM RIGHT (the root's layout margins)
      margins 1 2 3
              ^
      """)
    assertError("stack s arrangement=inside", """
      t.scene:4:21: error: arrangement: expected edges or margins
      stack s arrangement=inside
                          ^~~~~~
      """)
  }
}

/// A stack's custom spacing after some arranged views (`setCustomSpacing(_:after:)`).
final class CustomSpacingTests: XCTestCase {
  func testSpacingAfterAViewReplacesTheStacksSpacing() throws {
    let s = try SceneParser.parse("""
      canvas 300x200
      stack row axis=vertical spacing=8 arranged=a,b,c spacingafter=a:20
      view a intrinsic=10x10
      view b intrinsic=10x10
      view c intrinsic=10x10
      row.top = root.top
      row.leading = root.leading
      """, file: "t.scene")
    let r = LayoutEngine(s.document).layoutIfNeeded()
    XCTAssertEqual(r.view("b")?.frame.y, 30, "20 after a")
    XCTAssertEqual(r.view("c")?.frame.y, 48, "8 after b")
    XCTAssertEqual(SceneWriter.viewText(s.document.views[0]), "stack row axis=vertical distribution=fill alignment=fill spacing=8 arranged=a,b,c spacingafter=a:20")
    // Hidden, a collapses: the spacing after it goes with it.
    var hidden = s.document
    hidden.views[1].isHidden = true
    XCTAssertEqual(LayoutEngine(hidden).layoutIfNeeded().view("c")?.frame.y, 18)
  }
}

extension CustomSpacingTests {
  func testTheHidingPriorityIsReadAndWritten() throws {
    let s = try SceneParser.parse("canvas 300x200\nstack row arranged=a hiding=999\nview a\n", file: "t.scene")
    XCTAssertEqual(s.document.views[0].stack?.hidingPriority, 999)
    XCTAssertEqual(SceneWriter.viewText(s.document.views[0]), "stack row axis=horizontal distribution=fill alignment=fill spacing=0 arranged=a hiding=999")
    let required = try SceneParser.parse("canvas 300x200\nstack row arranged=a\nview a\n", file: "t.scene")
    XCTAssertFalse(SceneWriter.viewText(required.document.views[0]).contains("hiding"))
  }
}

extension SceneErrorTests {
  func testCustomSpacingErrors() {
    assertError("stack s arranged=photo spacingafter=photo", """
      t.scene:4:37: error: spacingafter: expected VIEW:POINTS for each arranged view, separated by commas (e.g. title:16,field:4)
      stack s arranged=photo spacingafter=photo
                                          ^~~~~
      """)
    assertError("stack s arranged=photo spacingafter=phto:4", """
      t.scene:4:37: error: unknown view 'phto'; did you mean 'photo'?
      stack s arranged=photo spacingafter=phto:4
                                          ^~~~
      """)
  }
}
