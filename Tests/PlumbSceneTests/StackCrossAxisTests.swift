import PlumbLayout
import PlumbScene
import XCTest

/// Across a stack's axis: UIKit's `UISV-ambiguity-suppression` (in a
/// stack aligned other than fill, an arranged view that nothing sizes
/// across the axis is 0 across, at priority 25, not ambiguous; anything
/// else that sizes it wins), and a hidden view's place there.
final class StackCrossAxisTests: XCTestCase {
  func layout(alignment: String) throws -> LayoutResult {
    let scene = try SceneParser.parse(
      """
      canvas 300x400
      label title "Title"
      view spacer
      view card
      stack s axis=vertical alignment=\(alignment) spacing=8 arranged=title,spacer,card
      s.top = root.top
      s.leading = root.leading + 20
      s.trailing = root.trailing - 20
      spacer.height = 30
      card.height = 40
      card.width = 100 @300
      """, file: "s.scene")
    return LayoutEngine(scene.document).layoutIfNeeded()
  }

  func testAViewNothingSizesAcrossACenteredStackIsZeroWideNotAmbiguous() throws {
    let r = try layout(alignment: "center")
    XCTAssertEqual(r.view("spacer")?.frame.width, 0)
    XCTAssertEqual(r.view("spacer")?.frame.x, 130, "centred in the 260-point stack")
    XCTAssertEqual(r.view("card")?.frame.width, 100, "a constraint at 300 beats the suppression at 25")
    XCTAssertFalse(r.diagnostics.contains { $0.kind == .ambiguous }, r.diagnostics.map(\.message).joined(separator: "\n"))
    XCTAssertTrue(r.generated.contains { $0.description.contains("'UISV-ambiguity-suppression' spacer.width == 0 @25") },
                  r.generated.map(\.description).filter { $0.contains("UISV") }.joined(separator: "\n"))
  }

  func testAFillStackMakesNoSuppressionItsViewsSpanIt() throws {
    let r = try layout(alignment: "fill")
    XCTAssertEqual(r.view("spacer")?.frame.width, 260)
    XCTAssertFalse(r.generated.contains { $0.description.contains("UISV-ambiguity-suppression") })
  }

  func testAHiddenViewStaysAlignedAcrossTheAxisAsTheStackAlignsItsViews() throws {
    func hidden(_ alignment: String) throws -> Frame? {
      let scene = try SceneParser.parse(
        """
        canvas 300x400
        view a
        view b hidden=true
        view c
        stack s axis=horizontal alignment=\(alignment) spacing=10 arranged=a,b,c
        s.top = root.top + 10
        s.leading = root.leading
        a.width = 50
        a.height = 60
        b.height = 20
        c.width = 50
        c.height = 40
        """, file: "h.scene")
      return LayoutEngine(scene.document).layoutIfNeeded().view("b")?.frame
    }
    XCTAssertEqual(try hidden("center")?.y, 20, "centred in the 60-point stack")
    XCTAssertEqual(try hidden("bottom")?.y, 40, "at the stack's bottom")
    XCTAssertEqual(try hidden("top")?.y, 0)
    XCTAssertEqual(try hidden("center")?.x, 55, "in the gap it left, half the spacing after 'a'")
  }
}
