import PlumbLayout
import XCTest

/// Frames on the screen's pixel grid, as UIKit places views and Interface Builder stores them.
final class PixelAlignmentTests: XCTestCase {
  func testEachEdgeRoundsToTheNearestPixelHalvesAwayFromZero() {
    // A button centred in a 43.5-point row, 44 tall, on a 2x screen: -0.25 and 43.75 round out to -0.5 and 44.
    XCTAssertEqual(Frame(x: 0, y: -0.25, width: 374, height: 44).pixelAligned(scale: 2), Frame(x: 0, y: -0.5, width: 374, height: 44.5))
    // On a 3x screen a third of a point is a pixel.
    let third = Frame(x: 10.1, y: 0, width: 20.2, height: 1).pixelAligned(scale: 3)
    XCTAssertEqual(third.x * 3, 30, accuracy: 1e-9)
    XCTAssertEqual((third.x + third.width) * 3, 91, accuracy: 1e-9)
    // An aligned frame stays as it is.
    XCTAssertEqual(Frame(x: 16, y: 11.5, width: 343, height: 20.5).pixelAligned(scale: 2), Frame(x: 16, y: 11.5, width: 343, height: 20.5))
  }

  func testInterfaceBuilderDevicesHaveTheirScreensScale() throws {
    XCTAssertEqual(Device.named("retina4_7")?.scale, 2)
    XCTAssertEqual(Device.named("retina6_1")?.scale, 2, "the XR")
    XCTAssertEqual(Device.named("retina6_12")?.scale, 3)
    XCTAssertEqual(Device.named("ipad9_7")?.scale, 2)
  }
}
