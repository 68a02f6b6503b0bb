import XCTest

@testable import PlumbLayout

/// The guides of named views (`ConstraintGenerator+Guides`): margins, safe
/// area and scroll content of any view, and the root's margins override.
final class GuidesGenerationTests: XCTestCase {
  /// A 400×300 device-like document with a 20-point top inset and a card
  /// (`card`, 100 points tall at the top, full width) holding `dot`.
  func document(_ constraints: [ConstraintSpec]) -> LayoutDocument {
    var card = ViewSpec(name: "card", kind: .view)
    card.margins = Insets(top: 4, left: 12, bottom: 4, right: 12)
    // Its own margins, not grown by the 20 points of unsafe area it covers (SafeAreaMarginTests has that rule).
    card.insetsMarginsFromSafeArea = false
    let dot = ViewSpec(name: "dot", kind: .view, parent: "card")
    let pin: [ConstraintSpec] = [
      ConstraintSpec(firstItem: .view("card"), firstAttribute: .top, secondItem: .root, secondAttribute: .top),
      ConstraintSpec(firstItem: .view("card"), firstAttribute: .left, secondItem: .root, secondAttribute: .left),
      ConstraintSpec(firstItem: .view("card"), firstAttribute: .width, secondItem: .root, secondAttribute: .width),
      ConstraintSpec(firstItem: .view("card"), firstAttribute: .height, constant: 100),
      ConstraintSpec(firstItem: .view("dot"), firstAttribute: .width, constant: 10),
      ConstraintSpec(firstItem: .view("dot"), firstAttribute: .height, constant: 10),
    ]
    var device = Device.canvas(width: 400, height: 300, traits: .regularRegular)
    device.portraitInsets = Insets(top: 20, left: 0, bottom: 0, right: 0)
    return LayoutDocument(device: device, views: [card, dot], constraints: pin + constraints)
  }

  /// Every guide of the one list can be named through the superview: the
  /// frames are those of naming the parent (`card`) itself, so a new guide
  /// is one `LayoutGuide` case, not a case per item type.
  func testEveryGuideOfTheSuperviewIsTheParentsGuide() throws {
    for g in LayoutGuide.allCases {
      for a in [LayoutAttribute.top, .leading, .trailing] {
        func dotFrame(_ item: ItemRef) -> Frame? {
          let doc = document([
            ConstraintSpec(firstItem: .view("dot"), firstAttribute: a, secondItem: item, secondAttribute: a)
          ])
          return LayoutEngine(doc).layoutIfNeeded().view("dot")?.frame
        }
        XCTAssertEqual(dotFrame(.superviewGuide(g)), dotFrame(.guide(g, "card")), "\(g) \(a)")
      }
    }
    // And the superview's margins are not the root's (card's margins are 12, the root's 8 or more).
    let viaSuperview = LayoutEngine(document([
      ConstraintSpec(firstItem: .view("dot"), firstAttribute: .leading, secondItem: .margins, secondAttribute: .leading)
    ])).layoutIfNeeded()
    XCTAssertEqual(viaSuperview.view("dot")?.frame.x, 12)
  }

  func testAViewsMarginsGuide() throws {
    let doc = document([
      ConstraintSpec(firstItem: .view("dot"), firstAttribute: .top, secondItem: .marginsOf("card"), secondAttribute: .top),
      ConstraintSpec(firstItem: .view("dot"), firstAttribute: .trailing, secondItem: .marginsOf("card"), secondAttribute: .trailing),
    ])
    let generated = ConstraintGenerator(doc).generate()
    XCTAssertEqual(generated.filter { $0.identifier == "UIView-leftMargin-guide-constraint" && $0.description.contains("card.margins") }.count, 1)
    let r = LayoutEngine(doc).layoutIfNeeded()
    XCTAssertEqual(r.view("dot")?.frame, Frame(x: 400 - 12 - 10, y: 4, width: 10, height: 10))
  }

  func testAViewsSafeAreaIsItsPartInsideTheRootsSafeArea() throws {
    let doc = document([
      ConstraintSpec(firstItem: .view("dot"), firstAttribute: .top, secondItem: .safeAreaOf("card"), secondAttribute: .top),
      ConstraintSpec(firstItem: .view("dot"), firstAttribute: .left, secondItem: .safeAreaOf("card"), secondAttribute: .left),
    ])
    let generated = ConstraintGenerator(doc).generate()
    XCTAssertEqual(generated.filter { $0.identifier == "UIViewSafeAreaLayoutGuide-top" }.count, 1 + 3, "the root's, and the card's three")
    let r = LayoutEngine(doc).layoutIfNeeded()
    // The card starts at 0; the root's safe area at 20: max(0, 20).
    XCTAssertEqual(r.view("dot")?.frame, Frame(x: 0, y: 20, width: 10, height: 10))
    XCTAssertEqual(r.ambiguousCount, 0)
  }

  func testAScrollViewsContentGuideStartsAtItsOrigin() throws {
    let doc = document([
      ConstraintSpec(firstItem: .view("dot"), firstAttribute: .top, secondItem: .contentOf("card"), secondAttribute: .top, constant: 30),
      ConstraintSpec(firstItem: .view("dot"), firstAttribute: .leading, secondItem: .contentOf("card"), secondAttribute: .leading, constant: 5),
    ])
    let generated = ConstraintGenerator(doc).generate()
    XCTAssertEqual(generated.filter { $0.identifier?.hasPrefix("UIScrollView-contentLayoutGuide") == true }.count, 2)
    let r = LayoutEngine(doc).layoutIfNeeded()
    XCTAssertEqual(r.view("dot")?.frame, Frame(x: 5, y: 30, width: 10, height: 10))
  }

  func testTheRootsMarginsOverride() throws {
    var doc = document([
      ConstraintSpec(firstItem: .view("card"), firstAttribute: .bottom, secondItem: .marginsOf(nil), secondAttribute: .bottom)
    ])
    doc.constraints.removeAll { $0.firstItem == .view("card") && $0.firstAttribute == .top }
    doc.rootMarginsOverride = Insets(top: 0, left: 0, bottom: 30, right: 0)
    let r = LayoutEngine(doc).layoutIfNeeded()
    XCTAssertEqual(r.view("card")?.frame, Frame(x: 0, y: 300 - 30 - 100, width: 400, height: 100))
  }

  func testGuidesOfViewsNotInstalledInstallNothing() throws {
    var doc = document([ConstraintSpec(firstItem: .view("dot"), firstAttribute: .top, secondItem: .safeAreaOf("card"), secondAttribute: .top)])
    doc.views[0].condition = SizeClassCondition(horizontal: .compact)
    let generated = ConstraintGenerator(doc).generate()
    XCTAssertFalse(generated.contains { $0.description.contains("card.safeArea") })
  }
}

extension GuidesGenerationTests {
  /// `layoutMarginsRelativeArrangement`: the arranged views meet the stack's margins.
  func testAStackArrangedInsideItsMargins() throws {
    var stack = ViewSpec(name: "s", kind: .stack)
    stack.margins = Insets(top: 5, left: 10, bottom: 5, right: 10)
    stack.stack?.arranged = ["a", "b"]
    stack.stack?.layoutMarginsRelativeArrangement = true
    var a = ViewSpec(name: "a", kind: .view, parent: "s")
    a.intrinsicOverride = IntrinsicOverride(width: 50, height: 20)
    var b = a
    b.name = "b"
    let doc = LayoutDocument(
      device: .canvas(width: 400, height: 300, traits: .regularRegular), views: [stack, a, b],
      constraints: [
        ConstraintSpec(firstItem: .view("s"), firstAttribute: .left, secondItem: .root, secondAttribute: .left),
        ConstraintSpec(firstItem: .view("s"), firstAttribute: .top, secondItem: .root, secondAttribute: .top),
      ])
    let r = LayoutEngine(doc).layoutIfNeeded()
    XCTAssertEqual(r.view("s")?.frame, Frame(x: 0, y: 0, width: 120, height: 30))
    XCTAssertEqual(r.view("a")?.frame, Frame(x: 10, y: 5, width: 50, height: 20))
    XCTAssertEqual(r.view("b")?.frame, Frame(x: 60, y: 5, width: 50, height: 20))
  }
}
