import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import XCTest

/// Placeholder constraints (`placeholder="YES"`): removed as Xcode builds the file, kept for Interface Builder's canvas.
final class PlaceholderTests: XCTestCase {
  /// `v`'s height is only a placeholder: IB's canvas has it 44 tall.
  let text = IB.storyboard(
    subviews: IB.view(id: "v", frame: (0, 0, 414, 44)),
    constraints: """
      <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" id="a"/>
      <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b"/>
      <constraint firstItem="v" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c"/>
      <constraint firstItem="v" firstAttribute="height" constant="44" placeholder="YES" id="d"/>
      """)

  func testPlaceholdersAreKeptOnlyWhenAsked() throws {
    let runTime = try IB.scene(text)
    XCTAssertEqual(runTime.document.constraints.count, 3, "removed by default, as at run time")
    let canvas = try IB.scene(text, options: ReadOptions(keepsPlaceholders: true))
    XCTAssertEqual(canvas.document.constraints.count, 4)
    assertFrame(IB.frame("v", in: canvas, IB.solve(canvas)), 0, 0, 414, 44)
  }
}
