import XCTest

@testable import PlumbLayout

/// A view whose constraints give it a negative size is never shown as a
/// plain frame: the result says so, in one diagnostic per view.
final class NegativeSizeTests: XCTestCase {
  func layout(heightFixed: Bool) -> LayoutResult {
    func c(_ x: LayoutAttribute, _ y: LayoutAttribute, _ k: Double) -> ConstraintSpec {
      ConstraintSpec(firstItem: .view("bar"), firstAttribute: x, secondItem: .root, secondAttribute: y, constant: k)
    }
    var constraints = [c(.leading, .leading, 50), c(.trailing, .leading, 20), c(.top, .top, 0)]
    if heightFixed { constraints.append(ConstraintSpec(firstItem: .view("bar"), firstAttribute: .height, constant: -4)) }
    let d = LayoutDocument(
      device: .canvas(width: 200, height: 100, traits: .regularRegular), views: [ViewSpec(name: "bar", kind: .view)], constraints: constraints)
    return LayoutEngine(d).layoutIfNeeded()
  }

  func testANegativeWidthAndHeightAreSaid() throws {
    let r = layout(heightFixed: true)
    XCTAssertEqual(r.view("bar")?.frame, Frame(x: 50, y: 0, width: -30, height: -4))
    let negative = r.diagnostics.filter { $0.kind == .negativeSize }
    XCTAssertEqual(negative.map(\.message), [
      "'bar' is laid out with a negative width (-30 points) and a negative height (-4 points): an edge comes out past the opposite one, so UIKit draws nothing of it."
    ])
    XCTAssertEqual(negative.first?.views, ["bar"])
  }

  /// On an ambiguous axis the size is one layout among many: the ambiguity
  /// is what is said. Solver rounding below zero is not a size.
  func testAnAmbiguousAxisOrRoundingIsNotSaid() {
    let f = Frame(x: 0, y: 0, width: -5, height: -3)
    XCTAssertEqual(LayoutEngine.negativeSize(of: f, ambiguousAxes: ["height"]), "a negative width (-5 points)")
    XCTAssertNil(LayoutEngine.negativeSize(of: f, ambiguousAxes: ["x", "width", "height"]))
    XCTAssertNil(LayoutEngine.negativeSize(of: Frame(x: 0, y: 0, width: -1e-9, height: 0), ambiguousAxes: []))
    XCTAssertTrue(layout(heightFixed: false).diagnostics.contains { $0.kind == .ambiguous })
  }
}
