import PlumbInterfaceBuilder
import PlumbLayout
import XCTest

/// Constraint attributes, items, multipliers, guides and variations.
final class ReaderConstraintTests: XCTestCase {
  let box = IB.view(id: "v", frame: (0, 0, 10, 10))

  func constraints(_ xml: String, subviews: String? = nil, extra: String = "") throws -> [ConstraintSpec] {
    try IB.scene(IB.storyboard(subviews: subviews ?? box, constraints: xml, extra: extra)).document.constraints
  }

  func testAttributesItemsAndMissingFirstItem() throws {
    let c = try constraints("""
      <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="8" id="a"/>
      <constraint firstAttribute="trailingMargin" secondItem="v" secondAttribute="trailing" id="b"/>
      <constraint firstItem="v" firstAttribute="baseline" secondItem="v" secondAttribute="firstBaseline" id="c"/>
      <constraint firstItem="v" firstAttribute="centerX" secondItem="root" secondAttribute="centerXWithinMargins" id="d"/>
      <constraint firstItem="v" firstAttribute="top" secondItem="sa" secondAttribute="top" relation="greaterThanOrEqual" priority="750" identifier="topGap" id="e"/>
      <constraint firstItem="v" firstAttribute="width" constant="44" relation="lessThanOrEqual" id="f"/>
      <constraint firstItem="v" firstAttribute="height" constant="44" placeholder="YES" id="g"/>
      """)
    XCTAssertEqual(c.count, 6, "the placeholder constraint is removed")
    let name = c[0].viewNames[0]
    XCTAssertEqual(c[0].firstItem, .view(name))
    XCTAssertEqual(c[0].secondItem, .marginsOf(nil))
    XCTAssertEqual(c[0].secondAttribute, .leading)
    XCTAssertEqual(c[0].constant, 8)
    XCTAssertEqual(c[1].firstItem, .marginsOf(nil), "a missing first item is the view holding the constraints (the root)")
    XCTAssertEqual(c[1].firstAttribute, .trailing)
    XCTAssertEqual(c[2].firstAttribute, .lastBaseline, "baseline is the last baseline")
    XCTAssertEqual(c[2].secondAttribute, .firstBaseline)
    XCTAssertEqual(c[3].secondItem, .marginsOf(nil))
    XCTAssertEqual(c[3].secondAttribute, .centerX)
    XCTAssertEqual(c[4].secondItem, .safeArea)
    XCTAssertEqual(c[4].relation, .greaterThanOrEqual)
    XCTAssertEqual(c[4].priority, 750)
    XCTAssertEqual(c[4].identifier, "topGap")
    XCTAssertEqual(c[5].relation, .lessThanOrEqual)
    XCTAssertNil(c[5].secondItem)
  }

  func testMultipliersInAllThreeForms() throws {
    let c = try constraints("""
      <constraint firstItem="v" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.5" id="a"/>
      <constraint firstItem="v" firstAttribute="width" secondItem="v" secondAttribute="height" multiplier="3:4" id="b"/>
      <constraint firstItem="v" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="7/15" id="c"/>
      """)
    XCTAssertEqual(c.map(\.multiplier), [0.5, 0.75, 7.0 / 15.0])
  }

  func testAnUnreadableMultiplierOrADanglingItemIsAWarningNotAnError() throws {
    let scene = try IB.scene(IB.storyboard(subviews: box, constraints: """
      <constraint firstItem="v" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="x:y" id="a"/>
      <constraint firstItem="nowhere" firstAttribute="width" constant="3" id="b"/>
      <constraint firstItem="v" firstAttribute="width" constant="3" id="c"/>
      """))
    XCTAssertEqual(scene.document.constraints.count, 1)
    XCTAssertEqual(scene.warnings.count, 2)
    XCTAssertTrue(scene.warnings.allSatisfy { $0.description.contains("warning:") })
  }

  func testLegacyLayoutGuidesAreTheSafeAreaEdges() throws {
    let guides = """
      <layoutGuides>
          <viewControllerLayoutGuide type="top" id="tg"/>
          <viewControllerLayoutGuide type="bottom" id="bg"/>
      </layoutGuides>
      """
    let c = try constraints("""
      <constraint firstItem="v" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="8" id="a"/>
      <constraint firstItem="bg" firstAttribute="top" secondItem="v" secondAttribute="bottom" constant="8" id="b"/>
      """, extra: guides)
    XCTAssertEqual(c[0].secondItem, .safeArea)
    XCTAssertEqual(c[0].secondAttribute, .top)
    XCTAssertEqual(c[1].firstItem, .safeArea)
    XCTAssertEqual(c[1].firstAttribute, .bottom)
  }

  func testTheKeyboardGuideIsBelowTheSafeAreaWithTheKeyboardHidden() throws {
    // A bar on the keyboard guide: its top is the safe area's bottom (896 - 34 on retina6_1), its sides the root's.
    let bar = IB.view(id: "bar", frame: (0, 814, 414, 40))
    let scene = try IB.scene(
      IB.storyboard(
        subviews: bar,
        constraints: """
          <constraint firstItem="kb" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="8" id="a"/>
          <constraint firstItem="bar" firstAttribute="leading" secondItem="kb" secondAttribute="leading" id="b"/>
          <constraint firstItem="kb" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c"/>
          <constraint firstItem="bar" firstAttribute="height" constant="40" id="d"/>
          """,
        rootBody: "<keyboardLayoutGuide key=\"keyboard\" id=\"kb\"/>"))
    XCTAssertEqual(scene.warnings, [])
    XCTAssertEqual(scene.document.constraints.count, 4)
    assertFrame(IB.frame("bar", in: scene, IB.solve(scene)), 0, 814, 414, 40)
  }

  func testSafeAreaAndMarginsOfANestedView() throws {
    let inner = IB.view(id: "in", frame: (8, 8, 10, 10))
    let card = IB.view(
      id: "card", attributes: "", frame: (0, 0, 414, 200),
      body: """
        <subviews>\(inner)</subviews>
        <viewLayoutGuide key="safeArea" id="csa"/>
        <edgeInsets key="layoutMargins" top="4" left="12" bottom="4" right="12"/>
        <constraints>
            <constraint firstItem="in" firstAttribute="top" secondItem="csa" secondAttribute="top" id="a"/>
            <constraint firstItem="in" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="b"/>
            <constraint firstItem="in" firstAttribute="width" constant="10" id="c"/>
            <constraint firstItem="in" firstAttribute="height" constant="10" id="d"/>
        </constraints>
        """)
    let scene = try IB.scene(IB.storyboard(subviews: card, constraints: """
      <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" id="e"/>
      <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="f"/>
      <constraint firstItem="card" firstAttribute="width" secondItem="root" secondAttribute="width" id="g"/>
      <constraint firstItem="card" firstAttribute="height" constant="200" id="h"/>
      """))
    let inConstraints = scene.document.constraints.filter { $0.viewNames.first == scene.views.first { $0.id == "in" }?.name }
    XCTAssertEqual(inConstraints.first?.secondItem, .safeAreaOf(try XCTUnwrap(scene.views.first { $0.id == "card" }?.name)))
    let r = IB.solve(scene)
    // The card starts at the screen's top; its safe area starts where the root's does (48 on retina6_1).
    assertFrame(IB.frame("in", in: scene, r), 12, 48, 10, 10)
    XCTAssertEqual(r.ambiguousCount, 0)
  }

  func testScrollViewEdgesToItsContentAreItsContent() throws {
    let content = IB.view(id: "c", frame: (0, 0, 414, 1000))
    let scroll = IB.view(
      id: "sv", kind: "scrollView", frame: (0, 0, 414, 896),
      body: """
        <subviews>\(content)</subviews>
        <constraints>
            <constraint firstItem="c" firstAttribute="top" secondItem="sv" secondAttribute="top" id="a"/>
            <constraint firstItem="c" firstAttribute="leading" secondItem="sv" secondAttribute="leading" id="b"/>
            <constraint firstAttribute="bottom" secondItem="c" secondAttribute="bottom" id="cb"/>
            <constraint firstAttribute="trailing" secondItem="c" secondAttribute="trailing" id="ct"/>
            <constraint firstItem="c" firstAttribute="width" secondItem="sv" secondAttribute="width" id="d"/>
            <constraint firstItem="c" firstAttribute="height" constant="1000" id="e"/>
        </constraints>
        """)
    let scene = try IB.scene(IB.storyboard(subviews: scroll, constraints: """
      <constraint firstItem="sv" firstAttribute="top" secondItem="root" secondAttribute="top" id="f"/>
      <constraint firstItem="sv" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="g"/>
      <constraint firstItem="sv" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="h"/>
      <constraint firstItem="sv" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="i"/>
      """))
    let sv = try XCTUnwrap(scene.views.first { $0.id == "sv" }?.name)
    let edges = scene.document.constraints.filter { $0.firstItem == .contentOf(sv) || $0.secondItem == .contentOf(sv) }
    XCTAssertEqual(edges.count, 4, "top, leading, bottom and trailing are the content's; width is the frame's")
    let r = IB.solve(scene)
    assertFrame(IB.frame("c", in: scene, r), 0, 0, 414, 1000)
    assertFrame(IB.frame("sv", in: scene, r), 0, 0, 414, 896)
  }

  func testVariationsInstallConstraintsForTheirSizeClasses() throws {
    let variations = """
      <variation key="default"><mask key="constraints"><exclude reference="wide"/></mask></variation>
      <variation key="widthClass=regular"><mask key="constraints"><include reference="wide"/><exclude reference="narrow"/></mask></variation>
      """
    let v = IB.view(id: "v", frame: (0, 0, 10, 10))
    let scene = try IB.scene(IB.storyboard(subviews: v, constraints: """
      <constraint firstItem="v" firstAttribute="width" constant="10" id="narrow"/>
      <constraint firstItem="v" firstAttribute="width" constant="300" id="wide"/>
      """, rootBody: variations))
    let c = scene.document.constraints
    XCTAssertEqual(c.map(\.constant), [10, 300])
    XCTAssertEqual(c[0].condition, SizeClassCondition(horizontal: .compact))
    XCTAssertEqual(c[1].condition, SizeClassCondition(horizontal: .regular))
    XCTAssertEqual(scene.document.traits.horizontal, .compact)
  }

  func testAutoresizingViewsKeepTheirFrameAndFollowTheirMask() throws {
    let v = """
      <view contentMode="scaleToFill" id="bar">
          <rect key="frame" x="10" y="100" width="394" height="50"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
      </view>
      <view contentMode="scaleToFill" id="corner">
          <rect key="frame" x="364" y="846" width="40" height="40"/>
          <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
      </view>
      """
    let text = IB.storyboard(subviews: v)
    let scene = try IB.scene(text)
    let r = IB.solve(scene)
    assertFrame(IB.frame("bar", in: scene, r), 10, 100, 394, 50)
    assertFrame(IB.frame("corner", in: scene, r), 364, 846, 40, 40)
    XCTAssertTrue(scene.document.constraints.contains { $0.identifier == "h=-&-" })
    // On a smaller screen the bar keeps its margins and the corner its distance to the edges.
    let small = try IB.scene(text, options: ReadOptions(device: Device.named("retina4_7")))
    let rs = IB.solve(small)
    assertFrame(IB.frame("bar", in: small, rs), 10, 100, 355, 50)
    assertFrame(IB.frame("corner", in: small, rs), 325, 617, 40, 40)
  }

  /// `<variation key="heightClass=compact" constant="140"/>` inside a
  /// constraint changes its constant for those size classes: a phone in
  /// landscape (compact height) takes 140, in portrait the constraint's own 222.
  static let overridden = IB.storyboard(
    device: "retina4_7", width: 375, height: 667, subviews: IB.view(id: "logo", frame: (76.5, 100, 222, 222), body: """
      <constraints>
          <constraint firstAttribute="width" constant="222" id="w">
              <variation key="heightClass=compact" constant="140"/>
          </constraint>
          <constraint firstAttribute="height" constant="222" id="h">
              <variation key="heightClass=compact" constant="140"/>
              <variation key="heightClass=compact-widthClass=regular" constant="100"/>
          </constraint>
      </constraints>
      """),
    constraints: """
      <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
      <constraint firstItem="logo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
      """)

  func testASizeClassVariationChangesAConstraintsConstant() throws {
    let portrait = try IB.scene(ReaderConstraintTests.overridden)
    assertFrame(IB.frame("logo", in: portrait, IB.solve(portrait)), 76.5, 100, 222, 222)
    let landscape = try IB.scene(ReaderConstraintTests.overridden, options: ReadOptions(orientation: .landscape))
    assertFrame(IB.frame("logo", in: landscape, IB.solve(landscape)), 263.5, 100, 140, 140)
    // The most specific variation wins: compact height and regular width (a large phone in landscape).
    let large = try IB.scene(ReaderConstraintTests.overridden, options: ReadOptions(device: Device.named("retina5_5"), orientation: .landscape))
    assertFrame(IB.frame("logo", in: large, IB.solve(large)), 298, 100, 140, 100)
    // One copy per constant, each installed where its constant applies.
    let heights = portrait.document.constraints.enumerated().filter { portrait.constraintIDs[$0.offset] == "h" }.map(\.element)
    XCTAssertEqual(heights.map(\.constant), [222, 140, 100])
    XCTAssertEqual(heights.map(\.condition), [
      SizeClassCondition(vertical: .regular), SizeClassCondition(horizontal: .compact, vertical: .compact),
      SizeClassCondition(horizontal: .regular, vertical: .compact),
    ])
  }

  /// A card as wide as a `retina6_1` root (side margins 20) with its own
  /// margins of 8, and a view between the card's margins.
  func cardScene(cardAttributes: String) throws -> InterfaceBuilderScene {
    let inner = IB.view(id: "in", frame: (0, 0, 10, 10))
    let card = IB.view(
      id: "card", attributes: cardAttributes, frame: (0, 100, 414, 100),
      body: """
        <subviews>\(inner)</subviews>
        <constraints>\(IB.betweenMargins("in", of: "card", height: 10))</constraints>
        """)
    return try IB.scene(IB.storyboard(subviews: card, constraints: """
      <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="e"/>
      <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="f"/>
      <constraint firstItem="card" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="g"/>
      <constraint firstItem="card" firstAttribute="height" constant="100" id="h"/>
      """))
  }

  func testAnyViewPreservingSuperviewMarginsTakesTheRootsWhereLarger() throws {
    let preserving = try cardScene(cardAttributes: "preservesSuperviewLayoutMargins=\"YES\"")
    XCTAssertEqual(preserving.document.views.first { $0.ibID == "card" }?.preservesSuperviewMargins, true)
    // The root's margins are 20 from its sides; the card's own are 8.
    assertFrame(IB.frame("in", in: preserving, IB.solve(preserving)), 20, 0, 374, 10)
    let own = try cardScene(cardAttributes: "")
    assertFrame(IB.frame("in", in: own, IB.solve(own)), 8, 0, 398, 10)
  }

  func testARootFollowingTheReadableWidthNarrowsItsMarginsOnAnIPad() throws {
    let label = IB.view(id: "l", frame: (0, 0, 10, 10))
    func scene(_ readable: Bool) throws -> InterfaceBuilderScene {
      var text = IB.storyboard(
        device: "ipad12_9", width: 1024, height: 1366, subviews: label, constraints: IB.betweenMargins("l", of: "root", height: 10))
      if readable { text = text.replacingOccurrences(of: "id=\"root\">", with: "layoutMarginsFollowReadableWidth=\"YES\" id=\"root\">") }
      return try IB.scene(text)
    }
    // 1024 - 2 × 20 = 984 between the system margins: 156 more on each side.
    let readable = try scene(true)
    assertFrame(IB.frame("l", in: readable, IB.solve(readable)), 176, 0, 672, 10)
    let plain = try scene(false)
    assertFrame(IB.frame("l", in: plain, IB.solve(plain)), 20, 0, 984, 10)
  }
}
