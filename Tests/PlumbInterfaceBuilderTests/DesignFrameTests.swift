import PlumbInterfaceBuilder
import PlumbLayout
import XCTest

/// Where a file's constraints leave a view free, Interface Builder's canvas
/// keeps the frame it stored; the view is still ambiguous, and on a device
/// the solver's own layout stands.
final class DesignFrameTests: XCTestCase {
  // `card` has a leading edge, a top and a height: its width is free. `dot`
  // is centred in it with a width: its x follows the card, its y is free.
  let subviews = IB.view(id: "card", frame: (20, 100, 123, 50), body: "<subviews>\(IB.view(id: "dot", frame: (51.5, 7, 20, 30)))</subviews>")
  let constraints = """
    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
    <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
    <constraint firstItem="card" firstAttribute="height" constant="50" id="c3"/>
    <constraint firstItem="dot" firstAttribute="centerX" secondItem="card" secondAttribute="centerX" id="c4"/>
    <constraint firstItem="dot" firstAttribute="width" constant="20" id="c5"/>
    <constraint firstItem="dot" firstAttribute="height" constant="30" id="c6"/>
    """

  func testAFreeComponentKeepsItsStoredValueOnTheCanvasAndStaysAmbiguous() throws {
    let scene = try IB.scene(IB.storyboard(device: "retina4_7", toolsVersion: "17506", width: 375, height: 667, subviews: subviews, constraints: constraints))
    let r = IB.solve(scene)
    XCTAssertEqual(IB.frame("card", in: scene, r), Frame(x: 20, y: 100, width: 123, height: 50))
    XCTAssertEqual(IB.frame("dot", in: scene, r), Frame(x: 51.5, y: 7, width: 20, height: 30), "centred in the kept width, at its stored y")
    let names = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.id, $0.name) })
    XCTAssertEqual(r.view(names["card"] ?? "")?.ambiguousAxes, ["width"])
    XCTAssertEqual(r.view(names["dot"] ?? "")?.ambiguousAxes, ["x", "y"])
    XCTAssertTrue(r.diagnostics.contains { $0.kind == .ambiguous })
  }

  func testOnADeviceTheStoredFramesAreNotUsed() throws {
    let text = IB.storyboard(device: "retina4_7", toolsVersion: "17506", width: 375, height: 667, subviews: subviews, constraints: constraints)
    let scene = try IB.scene(text, options: ReadOptions(device: Device.named("retina6_1")))
    XCTAssertTrue(scene.document.designFrames.isEmpty)
    let turned = try IB.scene(text, options: ReadOptions(orientation: .landscape))
    XCTAssertTrue(turned.document.designFrames.isEmpty, "frames stored for portrait say nothing of landscape")
  }

  /// A spacer nothing sizes across a centred stack is 0 wide at run time
  /// (UIKit's `UISV-ambiguity-suppression`), and not ambiguous; the canvas
  /// keeps the width it stored.
  func testTheCanvasKeepsAStoredWidthOverTheStacksSuppression() throws {
    let stack = IB.view(id: "col", kind: "stackView", attributes: #"axis="vertical" alignment="center" spacing="8""#, frame: (20, 100, 300, 72), body: """
      <subviews>
      \(IB.view(id: "spacer", frame: (30, 0, 240, 32)))
      \(IB.view(id: "box", frame: (100, 40, 100, 32)))
      </subviews>
      """)
    let pins = """
      <constraint firstItem="col" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
      <constraint firstItem="col" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
      <constraint firstItem="col" firstAttribute="width" constant="300" id="c3"/>
      <constraint firstItem="spacer" firstAttribute="height" constant="32" id="c4"/>
      <constraint firstItem="box" firstAttribute="width" constant="100" id="c5"/>
      <constraint firstItem="box" firstAttribute="height" constant="32" id="c6"/>
      """
    let text = IB.storyboard(device: "retina4_7", toolsVersion: "17506", width: 375, height: 667, subviews: stack, constraints: pins)
    let canvas = try IB.scene(text)
    let r = IB.solve(canvas)
    XCTAssertEqual(IB.frame("spacer", in: canvas, r), Frame(x: 30, y: 0, width: 240, height: 32))
    XCTAssertFalse(r.diagnostics.contains { $0.kind == .ambiguous }, r.diagnostics.map(\.message).joined(separator: "\n"))
    let device = try IB.scene(text, options: ReadOptions(device: Device.named("retina4_7")))
    XCTAssertEqual(IB.frame("spacer", in: device, IB.solve(device))?.width, 0)
  }
}
