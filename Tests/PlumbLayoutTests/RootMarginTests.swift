import PlumbLayout
import XCTest

/// The one rule for the root's layout margins (`LayoutDocument.rootMargins`),
/// per root kind, device and orientation, with every figure worked out by hand
/// from UIKit's documented behaviour.
final class RootMarginTests: XCTestCase {
  func document(_ kind: RootKind?, _ device: Device = .iphone, _ orientation: Orientation = .portrait, _ edit: (inout RootSpec) -> Void = { _ in }) -> LayoutDocument {
    var d = LayoutDocument(device: device, orientation: orientation)
    d.root.kind = kind
    edit(&d.root)
    return d
  }

  func cellCanvas(width: Double, _ edit: (inout RootSpec) -> Void = { _ in }) -> LayoutDocument {
    var d = LayoutDocument(device: .canvas(width: width, height: 44, traits: Traits(horizontal: .compact, vertical: .regular)))
    d.root.kind = .tableCellContent
    edit(&d.root)
    return d
  }

  // MARK: A view controller's view

  func testAViewControllersViewHasTheSystemMinimumInsideTheSafeArea() {
    // 375-point phone: 16 at the sides; its status bar (20) is the safe area's top.
    XCTAssertEqual(document(nil).rootMargins, Insets(top: 20, left: 16, bottom: 0, right: 16))
    XCTAssertEqual(document(.viewController).rootMargins, Insets(top: 20, left: 16, bottom: 0, right: 16))
    // 414-point phone: 20, in either orientation; landscape adds the sensor housing's 44 at the sides.
    XCTAssertEqual(document(nil, .iphoneMax).rootMargins, Insets(top: 44, left: 20, bottom: 34, right: 20))
    XCTAssertEqual(document(nil, .iphoneMax, .landscape).rootMargins, Insets(top: 0, left: 64, bottom: 21, right: 64))
    // A 375-point phone turned: still 16 (its short side decides, and its width stays compact).
    XCTAssertEqual(document(nil, .iphone, .landscape).rootMargins, Insets(top: 0, left: 16, bottom: 0, right: 16))
    // Regular width: 20.
    XCTAssertEqual(document(nil, .ipad).rootMargins, Insets(top: 20, left: 20, bottom: 0, right: 20))
  }

  func testAControllersViewOf400PointsHas20AtTheSides() {
    // IB's freeform controllers: 20 on a 400-point view (two files), 16 on a 390-point one.
    func controller(width: Double) -> LayoutDocument {
      var d = LayoutDocument(device: .canvas(width: width, height: 600, traits: Traits(horizontal: .compact, vertical: .regular)))
      d.root.kind = .viewController
      return d
    }
    XCTAssertEqual(controller(width: 400).rootMargins.left, 20)
    XCTAssertEqual(controller(width: 390).rootMargins.left, 16)
  }

  func testCustomMarginsOfAViewControllersViewAreNeverBelowTheSystemMinimum() {
    let small = Insets(top: 4, left: 4, bottom: 4, right: 40)
    // Apple: "either your custom values or the minimum values …, whichever values are greater".
    XCTAssertEqual(document(nil) { $0.margins = small }.rootMargins, Insets(top: 24, left: 16, bottom: 4, right: 40))
    // viewRespectsSystemMinimumLayoutMargins = false: exactly the custom ones.
    XCTAssertEqual(document(nil) { $0.margins = small; $0.respectsSystemMinimumMargins = false }.rootMargins, Insets(top: 24, left: 4, bottom: 4, right: 40))
    // insetsLayoutMarginsFromSafeArea = false: from the root's edges.
    XCTAssertEqual(document(nil, .iphoneMax) { $0.insetsMarginsFromSafeArea = false }.rootMargins, Insets(top: 0, left: 20, bottom: 0, right: 20))
  }

  func testReadableWidthNarrowsTheRootsMarginsOnAWideScreen() {
    // iPad landscape, 1024 wide: 20 + 20 + 672 leaves 312, 156 more on each side.
    XCTAssertEqual(document(nil, .ipad, .landscape) { $0.followsReadableWidth = true }.rootMargins, Insets(top: 20, left: 176, bottom: 0, right: 176))
  }

  // MARK: A table cell's content view

  func testATableCellsContentViewHas11AboveAndBelowAndTheSystemMinimumAtTheSides() {
    XCTAssertEqual(cellCanvas(width: 375).rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    XCTAssertEqual(cellCanvas(width: 414).rootMargins, Insets(top: 11, left: 20, bottom: 11, right: 20))
    // An accessory: 8 on its side.
    XCTAssertEqual(cellCanvas(width: 375) { $0.hasAccessory = true }.rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 8))
    // Files saved before Xcode 9 show iOS 10's cells: 8 all round.
    XCTAssertEqual(cellCanvas(width: 375) { $0.toolsVersion = 12121 }.rootMargins, Insets(top: 8, left: 8, bottom: 8, right: 8))
    // Own margins smaller than the cell's, preserving them or not: the cell's
    // are a floor on every side (8 beside an accessory).
    let own = Insets(top: 2, left: 4, bottom: 2, right: 4)
    XCTAssertEqual(cellCanvas(width: 375) { $0.margins = own }.rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    XCTAssertEqual(cellCanvas(width: 375) { $0.margins = own; $0.preservesSuperviewMargins = true }.rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    XCTAssertEqual(
      cellCanvas(width: 375) { $0.margins = own; $0.preservesSuperviewMargins = true; $0.hasAccessory = true }.rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 8))
    // Larger ones are kept.
    let large = Insets(top: 14, left: 30, bottom: 12, right: 24)
    XCTAssertEqual(cellCanvas(width: 375) { $0.margins = large }.rootMargins, large)
  }

  func testACellOnADeviceTakesTheScreensWidthAndItsSystemMinimum() {
    // The table is a view controller's view: its cells' sides are that view's
    // minimum, decided by the screen (a 375-point phone turned stays at 16).
    let turned = document(.tableCellContent, .iphone, .landscape) { $0.height = 44 }
    XCTAssertEqual(turned.size.width, 667)
    XCTAssertEqual(turned.size.height, 44)
    XCTAssertEqual(turned.safeAreaInsets, .zero)
    XCTAssertEqual(turned.rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    XCTAssertEqual(document(.tableCellContent, .iphoneMax) { $0.height = 44 }.rootMargins, Insets(top: 11, left: 20, bottom: 11, right: 20))
  }

  // MARK: Other roots

  func testOtherRootsHave8OnEverySideInsideTheSafeArea() {
    XCTAssertEqual(document(.collectionCellContent, .iphoneMax) { $0.height = 50 }.rootMargins, Insets(top: 8, left: 8, bottom: 8, right: 8))
    XCTAssertEqual(document(.view, .iphoneMax).rootMargins, Insets(top: 52, left: 8, bottom: 42, right: 8))
    XCTAssertEqual(LayoutDocument(device: .canvas(width: 200, height: 100, traits: .regularRegular)).rootMargins, Insets(top: 8, left: 8, bottom: 8, right: 8))
    XCTAssertEqual(document(.view, .iphoneMax) { $0.margins = .zero; $0.insetsMarginsFromSafeArea = false }.rootMargins, .zero)
  }

  func testAScenesMarginsStatementIsTakenExactly() {
    var d = document(nil, .iphoneMax)
    d.rootMarginsOverride = Insets(top: 1, left: 2, bottom: 3, right: 4)
    XCTAssertEqual(d.rootMargins, Insets(top: 1, left: 2, bottom: 3, right: 4))
  }
}
