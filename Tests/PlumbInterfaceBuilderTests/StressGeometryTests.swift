import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbReports
import XCTest

/// `check --all-devices` on a phone file: what a narrower screen does to
/// the geometry that the file's own device does not show, said once with
/// the devices that show it; what the file's own device already shows is
/// the design and never reported.
final class StressGeometryTests: XCTestCase {
  func sweep(_ subviews: String, _ constraints: String) throws -> [Finding] {
    let text = IB.storyboard(device: "retina4_7", toolsVersion: "22154", width: 375, height: 667, subviews: subviews, constraints: constraints)
    return try DeviceSweep.check(Data(text.utf8), file: "s.storyboard", scene: nil) { LayoutEngine($0).layoutIfNeeded() }
      .filter { $0.rule == .overlap || $0.rule == .outOfBounds }
  }

  func testANarrowerScreenPushesAFixedWidthPastItsEdge() throws {
    let wide = IB.view(id: "wide", frame: (8, 100, 360, 40))
    let found = try sweep(wide, """
      <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
      <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
      <constraint firstItem="wide" firstAttribute="width" constant="360" id="w"/>
      <constraint firstItem="wide" firstAttribute="height" constant="40" id="h"/>
      """)
    XCTAssertEqual(found.count, 1, found.map(\.messageWithConditions).joined(separator: "\n"))
    let screen = try XCTUnwrap(found.first { $0.message.contains("the screen") })
    XCTAssertEqual(screen.message, "scene 'Login View Controller': 'UIView wide' reaches past the screen, where it is inside on the file's own device")
    XCTAssertEqual(screen.location?.line, 13, "the view's element")
    // On the 320-point phones only (in portrait; in landscape every phone is wide enough).
    XCTAssertEqual(screen.conditions, ["on 2 of 44: retina3_5 portrait, retina4_0 portrait"])
    XCTAssertEqual(screen.subject, "wide")
  }

  func testSiblingsThatMeetOnANarrowerScreenOverlapAndAnOverlayDoesNot() throws {
    let views = IB.view(id: "a", frame: (0, 100, 180, 40)) + IB.view(id: "b", frame: (195, 100, 180, 40))
      + IB.view(id: "under", frame: (0, 160, 375, 100)) + IB.view(id: "over", frame: (20, 180, 100, 40))
    let found = try sweep(views, """
      <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="al"/>
      <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="at"/>
      <constraint firstItem="a" firstAttribute="width" constant="180" id="aw"/>
      <constraint firstItem="a" firstAttribute="height" constant="40" id="ah"/>
      <constraint firstItem="root" firstAttribute="trailing" secondItem="b" secondAttribute="trailing" id="bt"/>
      <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="btop"/>
      <constraint firstItem="b" firstAttribute="width" constant="180" id="bw"/>
      <constraint firstItem="b" firstAttribute="height" constant="40" id="bh"/>
      <constraint firstItem="under" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="ul"/>
      <constraint firstItem="under" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="ut"/>
      <constraint firstItem="under" firstAttribute="top" secondItem="root" secondAttribute="top" constant="160" id="utop"/>
      <constraint firstItem="under" firstAttribute="height" constant="100" id="uh"/>
      <constraint firstItem="over" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ol"/>
      <constraint firstItem="over" firstAttribute="top" secondItem="root" secondAttribute="top" constant="180" id="ot"/>
      <constraint firstItem="over" firstAttribute="width" constant="100" id="ow"/>
      <constraint firstItem="over" firstAttribute="height" constant="40" id="oh"/>
      """)
    XCTAssertEqual(found.map(\.message), ["scene 'Login View Controller': 'UIView a' and 'UIView b' overlap, where they do not on the file's own device"])
    XCTAssertEqual(found.first?.conditions, ["on 2 of 44: retina3_5 portrait, retina4_0 portrait"])
  }

  /// A label takes the size IB stored as its text's, more than the text
  /// where constraints stretched it: a finding that goes when the text is
  /// at its narrowest is no finding. A freeform-size controller is no screen.
  func testAStoredTextWidthOrAFreeformSceneMakesNoFinding() throws {
    let label = IB.view(id: "title", kind: "label", attributes: #"text="Hi""#, frame: (8, 100, 360, 21))
    let pins = """
      <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
      <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
      """
    XCTAssertEqual(try sweep(label, pins).map(\.message), [])
    let wide = IB.view(id: "wide", frame: (8, 100, 360, 40))
    let fixed = """
      <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l"/>
      <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
      <constraint firstItem="wide" firstAttribute="width" constant="360" id="w"/>
      <constraint firstItem="wide" firstAttribute="height" constant="40" id="h"/>
      """
    let freeform = IB.storyboard(
      device: "retina4_7", toolsVersion: "22154", width: 375, height: 667, subviews: wide, constraints: fixed, extra: """
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="375" height="667"/>
        """)
    let found = try DeviceSweep.check(Data(freeform.utf8), file: "s.storyboard", scene: nil) { LayoutEngine($0).layoutIfNeeded() }
    XCTAssertEqual(found.filter { $0.rule == .outOfBounds }.count, 0)
  }

  /// A 700-point view on a 9.7-inch iPad fits its screen in both
  /// orientations but not the narrower Split View windows: the finding
  /// names them by kind, on every iPad or on those it happens on.
  func testAnIPadLayoutInSplitViewWindows() throws {
    let wide = IB.view(id: "wide", frame: (20, 100, 700, 40))
    let text = IB.storyboard(device: "ipad9_7", toolsVersion: "22154", width: 768, height: 1024, subviews: wide, constraints: """
      <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
      <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
      <constraint firstItem="wide" firstAttribute="width" constant="700" id="w"/>
      <constraint firstItem="wide" firstAttribute="height" constant="40" id="h"/>
      """)
    let found = try DeviceSweep.check(Data(text.utf8), file: "s.storyboard", scene: nil) { LayoutEngine($0).layoutIfNeeded() }
      .filter { $0.rule == .outOfBounds && $0.message.contains("the screen") }
    XCTAssertEqual(found.count, 1, found.map(\.messageWithConditions).joined(separator: "\n"))
    // 720 points reach past every window but two thirds of a landscape screen of 1080 points or more (ipad10_2: 750, …).
    XCTAssertEqual(found.first?.conditions, [
      "in Split View: a third (Slide Over), half, a third in portrait, two thirds in portrait on every iPad; two thirds on ipad9_7"
    ])
  }
}
