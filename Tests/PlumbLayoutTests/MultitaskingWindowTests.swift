import PlumbLayout
import XCTest

/// iPad Split View and Slide Over windows: Apple's sizes and size classes.
final class MultitaskingWindowTests: XCTestCase {
  func window(_ name: String) -> Device? { Device.named(name) }

  func testTheTwelvePointNineInchWindows() throws {
    let expected: [(String, Double, Double, SizeClass)] = [
      ("ipad12_9-split-third", 375, 1024, .compact), ("ipad12_9-split-half", 678, 1024, .regular),
      ("ipad12_9-split-two-thirds", 981, 1024, .regular), ("ipad12_9-portrait-split-third", 375, 1366, .compact),
      ("ipad12_9-portrait-split-two-thirds", 639, 1366, .compact),
    ]
    for (name, w, h, horizontal) in expected {
      let d = try XCTUnwrap(window(name), name)
      XCTAssertEqual(d.size(.portrait).width, w, name)
      XCTAssertEqual(d.size(.portrait).height, h, name)
      XCTAssertEqual(d.traits(.portrait), Traits(horizontal: horizontal, vertical: .regular), name)
    }
  }

  /// On a 9.7-inch iPad, half of the landscape screen is compact: only two thirds is regular.
  func testSmallerIPadsHaveACompactHalf() throws {
    XCTAssertEqual(window("ipad9_7-split-third")?.width, 320)
    XCTAssertEqual(window("ipad9_7-split-half")?.width, 507)
    XCTAssertEqual(window("ipad9_7-split-half")?.portraitTraits.horizontal, .compact)
    XCTAssertEqual(window("ipad9_7-split-two-thirds")?.width, 694)
    XCTAssertEqual(window("ipad9_7-split-two-thirds")?.portraitTraits.horizontal, .regular)
    XCTAssertEqual(window("ipad9_7-portrait-split-two-thirds")?.width, 438)
    XCTAssertEqual(window("ipad10_5-split-half")?.width, 551)
    XCTAssertEqual(window("ipad10_5-portrait-split-two-thirds")?.width, 504)
    XCTAssertNil(window("retina6_1-split-half"), "phones have no Split View")
    XCTAssertEqual(Device.multitaskingWindows.count, 5 * Device.interfaceBuilderPresets.filter { $0.portraitTraits.horizontal == .regular }.count)
  }
}
