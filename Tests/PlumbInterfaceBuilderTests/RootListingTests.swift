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
}
