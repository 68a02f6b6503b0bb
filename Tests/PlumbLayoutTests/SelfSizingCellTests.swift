import XCTest
@testable import PlumbLayout

/// A table cell's content view sizes itself to what its contents require
/// (`LayoutDocument.rootHeightGivesWay`), as a table with automatic row
/// heights and Interface Builder's canvas do.
final class SelfSizingCellTests: XCTestCase {
  func cell(
    height: Double, kind: RootKind = .tableCellContent, inTable: Bool = false, _ views: [ViewSpec], _ constraints: [ConstraintSpec]
  ) -> LayoutDocument {
    var d = LayoutDocument(device: .canvas(width: 320, height: 600, traits: Traits(horizontal: .compact, vertical: .regular)), views: views, constraints: constraints)
    d.root.kind = kind
    d.root.cellKeepsRowHeight = inTable
    d.root.height = height
    return d
  }

  func pin(_ v: String, _ a: LayoutAttribute, to item: ItemRef, _ b: LayoutAttribute, _ c: Double = 0) -> ConstraintSpec {
    ConstraintSpec(firstItem: .view(v), firstAttribute: a, secondItem: item, secondAttribute: b, constant: c)
  }

  func fix(_ v: String, _ a: LayoutAttribute, _ c: Double) -> ConstraintSpec {
    ConstraintSpec(firstItem: .view(v), firstAttribute: a, constant: c)
  }

  /// 16 above, a 20-point view, 16 below: a 121-point cell lays out at 52, with no conflict.
  func chain(in kind: RootKind, inTable: Bool = false) -> LayoutResult {
    LayoutEngine(cell(height: 121, kind: kind, inTable: inTable, [ViewSpec(name: "icon", kind: .view)], [
      pin("icon", .top, to: .superview, .top, 16), pin("icon", .bottom, to: .superview, .bottom, -16),
      fix("icon", .height, 20), pin("icon", .leading, to: .superview, .leading, 16),
      fix("icon", .width, 20),
    ])).layoutIfNeeded()
  }

  func testARequiredChainDecidesATableCellsHeight() throws {
    let r = chain(in: .tableCellContent)
    XCTAssertTrue(r.diagnostics.filter { $0.kind == .unsatisfiable }.isEmpty, "\(r.diagnostics)")
    let icon = try XCTUnwrap(r.view("icon")?.frame)
    XCTAssertEqual(icon.y, 16)
    XCTAssertEqual(icon.height, 20)
    XCTAssertEqual(r.canvas.height, 52, "the cell is as tall as its contents require")
  }

  func testAPlainTopLevelViewOrACellInATableKeepsItsHeightAndReportsTheConflict() {
    for r in [chain(in: .view), chain(in: .tableCellContent, inTable: true)] {
      XCTAssertFalse(r.diagnostics.filter { $0.kind == .unsatisfiable }.isEmpty)
      XCTAssertEqual(r.canvas.height, 121)
    }
  }

  func testContentThatCanGiveTakesTheCellsHeight() throws {
    // A label's hugging (250) gives way to the cell's height, as before.
    let r = LayoutEngine(cell(height: 100, [ViewSpec(name: "title", kind: .label, text: "Hi")], [
      pin("title", .top, to: .superview, .top, 10), pin("title", .bottom, to: .superview, .bottom, -10),
      pin("title", .leading, to: .superview, .leading, 16),
    ])).layoutIfNeeded()
    XCTAssertEqual(try XCTUnwrap(r.view("title")?.frame).height, 80)
    XCTAssertEqual(r.canvas.height, 100)
  }
}
