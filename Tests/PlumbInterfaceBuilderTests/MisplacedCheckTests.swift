import PlumbInterfaceBuilder
import PlumbLayout
import PlumbReports
import XCTest

/// `check`'s "Frame for … will be different at run time" says that the
/// constraints move a view: its stored frame breaks one of them. A stored
/// frame that still satisfies every constraint placing the view (it differs
/// only by what Plumb cannot measure, such as a text's size) is not reported.
final class MisplacedCheckTests: XCTestCase {
  func findings(subviews: String, constraints: String) throws -> [CheckFinding] {
    let scene = try IB.scene(IB.storyboard(subviews: subviews, constraints: constraints))
    return CheckFindings.checked(SolvedScene(scene: scene, result: IB.solve(scene))).filter { $0.kind == .misplaced }
  }

  func testAStoredFrameThatBreaksAConstraintIsMisplacedAndNamesIt() throws {
    let box = IB.view(id: "box", frame: (50, 68, 100, 40))
    let pins = """
      <constraint firstItem="box" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="20" id="c2"/>
      <constraint firstItem="box" firstAttribute="width" constant="100" id="c3"/>
      <constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>
      """
    let found = try findings(subviews: box, constraints: pins)
    XCTAssertEqual(found.count, 1)
    XCTAssertEqual(
      found.first?.warning.message,
      "scene 'Login View Controller': Frame for 'UIView box' will be different at run time: stored (50, 68, 100, 40), solved (20, 68, 100, 40) (the stored frame breaks UIView box.leading == safeArea.leading + 20)")
  }

  func testAStoredFrameThatKeepsItsConstraintsIsNotMisplaced() throws {
    // The label's width comes from its text, which Plumb measures as 80 (the
    // placeholder) where IB stored 120: every constraint still holds at 120.
    let label = IB.view(id: "lab", kind: "label", frame: (20, 68, 120, 21), body: "<size key=\"intrinsicContentSize\" width=\"80\" height=\"21\"/>")
    let pins = """
      <constraint firstItem="lab" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="lab" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="20" id="c2"/>
      """
    let scene = try IB.scene(IB.storyboard(subviews: label, constraints: pins))
    let solved = try XCTUnwrap(IB.frame("lab", in: scene, IB.solve(scene)))
    XCTAssertEqual(solved.width, 80, "the stored frame does differ from the solved one")
    XCTAssertEqual(try findings(subviews: label, constraints: pins), [])
  }
}
