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

  func testXcode10CellsHave15AtTheSidesUnlessTheirTableIsAControllersView() {
    // A table inside another view, or a cell on its own: UIKit's table margin of the time.
    XCTAssertEqual(cell(width: 320, toolsVersion: 14460).rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 15))
    XCTAssertEqual(cell(width: 450, toolsVersion: 14854).rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 15))
    // A table view controller's table: the controller's minimum (16 on 375 points, 20 on 414).
    XCTAssertEqual(cell(width: 375, toolsVersion: 14460) { $0.tableIsControllerView = true }.rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    XCTAssertEqual(cell(width: 414, toolsVersion: 14868) { $0.tableIsControllerView = true }.rootMargins, Insets(top: 11, left: 20, bottom: 11, right: 20))
    // An accessory still leaves 8 on its side.
    XCTAssertEqual(cell(width: 320, toolsVersion: 14460) { $0.hasAccessory = true }.rootMargins, Insets(top: 11, left: 15, bottom: 11, right: 8))
  }

  func testRecentXcodeCellsHave15AboveAndBelowAnd20AtTheSidesWhateverTheirWidth() {
    XCTAssertEqual(cell(width: 339, toolsVersion: 24127).rootMargins, Insets(top: 15, left: 20, bottom: 15, right: 20))
    XCTAssertEqual(cell(width: 414, toolsVersion: 24506) { $0.tableIsControllerView = true }.rootMargins, Insets(top: 15, left: 20, bottom: 15, right: 20))
  }

  func testBetweenTheTwoAndOutsideInterfaceBuilderCellsHave11AndTheSystemMinimum() {
    XCTAssertEqual(cell(width: 320, toolsVersion: 23727).rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    XCTAssertEqual(cell(width: 375, toolsVersion: 19455).rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    XCTAssertEqual(cell(width: 320, toolsVersion: nil).rootMargins, Insets(top: 11, left: 16, bottom: 11, right: 16))
    // Before Xcode 9: iOS 10's 8 on every side.
    XCTAssertEqual(cell(width: 320, toolsVersion: 12121).rootMargins, Insets(top: 8, left: 8, bottom: 8, right: 8))
  }
}
