import XCTest

@testable import PlumbLayout

/// UIKit's priorities: the bounds, what is required, the clamp readers use, and the one table of names.
final class LayoutPriorityTests: XCTestCase {
  func testBoundsAndRequired() {
    XCTAssertEqual(LayoutPriority.range, 1...1000)
    XCTAssertNil(LayoutPriority(exactly: 0))
    XCTAssertNil(LayoutPriority(exactly: 1000.5))
    XCTAssertNil(LayoutPriority(exactly: .nan))
    XCTAssertNil(LayoutPriority(exactly: .infinity))
    XCTAssertEqual(LayoutPriority(exactly: 1)?.value, 1)
    XCTAssertEqual(LayoutPriority(exactly: 999.5)?.value, 999.5)
    XCTAssertTrue(LayoutPriority.required.isRequired)
    XCTAssertFalse(LayoutPriority.almostRequired.isRequired)
    XCTAssertFalse(LayoutPriority(clamping: 999.999).isRequired)
  }

  func testClampingKeepsAValueWithinUIKitsBounds() {
    XCTAssertEqual(LayoutPriority(clamping: 0).value, 1)
    XCTAssertEqual(LayoutPriority(clamping: -5).value, 1)
    XCTAssertEqual(LayoutPriority(clamping: 1001).value, 1000)
    XCTAssertEqual(LayoutPriority(clamping: .infinity).value, 1000)
    XCTAssertEqual(LayoutPriority(clamping: .nan).value, 1000, "a number nobody can read does not quietly become optional")
    XCTAssertEqual(LayoutPriority(clamping: 251).value, 251)
    XCTAssertEqual(LayoutPriority.required.adding(1), .required)
    XCTAssertEqual(LayoutPriority(1).adding(-1), 1)
    XCTAssertEqual(LayoutPriority.defaultHigh.adding(-1), 749)
  }

  func testUIKitsValues() {
    XCTAssertEqual(LayoutPriority.required.value, 1000)
    XCTAssertEqual(LayoutPriority.almostRequired.value, 999)
    XCTAssertEqual(LayoutPriority.defaultHigh.value, 750)
    XCTAssertEqual(LayoutPriority.defaultLow.value, 250)
    XCTAssertEqual(LayoutPriority.fittingSizeLevel.value, 50)
    XCTAssertEqual(LayoutPriority.common.map(\.value), [250, 750, 999, 1000])
    XCTAssertEqual("\(LayoutPriority(999.5))", "999.5")
    XCTAssertEqual("\(LayoutPriority.defaultHigh)", "750")
  }

  func testNamesPerVocabulary() {
    XCTAssertEqual(LayoutPriority.names(in: .scene), ["required", "high", "low"])
    XCTAssertEqual(LayoutPriority.names(in: .uiKit), ["required", "defaultHigh", "defaultLow", "fittingSizeLevel"])
    XCTAssertEqual(LayoutPriority.names(in: .snapKit), ["required", "high", "medium", "low"])
    XCTAssertEqual(LayoutPriority.named("high", in: .scene), 750)
    XCTAssertEqual(LayoutPriority.named("medium", in: .snapKit), 500)
    XCTAssertEqual(LayoutPriority.named("sceneSizeStayPut", in: .macCatalyst), 500)
    XCTAssertNil(LayoutPriority.named("medium", in: .scene))
    XCTAssertNil(LayoutPriority.named("defaultHigh", in: .scene))
    XCTAssertNil(LayoutPriority.named("zero", in: .uiKit), "UILayoutPriority has no .zero")
    XCTAssertEqual(LayoutPriority.defaultLow.name(in: .uiKit), "defaultLow")
    XCTAssertEqual(LayoutPriority.fittingSizeLevel.name(in: .uiKit), "fittingSizeLevel")
    XCTAssertNil(LayoutPriority(500).name(in: .uiKit), "Mac Catalyst's names are not iOS code")
    XCTAssertNil(LayoutPriority.almostRequired.name(in: .uiKit))
    // Every name is unique within its vocabulary.
    for v in LayoutPriority.Vocabulary.allCases {
      let names = LayoutPriority.names(in: v)
      XCTAssertEqual(Set(names).count, names.count, "\(v)")
    }
  }
}
