import PlumbInterfaceBuilder
import PlumbLayout
import PlumbReports
import XCTest

/// Xcode's per-view "Ambiguity" setting (`verifyAmbiguity`): "Never
/// Verify" silences the view's ambiguity in `check`, "Verify Position
/// Only" its ambiguity in size alone; the layout still says it is ambiguous.
final class AmbiguityVerificationTests: XCTestCase {
  /// A box placed but not sized, and one sized but not placed, each with `setting` (nil: none).
  func ambiguous(_ setting: String?) throws -> [String] {
    let attribute = setting.map { "verifyAmbiguity=\"\($0)\"" } ?? ""
    let sized = IB.view(id: "sized", attributes: attribute, frame: (0, 0, 100, 40))
    let placed = IB.view(id: "placed", attributes: attribute, frame: (20, 100, 100, 40))
    let scene = try IB.scene(IB.storyboard(subviews: sized + placed, constraints: """
      <constraint firstItem="sized" firstAttribute="width" constant="100" id="w"/>
      <constraint firstItem="sized" firstAttribute="height" constant="40" id="h"/>
      <constraint firstItem="placed" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="20" id="l"/>
      <constraint firstItem="placed" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="100" id="t"/>
      """))
    let result = IB.solve(scene)
    XCTAssertEqual(result.views.filter(\.isAmbiguous).count, 2, "the layout itself is ambiguous either way")
    return CheckFindings.checked(SolvedScene(scene: scene, result: result)).filter { $0.rule == .ambiguous }.map(\.subject)
  }

  func testXcodesAmbiguitySettingDecidesWhatCheckReports() throws {
    XCTAssertEqual(try ambiguous(nil).count, 2)
    let positionOnly = try ambiguous("ignoreSizes")
    XCTAssertEqual(positionOnly.count, 1, "only the view whose position is free")
    XCTAssertTrue(positionOnly.first?.hasSuffix(" sized") ?? false, "\(positionOnly)")
    XCTAssertEqual(try ambiguous("off"), [])
  }
}
