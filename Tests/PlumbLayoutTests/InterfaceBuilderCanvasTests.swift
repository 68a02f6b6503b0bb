import PlumbLayout
import XCTest

/// The safe area Interface Builder's canvas gives a view controller, per Xcode version, without a file.
final class InterfaceBuilderCanvasTests: XCTestCase {
  func testBarsAddToTheVersionsInsets() throws {
    let phone = try XCTUnwrap(Device.named("retina6_1"))
    var bars = SimulatedBars()
    bars.navigationBar = true
    let xcode16 = InterfaceBuilderCanvas.forToolsVersion(23727)
    XCTAssertEqual(xcode16.safeArea(device: phone, orientation: .portrait, bars: bars, stored: true), Insets(top: 96 + 44, left: 0, bottom: 68, right: 0))
    XCTAssertEqual(xcode16.safeArea(device: phone, orientation: .portrait, bars: bars, stored: false), Insets(top: 48 + 44, left: 0, bottom: 34, right: 0))
    let xcode26 = InterfaceBuilderCanvas.forToolsVersion(24128)
    XCTAssertEqual(xcode26.safeArea(device: phone, orientation: .portrait, bars: bars, stored: true), Insets(top: 96 + 54, left: 0, bottom: 68, right: 0))
    bars.presentedModally = true
    XCTAssertEqual(xcode16.safeArea(device: phone, orientation: .portrait, bars: bars, stored: true).top, 48 + 56, "a sheet keeps the doubled excess")
    bars.largeTitle = true
    XCTAssertEqual(
      xcode26.safeArea(device: phone, orientation: .portrait, bars: bars, stored: true), Insets(top: 20 + 54 + 52, left: 0, bottom: 0, right: 0),
      "Xcode 26: the sheet's bar 20 below its top, no bottom inset")
    bars.largeTitle = false
    let xcode11 = InterfaceBuilderCanvas.forToolsVersion(15702)
    XCTAssertEqual(xcode11.safeArea(device: phone, orientation: .portrait, bars: bars, stored: true).top, 56)
    bars.presentedModally = false
    XCTAssertEqual(xcode11.safeArea(device: phone, orientation: .portrait, bars: bars, stored: true).top, 44 + 44, "retina6_1 was 44 before Xcode 12")
    let small = try XCTUnwrap(Device.named("retina4_7"))
    XCTAssertEqual(xcode11.safeArea(device: small, orientation: .portrait, bars: SimulatedBars(), stored: true).top, 0, "no status bar in Xcode 11-15.2")
    XCTAssertEqual(xcode16.safeArea(device: small, orientation: .portrait, bars: SimulatedBars(), stored: true).top, 20)
  }
}
