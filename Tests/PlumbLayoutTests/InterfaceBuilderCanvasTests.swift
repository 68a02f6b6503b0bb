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

  /// A sheet starts below the status bar and has no top inset of its own,
  /// but in Xcode 14.0 (two unseen files of two repositories at 21208.1)
  /// it keeps the canvas's 44 on `retina6_1`.
  func testAnXcode14SheetKeepsTheTopInset() throws {
    let phone = try XCTUnwrap(Device.named("retina6_1"))
    var bars = SimulatedBars()
    bars.presentedModally = true
    bars.statusBar = true
    let top = { (version: Double) in InterfaceBuilderCanvas.forToolsVersion(version).safeArea(device: phone, orientation: .portrait, bars: bars, stored: true).top }
    XCTAssertEqual(top(20037), 0)
    XCTAssertEqual(top(21208.1), 44)
    XCTAssertEqual(top(21225), 0)
    // On a device a sheet has no top inset, whatever Xcode saved the file.
    XCTAssertEqual(InterfaceBuilderCanvas.forToolsVersion(21208.1).safeArea(device: phone, orientation: .portrait, bars: bars, stored: false).top, 0)
    // The files show it on `retina6_1` only; another phone of that Xcode has none.
    let other = try XCTUnwrap(Device.named("retina6_0"))
    XCTAssertEqual(InterfaceBuilderCanvas.forToolsVersion(21208.1).safeArea(device: other, orientation: .portrait, bars: bars, stored: true).top, 0)
  }

  /// Before Xcode 14's release (21200) every notched phone had 44 points at
  /// the top on the canvas, whatever its own inset (47 on `retina6_0` and
  /// the 428-point `retina6_7` of those years, 50 on `retina5_4`); from it
  /// each has its own, but `retina6_1`, still 44 in Xcode 14.0 (21208).
  func testBeforeXcode14EveryNotchedPhoneIs44AtTheTop() throws {
    let xcode13 = InterfaceBuilderCanvas.forToolsVersion(21179.7)
    let xcode14 = InterfaceBuilderCanvas.forToolsVersion(21208.1)
    for id in ["retina6_0", "retina6_7", "retina5_4", "retina6_1", "retina5_9"] {
      let phone = try XCTUnwrap(Device.named(id))
      XCTAssertEqual(xcode13.insets(of: phone, .portrait, stored: true), Insets(top: 44, left: 0, bottom: 34, right: 0), id)
      XCTAssertEqual(xcode13.insets(of: phone, .landscape, stored: true).left, 44, id)
      XCTAssertEqual(xcode14.insets(of: phone, .portrait, stored: true).top, id == "retina6_1" ? 44 : phone.portraitInsets.top, id)
    }
    XCTAssertEqual(try XCTUnwrap(Device.named("retina6_0")).portraitInsets.top, 47)
    let pad = try XCTUnwrap(Device.named("ipad12_9rounded"))
    XCTAssertEqual(xcode13.insets(of: pad, .portrait, stored: true), pad.portraitInsets, "an iPad is no notched phone")
  }

  /// An iPad's bars are 50 points from Xcode 10 (iOS 12), 44 and 49 in Xcode 9.3 and 9.4 (14087–14109).
  func testAnIPadsBarsGrewInXcode10() throws {
    let pad = try XCTUnwrap(Device.named("ipad9_7"))
    var bars = SimulatedBars()
    bars.navigationBar = true
    bars.tabBar = true
    let xcode94 = InterfaceBuilderCanvas.forToolsVersion(14109)
    let xcode10 = InterfaceBuilderCanvas.forToolsVersion(14313)
    XCTAssertEqual(xcode94.safeArea(device: pad, orientation: .portrait, bars: bars, stored: true), Insets(top: 20 + 44, left: 0, bottom: 49, right: 0))
    XCTAssertEqual(xcode10.safeArea(device: pad, orientation: .portrait, bars: bars, stored: true), Insets(top: 20 + 50, left: 0, bottom: 50, right: 0))
  }

  /// A phone without a sensor housing has the status bar in its safe area
  /// at run time whatever Xcode saved the file; only the canvas of Xcode
  /// 11 to 14.2 leaves it out.
  func testOnADeviceTheStatusBarIsAlwaysCounted() throws {
    let phone = try XCTUnwrap(Device.named("retina4_7"))
    let xcode11 = InterfaceBuilderCanvas.forToolsVersion(15702)
    XCTAssertEqual(xcode11.safeArea(device: phone, orientation: .portrait, bars: SimulatedBars(), stored: true).top, 0, "the canvas")
    XCTAssertEqual(xcode11.safeArea(device: phone, orientation: .portrait, bars: SimulatedBars(), stored: false).top, 20, "a device")
    var hidden = SimulatedBars()
    hidden.statusBar = false
    XCTAssertEqual(xcode11.safeArea(device: phone, orientation: .portrait, bars: hidden, stored: false).top, 0, "a file that hides it")
    XCTAssertEqual(xcode11.safeArea(device: phone, orientation: .landscape, bars: SimulatedBars(), stored: false).top, 0, "a phone hides it in landscape")
  }
}
