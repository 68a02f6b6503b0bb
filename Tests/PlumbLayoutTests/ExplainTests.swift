import XCTest

@testable import PlumbLayout

/// What the playground explains a frame with, read from a result.
final class ExplainTests: XCTestCase {
  func layout() -> LayoutResult {
    var title = ViewSpec(name: "title", kind: .label, text: "A rather long title")
    title.compressionResistance.horizontal = 751
    let views = [title, ViewSpec(name: "detail", kind: .label, text: "Twenty-six characters long")]
    func c(_ a: String, _ x: LayoutAttribute, _ item: ItemRef?, _ y: LayoutAttribute?, _ k: Double = 0) -> ConstraintSpec {
      ConstraintSpec(firstItem: .view(a), firstAttribute: x, secondItem: item, secondAttribute: y, constant: k)
    }
    let d = LayoutDocument(device: .canvas(width: 320, height: 160, traits: .regularRegular), views: views, constraints: [
      c("title", .leading, .root, .leading, 16), c("title", .top, .root, .top, 20),
      c("detail", .leading, .view("title"), .trailing, 8), c("detail", .trailing, .root, .trailing, -16), c("detail", .top, .root, .top, 20),
    ])
    return LayoutEngine(d).layoutIfNeeded()
  }

  func testContentSizeConstraintsSayHowFarTheyMiss() {
    let r = layout()
    let cs = r.contentSizeConstraints(of: "detail")
    XCTAssertEqual(cs.map(\.shortDescription), [
      "detail.width <= 208 Hug:251 CompressionResistance:750", "detail.width >= 208 Hug:251 CompressionResistance:750",
      "detail.height <= 16 Hug:251 CompressionResistance:750", "detail.height >= 16 Hug:251 CompressionResistance:750",
    ])
    // title resists more and keeps its 152 points; detail gets what is left: 320 - 16 - 152 - 8 - 16 = 128.
    XCTAssertEqual(r.view("detail")?.frame.width, 128)
    XCTAssertEqual(cs.map { r.violation(of: $0) }, [0, 80, 0, 0])
  }

  func testWhyThisFrame() {
    let r = layout()
    XCTAssertEqual(r.constraintsHolding("detail", .vertical).map(\.shortDescription), [
      "detail.height <= 16 Hug:251 CompressionResistance:750", "detail.height >= 16 Hug:251 CompressionResistance:750",
      "detail.top == root.top + 20",
    ])
    XCTAssertEqual(r.constraintsHolding("detail", .horizontal).compactMap(\.sceneIndex), [2, 3], "its edges, not its broken content size")
    XCTAssertEqual(r.constraintsHolding("detail", .horizontal).count, 2)
    // Transitively, detail's x depends on title's, and on the root's width through its trailing edge.
    let all = r.constraintsAffecting("detail", .minX)
    XCTAssertEqual(all.compactMap(\.sceneIndex), [0, 2, 3])
    XCTAssertTrue(all.contains { $0.identifier == "UIView-Encapsulated-Layout-Width" })
    XCTAssertTrue(all.contains { $0.shortDescription == "title.width >= 152 Hug:251 CompressionResistance:751" })
  }
}
