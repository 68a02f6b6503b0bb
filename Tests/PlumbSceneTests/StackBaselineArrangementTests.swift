import PlumbLayout
import PlumbScene
import XCTest

/// `isBaselineRelativeArrangement` (Apple's UIStackView documentation): in
/// a vertical stack the spacing runs from a view's last baseline to the
/// next view's first, so rows of one-line labels follow each other by
/// exactly the spacing, whatever their height; a horizontal stack ignores it.
final class StackBaselineArrangementTests: XCTestCase {
  func layout(axis: String, baselines: Bool) throws -> LayoutResult {
    let scene = try SceneParser.parse(
      """
      canvas 300x400
      label a "Alpha"
      label b "Beta"
      label c "Gamma"
      stack s axis=\(axis) spacing=29 arranged=a,b,c\(baselines ? " baselines=true" : "")
      s.top = root.top
      s.leading = root.leading
      """, file: "s.scene")
    return LayoutEngine(scene.document).layoutIfNeeded()
  }

  func testAVerticalStackArrangedByBaselinesSpacesBaselineToBaseline() throws {
    let r = try layout(axis: "vertical", baselines: true)
    let ys = ["a", "b", "c"].compactMap { r.view($0)?.frame.y }
    XCTAssertEqual(ys, [0, 29, 58], "one-line labels: baseline to baseline is the spacing")
    XCTAssertTrue(r.generated.contains { $0.description.contains("'UISV-spacing' b.firstBaseline == a.lastBaseline + 29") },
                  r.generated.map(\.description).filter { $0.contains("UISV-spacing") }.joined(separator: "\n"))
    let edges = try layout(axis: "vertical", baselines: false)
    let height = try XCTUnwrap(edges.view("a")?.frame.height)
    XCTAssertEqual(edges.view("b")?.frame.y, height + 29, "edge to edge without it")
  }

  func testAHorizontalStackIgnoresIt() throws {
    let with = try layout(axis: "horizontal", baselines: true)
    let without = try layout(axis: "horizontal", baselines: false)
    XCTAssertEqual(with.views.map(\.frame), without.views.map(\.frame))
  }

  func testTheSettingRoundTripsThroughTheSceneWriter() throws {
    let scene = try SceneParser.parse("canvas 300x400\nlabel a \"A\"\nstack s axis=vertical arranged=a baselines=true\n", file: "s.scene")
    let again = try SceneParser.parse(SceneWriter.document(scene.document), file: "t.scene")
    XCTAssertEqual(again.document.views.first { $0.name == "s" }?.stack?.baselineRelativeArrangement, true)
  }
}
