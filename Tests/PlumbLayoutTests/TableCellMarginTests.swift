import PlumbLayout
import XCTest

/// A table cell's margins by the Xcode that saved the file
/// (`LayoutDocument.tableCellMargins`), as the corpus's stored frames show them.
final class TableCellMarginTests: XCTestCase {
  func cell(width: Double, toolsVersion: Double?, _ edit: (inout RootSpec) -> Void = { _ in }) -> LayoutDocument {
    var d = LayoutDocument(device: .canvas(width: width, height: 44, traits: Traits(horizontal: .compact, vertical: .regular)))
    d.root.kind = .tableCellContent
    d.root.toolsVersion = toolsVersion
    edit(&d.root)
    return d
  }

  func testXcode10CellsHave15AtTheSidesUnlessTheirTableIsAControllersView() throws {
    // A table inside another view, or a cell on its own: UIKit's table margin of the time.
    XCTAssertEqual(cell(width: 320, toolsVersion: 14460).rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 15))
    XCTAssertEqual(cell(width: 450, toolsVersion: 14854).rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 15))
    // A cell on its own no wider than its screen: its own width's margin.
    XCTAssertEqual(cell(width: 375, toolsVersion: 14460) { $0.screenWidth = 375 }.rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    XCTAssertEqual(cell(width: 451, toolsVersion: 15705) { $0.screenWidth = 414 }.rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 15))
    // A table inside a view: 20 where the table and the screen are both wider than 375 points (a Plus phone's).
    XCTAssertEqual(cell(width: 414, toolsVersion: 16097) { $0.tableWidth = 414; $0.screenWidth = 414 }.rootMargins, Insets(top: 11, left: 20, bottom: 11, right: 20))
    XCTAssertEqual(cell(width: 375, toolsVersion: 15705) { $0.tableWidth = 375; $0.screenWidth = 375 }.rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 15))
    XCTAssertEqual(cell(width: 600, toolsVersion: 14460) { $0.tableWidth = 600; $0.screenWidth = 375 }.rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 15))
    XCTAssertEqual(cell(width: 258, toolsVersion: 15505) { $0.tableWidth = 258; $0.screenWidth = 1024 }.rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 15))
    // No screen known (a file that names no device): 15.
    XCTAssertEqual(cell(width: 600, toolsVersion: 15705) { $0.tableWidth = 600 }.rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 15))
    // On a device the table is as wide as the screen: a Plus phone's 20, whatever the file stored.
    for (device, side) in [("retina5_5", 20.0), ("retina4_7", 15.0)] {
      var d = cell(width: 375, toolsVersion: 15705) { $0.tableWidth = 375 }
      d.device = try XCTUnwrap(Device.interfaceBuilder(device, toolsVersion: 0))
      XCTAssertEqual(d.rootMargins.left, side, device)
    }
    // A table view controller's table: the controller's minimum (16 on 375 points, 20 on 414).
    XCTAssertEqual(cell(width: 375, toolsVersion: 14460) { $0.tableIsControllerView = true }.rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    XCTAssertEqual(cell(width: 414, toolsVersion: 14868) { $0.tableIsControllerView = true }.rootMargins, Insets(top: 11, left: 20, bottom: 11, right: 20))
    // An accessory still leaves 8 on its side.
    XCTAssertEqual(cell(width: 320, toolsVersion: 14460) { $0.hasAccessory = true }.rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 8))
  }

  func testRecentXcodeCellsHave15AboveAndBelowAndTheScreensSideMargin() {
    // A xib's cell: the screen's width decides, not the cell's.
    XCTAssertEqual(cell(width: 339, toolsVersion: 24127) { $0.screenWidth = 393 }.rootMargins, Insets(top: 15, left: 20, bottom: 15, right: 20))
    XCTAssertEqual(cell(width: 605, toolsVersion: 24112) { $0.screenWidth = 375 }.rootMargins, Insets(top: 15, left: 16, bottom: 15, right: 16))
    XCTAssertEqual(cell(width: 414, toolsVersion: 24506) { $0.tableIsControllerView = true }.rootMargins, Insets(top: 15, left: 20, bottom: 15, right: 20))
  }

  func testATablesSideMarginIs20PastA375PointScreenOrTable() {
    // A storyboard's cell: the screen's width, whatever its table's, where
    // the table is its controller's view (a freeform table view controller's)…
    XCTAssertEqual(cell(width: 390, toolsVersion: 23504) { $0.screenWidth = 390; $0.tableWidth = 390 }.rootMargins.left, 20)
    XCTAssertEqual(
      cell(width: 375, toolsVersion: 17506) { $0.screenWidth = 414; $0.tableWidth = 375; $0.tableIsControllerView = true }.rootMargins.left, 20)
    // …or inside one of its views (a 374-point table on a 390-point phone)…
    XCTAssertEqual(cell(width: 374, toolsVersion: 19529) { $0.screenWidth = 390; $0.tableWidth = 374 }.rootMargins.left, 20)
    // …and the table's own width where it is inside another cell.
    XCTAssertEqual(cell(width: 252, toolsVersion: 21701) { $0.screenWidth = 414; $0.tableWidth = 252; $0.tableInCell = true }.rootMargins.left, 16)
    // An 800-point table of a freeform controller on a 375-point phone has the phone's 16 (an unseen file at 21701).
    XCTAssertEqual(cell(width: 800, toolsVersion: 21701) { $0.screenWidth = 375; $0.tableWidth = 800 }.rootMargins.left, 16)
    XCTAssertEqual(cell(width: 375, toolsVersion: 22505) { $0.screenWidth = 375; $0.tableWidth = 375 }.rootMargins.left, 16)
    // Before Xcode 16 a cell on its own counts the narrower of its own
    // width and the screen's (320 on a 393-point screen: 16; 596 on a
    // 375-point one: 16; 414 on a 414-point one: 20).
    XCTAssertEqual(cell(width: 320, toolsVersion: 23727) { $0.screenWidth = 393 }.rootMargins.left, 16)
    XCTAssertEqual(cell(width: 596, toolsVersion: 21701) { $0.screenWidth = 375 }.rootMargins.left, 16)
    XCTAssertEqual(cell(width: 414, toolsVersion: 17701) { $0.screenWidth = 414 }.rootMargins.left, 20)
    // Any width past 375 is wide: a 380-point xib cell on a 414-point screen (Xcode 11.4) has 20.
    XCTAssertEqual(cell(width: 380, toolsVersion: 16096) { $0.screenWidth = 414 }.rootMargins.left, 20)
    // Xcode 9.2 still shows iOS 10's 8; 13529 has iOS 11's cells.
    XCTAssertEqual(cell(width: 375, toolsVersion: 13196).rootMargins, Insets(top: 8, left: 8, bottom: 8, right: 8))
    XCTAssertEqual(cell(width: 375, toolsVersion: 13529) { $0.tableIsControllerView = true }.rootMargins.left, 16)
  }

  func testAContentViewsOwnMarginsCountWhereLargerThanItsCells() {
    // An unseen file at 15705: a content view's own 10 above and below
    // shows 11, its 22 at the leading side 22, its 8 at the trailing side
    // the table's 16 (no accessory), preserving its cell's margins or not.
    let own = Insets(top: 10, left: 22, bottom: 10, right: 8)
    let controllers = cell(width: 375, toolsVersion: 15705) { $0.tableIsControllerView = true; $0.margins = own }
    XCTAssertEqual(controllers.rootMargins, Insets(top: 11, left: 22, bottom: 11, right: 16))
    // Beside an accessory the floor at that side is 8.
    let accessory = cell(width: 375, toolsVersion: 15705) { $0.tableIsControllerView = true; $0.margins = own; $0.hasAccessory = true }
    XCTAssertEqual(accessory.rootMargins, Insets(top: 11, left: 22, bottom: 11, right: 8))
    // 12 all round in a table inside a view (15 at the sides then) shows 12 above and below.
    XCTAssertEqual(cell(width: 375, toolsVersion: 15705) { $0.margins = Insets(top: 12, left: 12, bottom: 12, right: 12) }.rootMargins, Insets(top: 12, left: 15, bottom: 12, right: 15))
    // Preserving: 15 of its own in a 375-point controller's table shows 16 (the corpus, 21701).
    let preserving = cell(width: 375, toolsVersion: 21701) {
      $0.tableIsControllerView = true; $0.preservesSuperviewMargins = true; $0.margins = Insets(top: 8, left: 15, bottom: 8, right: 15)
    }
    XCTAssertEqual(preserving.rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
  }

  func testBetweenTheTwoAndOutsideInterfaceBuilderCellsHave11AndTheSystemMinimum() {
    XCTAssertEqual(cell(width: 320, toolsVersion: 23727).rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    XCTAssertEqual(cell(width: 375, toolsVersion: 19455).rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    XCTAssertEqual(cell(width: 320, toolsVersion: nil).rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    // Before Xcode 9: iOS 10's 8 on every side.
    XCTAssertEqual(cell(width: 320, toolsVersion: 12121).rootMargins, Insets(top: 8, left: 8, bottom: 8, right: 8))
    // …unless the content view preserves the cell's: then as from Xcode 10 (15 in a table inside a view).
    XCTAssertEqual(
      cell(width: 375, toolsVersion: 13771) { $0.preservesSuperviewMargins = true }.rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 15))
  }
}
