import PlumbConflictLog
import PlumbLayout
import XCTest

/// One test per form a description takes in real logs.
final class DescriptionFormTests: XCTestCase {
  /// `first.a == second.b + constant`, by addresses.
  func assertEquation(
    _ c: LoggedConstraint, _ first: String, _ a: LayoutAttribute, _ second: String?, _ b: LayoutAttribute?, _ constant: Double,
    line: UInt = #line
  ) {
    XCTAssertEqual(c.firstItem, first, line: line)
    XCTAssertEqual(c.firstAttribute.attribute, a, line: line)
    XCTAssertEqual(c.secondItem, second, line: line)
    XCTAssertEqual(c.secondAttribute?.attribute, b, line: line)
    XCTAssertEqual(c.constant, constant, line: line)
  }

  func testOldVisualFormatSize() throws {
    let (c, l) = try only("NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]")
    assertEquation(c, "0x7fca0bd50f70", .height, nil, nil, 200)
    XCTAssertNil(c.isActive)
    XCTAssertEqual(l.views.map(\.name), ["UIView"])
  }

  func testVisualFormatEdgeNamesTheSuperview() throws {
    let (c, l) = try only("NSLayoutConstraint:0x6 V:|-(10)-[UILabel:0x1555f30f0]   (active, names: '|':UIView:0x1555f2f40 )")
    assertEquation(c, "0x1555f30f0", .top, "0x1555f2f40", .top, 10)
    XCTAssertEqual(c.isActive, true)
    XCTAssertEqual(l.view("0x1555f30f0")?.superview, "0x1555f2f40")
    // Parents come first in the document.
    XCTAssertEqual(l.views.map(\.name), ["UIView", "UILabel"])
  }

  func testVisualFormatTrailingEdgeAndOldNames() throws {
    let (c, l) = try only("NSLayoutConstraint:0x7 V:[UIPageControl:0x35d0]-(16)-| (Names: '|':UIView:0x2f40 )")
    // The superview's bottom is 16 below the page control's.
    assertEquation(c, "0x2f40", .bottom, "0x35d0", .bottom, 16)
    XCTAssertEqual(l.view("0x35d0")?.superview, "0x2f40")
  }

  func testVisualFormatSpacingWithTextsAndSystemSpace() throws {
    let (c, l) = try only("NSLayoutConstraint:0x8 H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'Show More']")
    assertEquation(c, "0x7fd94ccb1800", .leading, "0x7fd94ccacfa0", .trailing, 8)
    XCTAssertEqual(l.views.map(\.name), ["UILabel ' '", "UIButton 'Show More'"])
    XCTAssertTrue(c.spacesSiblings)
    // Spaced views share a superview: one known, the other has it too.
    let both = try read(log([
      "NSLayoutConstraint:0x1 V:|-(10)-[UILabel:0xa]   (active, names: '|':UIView:0xc )",
      "NSLayoutConstraint:0x2 V:[UILabel:0xa]-(24)-[UIView:0xb]   (active)",
    ]))
    XCTAssertEqual(both.view("0xb")?.superview, "0xc")
    XCTAssertEqual(l.view("0x7fd94ccb1800")?.printed, "UIButton:0x7fd94ccb1800'Show More'")
  }

  func testVisualFormatRelationAndPriorityAndNegativeGap() throws {
    let (c, _) = try only("NSLayoutConstraint:0x9 H:|-(>=20@750)-[UIView:0xa]   (active, names: '|':UIView:0xb )")
    XCTAssertEqual(c.relation, .greaterThanOrEqual)
    XCTAssertEqual(c.constant, 20)
    XCTAssertEqual(c.priority, 750)
    let (g, _) = try only("NSLayoutConstraint:0x6 V:[_UILayoutGuide:0x7fa16b406020]-(-20)-[UINavigationBar:0x7fa16b607d40]   (active)")
    XCTAssertEqual(g.constant, -20)
    XCTAssertEqual(g.firstItem, "0x7fa16b607d40")
  }

  func testModernFormWithMarginsAndNegativeConstant() throws {
    let (c, l) = try only("NSLayoutConstraint:0x1 UILabel:0xa.leading == UIView:0xb.leadingMargin + 16   (active)")
    XCTAssertEqual(c.firstAttribute.attribute, .leading)
    XCTAssertFalse(c.firstAttribute.ofMargins)
    XCTAssertEqual(c.secondAttribute?.attribute, .leading)
    XCTAssertEqual(c.secondAttribute?.ofMargins, true)
    XCTAssertEqual(c.constant, 16)
    // A view's edge to another's margin: the other is its superview.
    XCTAssertEqual(l.view("0xa")?.superview, "0xb")
    let (d, _) = try only("NSLayoutConstraint:0x2 UIStackView:0xa.trailing == Trust.BrowserNavigationBar:0xb.trailing - 10   (active)")
    XCTAssertEqual(d.constant, -10)
    let (doc, _) = l.document(l.explain())
    XCTAssertEqual(doc.constraints.first?.secondItem, .marginsOf("UIView"))
  }

  func testMultiplierAndPriority() throws {
    let (c, _) = try only("NSLayoutConstraint:0x3 UIView:0xa.height == 0.4*UIView:0xb.height + 2 @750   (active)")
    XCTAssertEqual(c.multiplier, 0.4)
    XCTAssertEqual(c.constant, 2)
    XCTAssertEqual(c.priority, 750)
    let (old, _) = try only("NSLayoutConstraint:0xbf478a0 UIView:0xbf4a3c0.height == 0.28125*UIView:0xbf4a3c0.width")
    XCTAssertEqual(old.multiplier, 0.28125)
    XCTAssertEqual(old.firstItem, old.secondItem)
  }

  func testIdentifiersOfSystemConstraints() throws {
    let cases: [(String, String)] = [
      ("NSLayoutConstraint:0x1 'UISV-spacing' UILabel:0xa.leading == UILabel:0xb.trailing + 8   (active)", "stack"),
      ("NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 0   (active)", "encapsulated"),
      ("NSLayoutConstraint:0x3 '_UITemporaryLayoutWidth' UIView:0xa.width == 0   (active)", "temporary"),
      ("NSLayoutConstraint:0x4 'UIViewSafeAreaLayoutGuide-top' V:|-(47)-[UILayoutGuide:0xc'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0xa )", "guide"),
      ("NSLayoutConstraint:0x5 'UIView-leftMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0xd'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0xa )", "margins"),
      ("NSLayoutConstraint:0x6 'myWidth' UIView:0xa.width == 10   (active)", "app"),
    ]
    for (d, kind) in cases {
      let (c, _) = try only(d)
      switch (c.system, kind) {
      case (.stackView("UISV-spacing")?, "stack"), (.encapsulatedLayout("UIView-Encapsulated-Layout-Width")?, "encapsulated"),
        (.temporaryLayout("_UITemporaryLayoutWidth")?, "temporary"), (.layoutGuide("UIViewSafeAreaLayoutGuide-top")?, "guide"),
        (.layoutGuide("UIView-leftMargin-guide-constraint")?, "margins"), (nil, "app"):
        break
      default: XCTFail("\(d): \(String(describing: c.system)), expected \(kind)")
      }
    }
  }

  func testLayoutGuidesAreHiddenViewsInTheirOwner() throws {
    let (_, l) = try only("NSLayoutConstraint:0x4 'UIViewSafeAreaLayoutGuide-top' V:|-(47)-[UILayoutGuide:0xc'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0xa )")
    let guide = try XCTUnwrap(l.view("0xc"))
    XCTAssertTrue(guide.isGuide)
    XCTAssertEqual(guide.name, "UILayoutGuide 'UIViewSafeAreaLayoutGuide'")
    XCTAssertEqual(guide.superview, "0xa")
    let (doc, _) = l.document(l.explain())
    XCTAssertEqual(doc.view(named: guide.name)?.isHidden, true)
    XCTAssertEqual(doc.view(named: guide.name)?.parent, "UIView")
  }

  func testAutoresizingMaskConstraintAndItsLetters() throws {
    let (c, l) = try only("NSAutoresizingMaskLayoutConstraint:0x14f0decb0 h=-&- v=--& CKMessageEntryView:0xa.midX == UIInputSetHostView:0xb.midX + 187.5")
    XCTAssertEqual(c.autoresizingMask, "h=-&- v=--&")
    XCTAssertEqual(c.firstAttribute.attribute, .centerX)
    XCTAssertEqual(c.constant, 187.5)
    XCTAssertEqual(c.system, .autoresizingMask("h=-&- v=--&"))
    // The second item of an autoresizing constraint is the view's superview.
    XCTAssertEqual(l.view("0xa")?.superview, "0xb")
    XCTAssertEqual(
      SystemConstraint.readMask("h=-&- v=--&"),
      "h=-&-: left margin fixed, width flexible, right margin fixed; v=--&: top margin fixed, height fixed, bottom margin flexible")
    // A position equal to a number is a coordinate in the superview, from its left or top edge.
    let (position, p) = try only("NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:0xa.midX == + 160")
    XCTAssertEqual(position.constant, 160)
    XCTAssertNil(position.secondItem)
    let (pd, _) = p.document(p.explain())
    XCTAssertEqual(pd.constraints.first?.notation, "UIView.centerX = superview.left + 160")
    let (old, _) = try only("NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& H:[UIView:0xa(320)]")
    XCTAssertEqual(old.constant, 320)
    XCTAssertEqual(old.firstAttribute.attribute, .width)
  }

  func testModuleQualifiedClassesAndAccessibilityNames() throws {
    let (_, l) = try only("NSLayoutConstraint:0x1 V:|-(8)-[UIStackView:0xa]   (active, names: '|':DuckDuckGo.UnifiedToggleInputToolbarView:0xb )")
    XCTAssertEqual(l.view("0xb")?.className, "DuckDuckGo.UnifiedToggleInputToolbarView")
    XCTAssertEqual(l.view("0xb")?.name, "UnifiedToggleInputToolbarView")
    let (c, n) = try only("NSLayoutConstraint:0x2 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )")
    XCTAssertEqual(c.firstItem, "0x106c2b2e0")
    XCTAssertEqual(c.firstAttribute.attribute, .width)
    XCTAssertEqual(n.view("0x106c2b2e0")?.name, "AddressToolbar.lockIcon")
  }

  func testThirdPartyConstraintClasses() throws {
    let (s, _) = try only("SnapKit.LayoutConstraint:0x6000002b4d80@ViewController.swift#61 UIView:0x7f8.left == UIView:0x7f9.left + 10.0")
    XCTAssertEqual(s.className, "SnapKit.LayoutConstraint")
    XCTAssertEqual(s.madeAt, "ViewController.swift#61")
    XCTAssertEqual(s.constant, 10)
    XCTAssertNil(s.system)
    let (spaced, l) = try only("SnapKit.LayoutConstraint:0x7fd4e1cd1490@/Users/mg/TestApp Demo/App/ServiceSelectionController.swift#98 NSKVONotifying_TestApp.DGRunkeeperSwitch:0x7fd4e3c0a200.top == UIView:0x7fd4e3c0a0a0.top + 64.0")
    XCTAssertEqual(spaced.madeAt, "/Users/mg/TestApp Demo/App/ServiceSelectionController.swift#98")
    XCTAssertEqual(spaced.constant, 64)
    XCTAssertEqual(l.view("0x7fd4e3c0a200")?.name, "DGRunkeeperSwitch")
    let (m, _) = try only("MASLayoutConstraint:0x60800009a540 UILabel:0x7fe.height == 20")
    XCTAssertEqual(m.className, "MASLayoutConstraint")
    XCTAssertEqual(m.constant, 20)
  }

  func testPastingArtefacts() throws {
    // Markdown escapes, HTML entities, typographic quotes, no quotes at all.
    let text = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      (
          "\\<NSLayoutConstraint:0x1 UIButton:0xa\u{2019}Go\u{2019}.width == 40   (active)\\>",
          &lt;NSAutoresizingMaskLayoutConstraint:0x2 h=--&amp; v=--&amp; UIButton:0xa'Go'.width == 0   (active)&gt;
      )
      Will attempt to recover by breaking constraint
      \\<NSLayoutConstraint:0x1 UIButton:0xa\u{2019}Go\u{2019}.width == 40   (active)\\>
      """
    let l = try read(text)
    XCTAssertEqual(l.warnings, [])
    let c = try XCTUnwrap(l.conflicts.first)
    XCTAssertEqual(c.constraints.count, 2)
    XCTAssertEqual(c.brokenIndex, 0)
    XCTAssertEqual(c.constraints[1].autoresizingMask, "h=--& v=--&")
    XCTAssertEqual(l.views.map(\.name), ["UIButton 'Go'"])
    // The location is the column of the description in the line as written.
    XCTAssertEqual(c.constraints[1].line, 4)
    XCTAssertEqual(c.constraints[1].column, 5)
  }

  func testSeveralConflictsShareViewsAndEachHasItsBrokenConstraint() throws {
    let a = log(["NSLayoutConstraint:0x1 UIView:0xa.width == 40   (active)", "NSLayoutConstraint:0x2 UIView:0xa.width == 50   (active)"], broken: 1)
    let b = log(["NSLayoutConstraint:0x3 UIView:0xa.height == 10   (active)", "NSLayoutConstraint:0x4 UIView:0xa.height == 20   (active)"], broken: 0)
    let l = try read(a + "some other output\n" + b)
    XCTAssertEqual(l.conflicts.count, 2)
    XCTAssertEqual(l.conflicts.map(\.brokenIndex), [1, 0])
    XCTAssertEqual(l.views.count, 1)
    let (doc, _) = l.document(l.explain())
    // The others in the log's order, then the constraints UIKit broke last (so that Plumb breaks them too).
    XCTAssertEqual(doc.constraints.filter { $0.identifier == nil }.map(\.constant), [40, 20, 50, 10])
    let r = LayoutEngine(doc).layoutIfNeeded()
    XCTAssertEqual(r.view("UIView")?.frame.width, 40)
    XCTAssertEqual(r.view("UIView")?.frame.height, 20)
  }
}

extension DescriptionFormTests {
  func testMasonryKeysAndViewsNamedOnlyByTheirNames() throws {
    let (c, l) = try only("NSLayoutConstraint:0x6 UITableViewCellContentView:cv.width == 414")
    XCTAssertEqual(c.firstItem, "cv")
    XCTAssertEqual(l.view("cv")?.name, "UITableViewCellContentView")
    let (v, n) = try only("NSLayoutConstraint:0x3 V:[UILabel:0xa'me']-(0)-[bubble]   (active, names: bubble:0xb )")
    assertEquation(v, "0xb", .top, "0xa", .bottom, 0)
    XCTAssertEqual(n.view("0xb")?.name, "bubble")
    let (fit, _) = try only("NSLayoutConstraint:0x7 'fittingSizeHTarget' UITableViewCellContentView:0xc.width == 0   (active)")
    XCTAssertEqual(fit.system, .temporaryLayout("fittingSizeHTarget"))
  }
}
