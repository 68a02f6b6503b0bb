import PlumbLayout
import XCTest

@testable import PlumbInterfaceBuilder

/// Priorities outside UIKit's 1 to 1000 in a file are clamped, and the reader says where.
final class ReaderPriorityTests: XCTestCase {
  func testOutOfRangePrioritiesAreClampedWithAWarning() throws {
    let v = IB.view(
      id: "v", attributes: "horizontalHuggingPriority=\"0\" verticalCompressionResistancePriority=\"1200\"", frame: (0, 0, 100, 20))
    let scene = try IB.scene(IB.storyboard(subviews: v, constraints: """
      <constraint firstItem="v" firstAttribute="width" constant="3" priority="2000" id="a"/>
      <constraint firstItem="v" firstAttribute="height" constant="4" priority="-1" id="b"/>
      <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" priority="999.5" id="c"/>
      """))
    XCTAssertEqual(scene.document.constraints.map(\.priority.value), [1000, 1, 999.5])
    let s = try XCTUnwrap(scene.document.views.first { $0.ibID == "v" })
    XCTAssertEqual(s.hugging.horizontal, 1)
    XCTAssertEqual(s.compressionResistance.vertical, 1000)
    XCTAssertEqual(scene.warnings.map(\.message), [
      "view UIView v has the horizontalHuggingPriority 0, outside UIKit's 1 to 1000; read as 1",
      "view UIView v has the verticalCompressionResistancePriority 1200, outside UIKit's 1 to 1000; read as 1000",
      "constraint a has the priority 2000, outside UIKit's 1 to 1000; read as 1000",
      "constraint b has the priority -1, outside UIKit's 1 to 1000; read as 1",
    ])
  }
}
