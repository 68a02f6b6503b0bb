import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbReports
import XCTest

/// `check`'s "Frame for … will be different at run time" says that the
/// constraints move a view. Interface Builder saves its own verdict
/// (`misplaced="YES"`): a view it marked is `misplaced-view`. One it did not
/// mark is `unmarked-misplaced-view` (opt-in) where its stored frame breaks a
/// constraint placing it; a stored frame that still satisfies every such
/// constraint (it differs only by what Plumb cannot measure, such as a
/// text's size) is not reported.
final class MisplacedCheckTests: XCTestCase {
  func findings(subviews: String, constraints: String) throws -> [CheckFinding] {
    let scene = try IB.scene(IB.storyboard(subviews: subviews, constraints: constraints))
    return CheckFindings.checked(SolvedScene(scene: scene, result: IB.solve(scene))).filter { $0.rule == .misplaced || $0.rule == .unmarkedMisplaced }
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
    XCTAssertEqual(found.map(\.rule), [.unmarkedMisplaced], "Interface Builder did not mark it")
    // Read for another device, the stored frames are another screen's: nothing is compared.
    let other = try IB.scene(IB.storyboard(subviews: box, constraints: pins), options: ReadOptions(device: try XCTUnwrap(Device.interfaceBuilder("retina4_7", toolsVersion: 0))))
    XCTAssertFalse(other.isAsStored)
    XCTAssertEqual(CheckFindings.checked(SolvedScene(scene: other, result: IB.solve(other))).filter { $0.rule == .misplaced || $0.rule == .unmarkedMisplaced }, [])
    XCTAssertEqual(
      found.first?.warning.message,
      "scene 'Login View Controller': Plumb lays out 'UIView box' at (20, 68, 100, 40), not at its stored (50, 68, 100, 40) (the stored frame breaks UIView box.leading == safeArea.leading + 20); Interface Builder did not mark it misplaced")
    let marked = try findings(subviews: IB.view(id: "box", attributes: #"misplaced="YES""#, frame: (50, 68, 100, 40)), constraints: pins)
    XCTAssertEqual(marked.map(\.rule), [.misplaced], "Interface Builder marked it")
    XCTAssertEqual(
      marked.first?.warning.message,
      "scene 'Login View Controller': Frame for 'UIView box' will be different at run time: stored (50, 68, 100, 40), solved (20, 68, 100, 40) (the stored frame breaks UIView box.leading == safeArea.leading + 20)")
  }

  /// A view Interface Builder marked misplaced is not reported where its
  /// stored frame keeps every constraint in Plumb's layout (a text Plumb
  /// measures otherwise): the constraints do not move it.
  func testAMarkedViewWhoseStoredFrameKeepsItsConstraintsIsNotReported() throws {
    let label = IB.view(
      id: "lab", kind: "label", attributes: #"misplaced="YES""#, frame: (20, 68, 120, 21), body: "<size key=\"intrinsicContentSize\" width=\"80\" height=\"21\"/>")
    let pins = """
      <constraint firstItem="lab" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="lab" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="20" id="c2"/>
      """
    XCTAssertEqual(try findings(subviews: label, constraints: pins), [])
  }

  /// `unmarked-misplaced-view` is opt-in: a configuration that does not
  /// set it leaves its findings out; one that sets a severity keeps them.
  func testUnmarkedMisplacedViewsAreReportedOnlyWhenEnabled() throws {
    XCTAssertTrue(CheckRule.unmarkedMisplaced.isOptIn)
    XCTAssertFalse(CheckRule.misplaced.isOptIn)
    let at = SourceLocation(file: "a.storyboard", line: 3, column: 5)
    let finding = { (rule: CheckRule) in Finding(rule, file: "a.storyboard", location: at, message: "Frame for 'box' will be different at run time") }
    let report = CheckReport(entries: [.finding(finding(.unmarkedMisplaced)), .finding(finding(.misplaced))])
    XCTAssertEqual(CheckConfiguration().apply(to: report).entries.count, 1, "the opt-in finding left out by default")
    var enabled = CheckConfiguration()
    enabled.rules[.unmarkedMisplaced] = .severity(.warning)
    XCTAssertEqual(enabled.apply(to: report).entries.count, 2)
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

  /// IB draws an IBDesignable view with its class's code, whose alignment
  /// insets the file does not say: its frame is never called misplaced.
  func testADesignableViewIsNotCheckedForMisplacement() throws {
    let field = IB.view(id: "field", kind: "textField", attributes: "customClass=\"FancyField\"", frame: (8, 68, 398, 40))
    let pins = """
      <constraint firstItem="field" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="field" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="20" id="c2"/>
      <constraint firstItem="sa" firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="c3"/>
      <constraint firstItem="field" firstAttribute="height" constant="40" id="c4"/>
      """
    XCTAssertEqual(try findings(subviews: field, constraints: pins).count, 1, "without its designable entry the frame breaks c1")
    let designable = #"<designables><designable name="field"><size key="intrinsicContentSize" width="94" height="29"/></designable></designables>"#
    let text = IB.storyboard(subviews: field, constraints: pins).replacingOccurrences(of: "</scenes>", with: "</scenes>" + designable)
    let scene = try IB.scene(text)
    XCTAssertTrue(try XCTUnwrap(scene.views.first { $0.id == "field" }).isDesignable)
    XCTAssertEqual(CheckFindings.checked(SolvedScene(scene: scene, result: IB.solve(scene))).filter { $0.rule == .misplaced }, [])
  }

  /// Where a hidden arranged view sits along its stack is Plumb's reading of
  /// the gap it leaves, not a constraint UIKit makes: a stored frame
  /// elsewhere is not called misplaced; its place across the stack still counts.
  func testAHiddenArrangedViewsPlaceAlongTheStackIsNotAFinding() throws {
    func stack(hiddenFrame: (Double, Double, Double, Double)) -> String {
      IB.view(id: "row", kind: "stackView", attributes: #"axis="horizontal" spacing="8""#, frame: (20, 68, 200, 44), body: """
        <subviews>
        \(IB.view(id: "a", frame: (0, 0, 100, 44)))
        \(IB.view(id: "h", attributes: #"hidden="YES""#, frame: hiddenFrame))
        \(IB.view(id: "b", frame: (108, 0, 92, 44)))
        </subviews>
        """)
    }
    let pins = """
      <constraint firstItem="row" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="row" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="20" id="c2"/>
      <constraint firstItem="row" firstAttribute="width" constant="200" id="c3"/>
      <constraint firstItem="row" firstAttribute="height" constant="44" id="c4"/>
      <constraint firstItem="a" firstAttribute="width" constant="100" id="c5"/>
      """
    XCTAssertEqual(try findings(subviews: stack(hiddenFrame: (0, 0, 0, 44)), constraints: pins), [], "stored at the stack's start, solved in the gap")
    let across = try findings(subviews: stack(hiddenFrame: (104, 10, 0, 24)), constraints: pins)
    XCTAssertEqual(across.count, 1, "stored below the top of the fill stack it spans: \(across.map(\.warning.message))")
  }
}
