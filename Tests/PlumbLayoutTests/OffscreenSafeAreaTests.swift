import PlumbLayout
import XCTest

/// A view's safe area insets are the part of it the root's unsafe area
/// covers; a view wholly outside the root (a scroll view's content far
/// below the screen) has none.
final class OffscreenSafeAreaTests: XCTestCase {
  func testAViewWhollyOutsideTheRootHasNoSafeAreaInsets() {
    // A 414x896 screen with 48 and 34 unsafe: a view straddling the bottom
    // band is inset by it; one below the screen (a scroll view's content) is not.
    var d = LayoutDocument(device: .iphoneMax)
    d.safeAreaOverride = Insets(top: 48, left: 0, bottom: 34, right: 0)
    d.views = [ViewSpec(name: "near", kind: .view), ViewSpec(name: "far", kind: .view), ViewSpec(name: "a", kind: .view, parent: "near"), ViewSpec(name: "b", kind: .view, parent: "far")]
    func place(_ v: String, y: Double) -> [ConstraintSpec] {
      [
        ConstraintSpec(identifier: "\(v)-x", firstItem: .view(v), firstAttribute: .left, secondItem: .root, secondAttribute: .left),
        ConstraintSpec(identifier: "\(v)-y", firstItem: .view(v), firstAttribute: .top, secondItem: .root, secondAttribute: .top, constant: y),
        ConstraintSpec(identifier: "\(v)-w", firstItem: .view(v), firstAttribute: .width, constant: 100),
        ConstraintSpec(identifier: "\(v)-h", firstItem: .view(v), firstAttribute: .height, constant: 100),
      ]
    }
    func inside(_ v: String, _ p: String) -> [ConstraintSpec] {
      [
        ConstraintSpec(identifier: "\(v)-l", firstItem: .view(v), firstAttribute: .left, secondItem: .marginsOf(p), secondAttribute: .left),
        ConstraintSpec(identifier: "\(v)-t", firstItem: .view(v), firstAttribute: .top, secondItem: .marginsOf(p), secondAttribute: .top),
        ConstraintSpec(identifier: "\(v)-r", firstItem: .view(v), firstAttribute: .right, secondItem: .marginsOf(p), secondAttribute: .right),
        ConstraintSpec(identifier: "\(v)-b", firstItem: .view(v), firstAttribute: .bottom, secondItem: .marginsOf(p), secondAttribute: .bottom),
      ]
    }
    d.constraints = place("near", y: 846) + place("far", y: 5000) + inside("a", "near") + inside("b", "far")
    let r = LayoutEngine(d).layoutIfNeeded()
    // near: 846 to 946, the band from 862: 84 at the bottom, plus its own 8.
    XCTAssertEqual(r.view("a")?.frame.height ?? 0, 100 - 8 - 92, accuracy: 1e-6)
    XCTAssertEqual(r.view("b")?.frame.height ?? 0, 100 - 16, accuracy: 1e-6)
  }
}
