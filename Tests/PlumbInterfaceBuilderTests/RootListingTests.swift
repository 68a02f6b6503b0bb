import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbReports
import XCTest

/// A root the file lays out with Auto Layout is among the views `solve`
/// reports, with the frame it is laid out at; another root is only `root`.
final class RootListingTests: XCTestCase {
  func reportedViewIDs(_ text: String) throws -> [(String, [String: Double])] {
    let scene = try IB.scene(text)
    let data = try JSONEncoder().encode(LayoutReport(SolvedScene(scene: scene, result: IB.solve(scene))))
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try XCTUnwrap(json["views"] as? [[String: Any]]).map { ($0["id"] as? String ?? "", $0["frame"] as? [String: Double] ?? [:]) }
  }

  func testARootLaidOutWithAutoLayoutIsAView() throws {
    let box = IB.view(id: "box", frame: (0, 0, 10, 10))
    let plain = try reportedViewIDs(IB.storyboard(subviews: box))
    XCTAssertEqual(plain.map(\.0), ["box"])
    let marked = try reportedViewIDs(
      IB.storyboard(subviews: box).replacingOccurrences(of: #"<view key="view" contentMode="scaleToFill" id="root">"#, with: #"<view key="view" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="root">"#))
    XCTAssertEqual(marked.map(\.0), ["root", "box"])
    XCTAssertEqual(marked.first?.1, ["x": 0, "y": 0, "width": 414, "height": 896])
  }

  func testFramesAreReportedOnTheDevicesPixels() throws {
    // retina6_1 is 2x: a top 0.3 points down is stored, and reported, at 0.5.
    let box = IB.view(id: "box", frame: (0, 0.5, 10, 10))
    let pins = """
      <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="0.3" id="a"/>
      <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b"/>
      <constraint firstItem="box" firstAttribute="width" constant="10" id="c"/>
      <constraint firstItem="box" firstAttribute="height" constant="10" id="d"/>
      """
    let views = try reportedViewIDs(IB.storyboard(subviews: box, constraints: pins))
    XCTAssertEqual(views.first?.1, ["x": 0, "y": 0.5, "width": 10, "height": 10], "0.3 and 10.3 round to 0.5 and 10.5")
  }

  /// A view not installed for the scene's size classes is listed after the
  /// views laid out, at its stored frame, marked `"installed": false` (UIKit
  /// decodes it there and keeps it out of the hierarchy); so are views inside it.
  func testAViewNotInstalledIsListedAtItsStoredFrame() throws {
    let outside = IB.view(id: "compactOnly", frame: (0, 0, 240, 128), body: "<subviews>" + IB.view(id: "inner", kind: "label", frame: (-42, -21, 42, 21)) + "</subviews>")
    let box = IB.view(id: "box", frame: (20, 20, 10, 10))
    let variations = """
      <variation key="default"><mask key="subviews"><exclude reference="compactOnly"/></mask></variation>
      <variation key="widthClass=compact"><mask key="subviews"><include reference="compactOnly"/></mask></variation>
      """
    let text = IB.storyboard(device: nil, toolsVersion: "10117", width: 600, height: 600, subviews: box + outside, rootBody: variations, safeArea: false)
    let scene = try IB.scene(text)
    let data = try JSONEncoder().encode(LayoutReport(SolvedScene(scene: scene, result: IB.solve(scene))))
    let views = try XCTUnwrap((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["views"] as? [[String: Any]])
    XCTAssertEqual(views.map { $0["id"] as? String ?? "" }, ["box", "compactOnly", "inner"])
    guard views.count == 3 else { return }
    XCTAssertNil(views[0]["installed"], "a view laid out says nothing")
    XCTAssertEqual(views[1]["installed"] as? Bool, false)
    XCTAssertEqual(views[1]["frame"] as? [String: Double], ["x": 0, "y": 0, "width": 240, "height": 128])
    XCTAssertEqual(views[2]["frame"] as? [String: Double], ["x": -42, "y": -21, "width": 42, "height": 21])
    XCTAssertEqual(views[2]["parent"] as? String, "compactOnly")
    // Read for a compact width, it is laid out like any other.
    let phone = try IB.scene(text, options: ReadOptions(device: try XCTUnwrap(Device.interfaceBuilder("retina4_7", toolsVersion: 0))))
    let laid = try JSONEncoder().encode(LayoutReport(SolvedScene(scene: phone, result: IB.solve(phone))))
    let listed = try XCTUnwrap((try JSONSerialization.jsonObject(with: laid) as? [String: Any])?["views"] as? [[String: Any]])
    XCTAssertTrue(listed.allSatisfy { $0["installed"] == nil })
  }

  /// A view not installed that stores no frame is not listed, nor are the
  /// views inside it: every parent a view names is listed.
  func testAViewNotInstalledWithoutAFrameLeavesItsSubviewsOut() throws {
    let inner = IB.view(id: "inner", frame: (1, 2, 3, 4))
    let frameless = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="outside"><subviews>"# + inner + "</subviews></view>"
    let variations = """
      <variation key="default"><mask key="subviews"><exclude reference="outside"/></mask></variation>
      <variation key="widthClass=compact"><mask key="subviews"><include reference="outside"/></mask></variation>
      """
    let box = IB.view(id: "box", frame: (20, 20, 10, 10))
    let scene = try IB.scene(IB.storyboard(device: nil, toolsVersion: "10117", width: 600, height: 600, subviews: box + frameless, rootBody: variations, safeArea: false))
    let data = try JSONEncoder().encode(LayoutReport(SolvedScene(scene: scene, result: IB.solve(scene))))
    let views = try XCTUnwrap((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["views"] as? [[String: Any]])
    XCTAssertEqual(views.map { $0["id"] as? String ?? "" }, ["box"])
  }
}
