import PlumbConflictLog
import PlumbLayout
import XCTest

/// What the explanation says: which removal resolves a conflict, why the
/// listed constraints conflict, and the fix it names.
final class ExplanationTests: XCTestCase {
  func testNoSingleRemovalResolvesThreeRivals() throws {
    let l = try read(log([
      "NSLayoutConstraint:0x1 UIView:0xa.width == 40   (active)",
      "NSLayoutConstraint:0x2 UIView:0xa.width == 50   (active)",
      "NSLayoutConstraint:0x3 UIView:0xa.width == 60   (active)",
    ], broken: 2))
    let e = try XCTUnwrap(l.explain().first)
    XCTAssertEqual(e.cause, .listed)
    XCTAssertEqual(e.resolvingRemovals, [])
    XCTAssertTrue(e.text(l).contains("No single removal resolves it: two or more of these constraints must change."), e.text(l))
  }

  func testOnlyTheRemovalsThatBreakTheCycleResolve() throws {
    // |-10-[a(100)]-10-| in a 50-wide superview, with a's height fixed twice
    // the same way: the height constraints are in no conflict's way.
    let l = try read(log([
      "NSLayoutConstraint:0x1 H:|-(10)-[UIView:0xa]   (active, names: '|':UIView:0xb )",
      "NSLayoutConstraint:0x2 UIView:0xa.width == 100   (active)",
      "NSLayoutConstraint:0x3 H:[UIView:0xa]-(10)-|   (active, names: '|':UIView:0xb )",
      "NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xb.width == 50   (active)",
      "NSLayoutConstraint:0x5 UIView:0xa.height == 20   (active)",
    ], broken: 1))
    let e = try XCTUnwrap(l.explain().first)
    XCTAssertEqual(e.cause, .listed)
    XCTAssertEqual(e.resolvingRemovals, [0, 1, 2, 3])
    // Without the width, a fills the 50 points between its 10-point gaps.
    let withoutWidth = try XCTUnwrap(e.removals[1].frames.first { $0.name == "UIView 2" })
    XCTAssertEqual(withoutWidth.frame, Frame(x: 10, y: 0, width: 30, height: 20))
    let text = e.text(l)
    XCTAssertTrue(text.contains("  2. <NSLayoutConstraint:0x2 UIView:0xa.width == 100   (active)>\n     = UIView 2.width = 100\n     UIKit broke this one"), text)
    XCTAssertTrue(text.contains("usual fix: lower the priority of #2 (UIView 2.width = 100) to 999"), text)
    XCTAssertTrue(text.contains("  5. <NSLayoutConstraint:0x5 UIView:0xa.height == 20   (active)>\n     = UIView 2.height = 20\n     without it: still a conflict"), text)
    XCTAssertTrue(text.contains("Removing any one of #1, #2, #3, #4 resolves it; of those, #1, #2, #3 are the app's."), text)
  }

  func testNegativeSizeIsWhyZeroWidthConflicts() throws {
    let l = try read(log([
      "NSLayoutConstraint:0x1 H:|-(4)-[UIStackView:0xa]   (active, names: '|':Trust.Bar:0xb )",
      "NSLayoutConstraint:0x2 UIStackView:0xa.trailing == Trust.Bar:0xb.trailing - 10   (active)",
      "NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' Trust.Bar:0xb.width == 0   (active)",
    ], broken: 1))
    let e = try XCTUnwrap(l.explain().first)
    XCTAssertEqual(e.cause, .negativeSizes([.init(view: "UIStackView", axis: .horizontal, size: -14)]))
    XCTAssertEqual(e.resolvingRemovals, [0, 1, 2])
    XCTAssertTrue(e.text(l).contains("can all hold in Plumb's model, but only with the width of UIStackView at -14. UIKit never makes a width or height negative"), e.text(l))
    // The document keeps the floors, so Plumb reproduces the conflict.
    let (doc, origins) = l.document([e])
    XCTAssertEqual(LayoutEngine(doc).layoutIfNeeded().conflictCount, 1)
    XCTAssertTrue(origins.contains(.sizeFloor(view: "UIStackView", axis: .horizontal)))
  }

  func testSatisfiableListIsSaidAndNoConflictInvented() throws {
    let l = try read(log([
      "NSLayoutConstraint:0x1 UILabel:0xa.width >= 10   (active)",
      "NSLayoutConstraint:0x2 UILabel:0xa.width <= 20   (active)",
    ], broken: 0))
    let e = try XCTUnwrap(l.explain().first)
    XCTAssertEqual(e.cause, .unprinted)
    let (doc, _) = l.document([e])
    XCTAssertEqual(LayoutEngine(doc).layoutIfNeeded().conflictCount, 0)
    XCTAssertTrue(e.text(l).contains("so UIKit held another constraint it did not print (an intrinsic content size"), e.text(l))
  }

  func testAutoresizingFixNamesTranslatesAutoresizingMask() throws {
    let l = try read(log([
      "NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.width == 0   (active)",
      "NSLayoutConstraint:0x2 UIView:0xa.width == 44   (active)",
    ], broken: 1))
    let e = try XCTUnwrap(l.explain().first)
    let text = e.text(l)
    XCTAssertTrue(text.contains("system-made: UIKit made it from the view's autoresizing mask because translatesAutoresizingMaskIntoConstraints is true (h=--&: left margin fixed, width fixed, right margin flexible; v=--&: top margin fixed, height fixed, bottom margin flexible)"), text)
    XCTAssertTrue(text.contains("usual fix: set translatesAutoresizingMaskIntoConstraints = false"), text)
    XCTAssertTrue(text.contains("Removing any one of #1, #2 resolves it; of those, #2 is the app's."), text)
  }
}

extension ExplanationTests {
  func testALongListIsExplainedWithoutTryingEachRemoval() throws {
    // A chain of 70 equal widths closed by two different ones: each removal would be a layout of its own.
    var d = (0..<70).map { "NSLayoutConstraint:0x\($0 + 1) UIView:0x\(1000 + $0).width == UIView:0x\(1001 + $0).width   (active)" }
    d.append("NSLayoutConstraint:0x100 UIView:0x1000.width == 10   (active)")
    d.append("NSLayoutConstraint:0x101 UIView:0x1070.width == 20   (active)")
    let l = try read(log(d, broken: 70))
    let e = try XCTUnwrap(l.explain().first)
    XCTAssertEqual(e.cause, .listed)
    XCTAssertEqual(e.removals, [])
    XCTAssertTrue(e.text(l).contains("72 constraints are listed: too many to lay out once without each (Plumb tries up to 64)."), e.text(l))
  }
}

extension ExplanationTests {
  func testTheFixNamesTheAppsConstraintOnTheSameAxisOnly() throws {
    // A vertical conflict in which UIKit also lists the width it measures at.
    let l = try read(log([
      "NSLayoutConstraint:0x1 UILabel:0xa.height == 24   (active)",
      "NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Height' UILabel:0xa.height == 20   (active)",
      "NSLayoutConstraint:0x4 'fittingSizeHTarget' UILabel:0xa.width == 0   (active)",
    ], broken: 0))
    let e = try XCTUnwrap(l.explain().first)
    let text = e.text(l)
    XCTAssertEqual(e.resolvingRemovals, [0, 1])
    XCTAssertTrue(text.contains("usual fix: lower the priority of #1 (UILabel.height = 24) to 999, so that it gives way while the container's size"), text)
    XCTAssertTrue(text.contains("usual fix: lower the priority of the constraint of yours that fights it to 999, so that it gives way while UIKit measures\n     without it: still a conflict"), text)
  }
}
