import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import XCTest

/// Controls' alignment insets on Interface Builder's canvas.
final class ControlCanvasTests: XCTestCase {
  /// A fixed-frame segmented control keeps the frame IB stored, not the frame grown by its inset.
  func testAFixedFrameControlKeepsItsStoredFrame() throws {
    let control = IB.view(
      id: "seg", kind: "segmentedControl", attributes: "fixedFrame=\"YES\" segmentControlStyle=\"plain\" selectedSegmentIndex=\"0\"",
      frame: (112, 10, 162, 29), body: "<autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>")
    let scene = try IB.scene(IB.storyboard(toolsVersion: "15505", subviews: control))
    assertFrame(IB.frame("seg", in: scene, IB.solve(scene)), 112, 10, 162, 29)
  }

  /// A field that no constraint names keeps its stored frame (IB's
  /// prototyping constraints), though the file says it does not translate
  /// its autoresizing mask; a view that a constraint names stays free
  /// where its constraints leave it free, and is said to be ambiguous.
  func testAViewNoConstraintNamesKeepsItsFrame() throws {
    let views = IB.view(id: "field", kind: "textField", attributes: "text=\"TestEvent\"", frame: (139, 7, 220, 30),
      body: "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" flexibleMaxY=\"YES\"/>")
      + IB.view(id: "free", frame: (20, 100, 50, 50))
    let scene = try IB.scene(IB.storyboard(toolsVersion: "21701", subviews: views, constraints: """
      <constraint firstItem="free" firstAttribute="width" constant="50" id="w"/>
      """))
    let result = IB.solve(scene)
    assertFrame(IB.frame("field", in: scene, result), 139, 7, 220, 30)
    XCTAssertEqual(result.diagnostics.filter { $0.kind == .ambiguous }.flatMap(\.views), ["UIView free"])
  }

  /// A view named only by placeholder constraints is not left to IB's
  /// prototyping constraints: on a device, where the placeholders are
  /// gone, code is expected to place it, and nothing does (ambiguous).
  func testAViewNamedOnlyByPlaceholdersIsNotPrototyped() throws {
    let view = IB.view(id: "slot", frame: (20, 100, 50, 50))
    let text = IB.storyboard(toolsVersion: "21701", subviews: view, constraints: """
      <constraint firstItem="slot" firstAttribute="width" constant="50" placeholder="YES" id="w"/>
      """)
    let device = try IB.scene(text, options: ReadOptions(device: Device.interfaceBuilder("retina6_1", toolsVersion: 0)))
    XCTAssertTrue(IB.solve(device).view("UIView slot")?.isAmbiguous ?? false)
  }

  /// A slider pinned 20 points inside a 414-point root: its frame is 2 points
  /// wider at each side until Xcode 15, exactly its space from 23727.
  func testSlidersLostTheirAlignmentInsets() throws {
    let slider = IB.view(id: "s", kind: "slider", attributes: "value=\"0.5\" minValue=\"0.0\" maxValue=\"1\"", frame: (18, 100, 378, 31))
    let pins = """
      <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="a"/>
      <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" constant="20" id="b"/>
      <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c"/>
      """
    let old = try IB.scene(IB.storyboard(toolsVersion: "21507", subviews: slider, constraints: pins))
    assertFrame(IB.frame("s", in: old, IB.solve(old)), 18, 100, 378, 31)
    let recent = try IB.scene(IB.storyboard(toolsVersion: "24128", subviews: slider, constraints: pins))
    let f = try XCTUnwrap(IB.frame("s", in: recent, IB.solve(recent)))
    XCTAssertEqual([f.x, f.y, f.width], [20, 100, 374])
  }
}
