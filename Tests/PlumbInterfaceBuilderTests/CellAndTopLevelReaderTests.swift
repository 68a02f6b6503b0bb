import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import XCTest

/// What the reader records of cells, a xib's top-level views and stack
/// views for Interface Builder's layout: whether a cell's table is its
/// controller's view, a top-level view shown as a controller's, a stack's
/// margins and standard spacing.
final class CellAndTopLevelReaderTests: XCTestCase {
  /// `bar` between `holder`'s leading and trailing margins, at its top margin, 20 tall.
  func marginConstraints(_ holder: String) -> String {
    """
    <constraint firstItem="bar" firstAttribute="leading" secondItem="\(holder)" secondAttribute="leadingMargin" id="c-l"/>
    <constraint firstItem="\(holder)" firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="c-t"/>
    <constraint firstItem="bar" firstAttribute="top" secondItem="\(holder)" secondAttribute="topMargin" id="c-y"/>
    <constraint firstItem="bar" firstAttribute="height" constant="20" id="c-h"/>
    """
  }

  /// A prototype cell (`content`, stored as wide as its table, 375 by
  /// default) in a table that is the controller's view (`tableViewController`)
  /// or inside its view, on `device`.
  func storyboard(
    controllerTable: Bool, toolsVersion: String, device: String = "retina4_7", width: Double = 375, style: String = "plain",
    tableRowHeight: String? = nil, cellRowHeight: String? = nil, rootWidth: Double? = nil, tableX: Double = 0
  ) -> String {
    let rowHeight = tableRowHeight.map { " rowHeight=\"\($0)\"" } ?? ""
    let cell = """
      <prototypes>
          <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" \(cellRowHeight.map { "rowHeight=\"\($0)\" " } ?? "")id="cell">
              <rect key="frame" x="0.0" y="28" width="\(width)" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                  <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <subviews>\(IB.view(id: "bar", frame: (16, 11, 343, 20)))</subviews>
                  <constraints>\(marginConstraints("content"))</constraints>
              </tableViewCellContentView>
          </tableViewCell>
      </prototypes>
      """
    let scene =
      controllerTable
      ? """
        <tableViewController id="vc" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="\(style)"\(rowHeight) id="table">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                \(cell)
            </tableView>
        </tableViewController>
        """
      : """
        <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(rootWidth ?? width)" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="\(style)"\(rowHeight) translatesAutoresizingMaskIntoConstraints="NO" id="table">
                        <rect key="frame" x="\(tableX)" y="0.0" width="\(width)" height="667"/>
                        \(cell)
                    </tableView>
                </subviews>
            </view>
        </viewController>
        """
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
          <device id="\(device)" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="scene-1">
                  <objects>
                      \(scene)
                  </objects>
              </scene>
          </scenes>
      </document>
      """
  }

  func cellScene(_ text: String, options: ReadOptions = ReadOptions()) throws -> InterfaceBuilderScene {
    let f = try IB.read(text, options: options)
    return try XCTUnwrap(f.scenes.first { $0.document.rootKind == .tableCellContent })
  }

  /// A prototype keeps its table's fixed row height; a xib's cell sizes itself.
  func testACellOnItsOwnSizesItselfAndAFixedRowHeightHolds() throws {
    let prototype = try cellScene(storyboard(controllerTable: true, toolsVersion: "22505"))
    XCTAssertTrue(prototype.document.root.cellKeepsRowHeight)
    XCTAssertFalse(prototype.document.rootHeightGivesWay)
    let own = try cellScene(xibCell(width: 320, toolsVersion: "22505"))
    XCTAssertFalse(own.document.root.cellKeepsRowHeight)
    XCTAssertTrue(own.document.rootHeightGivesWay)
  }

  /// In a table of automatic row heights a prototype sizes itself on a
  /// device whatever its custom height; on the canvas Xcode 11 on draws it
  /// at its contents' height unless it has a custom height, which older
  /// Xcode versions drew every cell at.
  func testAutomaticRowHeightsSizeCellsOnADeviceAndOnTheCanvasFromXcode11() throws {
    let device = ReadOptions(device: Device.interfaceBuilder("retina4_7", toolsVersion: 0))
    for (tools, custom, canvasKeeps) in [("22505", nil, false), ("22505", "64", true), ("14490", nil, true)] as [(String, String?, Bool)] {
      let text = storyboard(controllerTable: false, toolsVersion: tools, tableRowHeight: "-1", cellRowHeight: custom)
      let canvas = try cellScene(text)
      XCTAssertEqual(canvas.document.root.cellKeepsRowHeight, canvasKeeps, "canvas, \(tools), custom \(custom ?? "none")")
      let onDevice = try cellScene(text, options: device)
      XCTAssertFalse(onDevice.document.root.cellKeepsRowHeight, "device, \(tools), custom \(custom ?? "none")")
      XCTAssertTrue(onDevice.document.rootHeightGivesWay)
    }
    // A fixed row height holds on a device too.
    let fixed = storyboard(controllerTable: false, toolsVersion: "22505", tableRowHeight: "44")
    XCTAssertTrue(try cellScene(fixed, options: device).document.root.cellKeepsRowHeight)
  }

  func testACellKnowsWhetherItsTableIsItsControllersView() throws {
    // Xcode 10: 16 (the controller's minimum) in a table view controller, 15 in a table inside a view.
    let own = try cellScene(storyboard(controllerTable: true, toolsVersion: "14460.31"))
    XCTAssertTrue(own.document.root.tableIsControllerView)
    assertFrame(IB.frame("bar", in: own, IB.solve(own)), 16, 11, 343, 20)
    let inside = try cellScene(storyboard(controllerTable: false, toolsVersion: "14460.31"))
    XCTAssertFalse(inside.document.root.tableIsControllerView)
    assertFrame(IB.frame("bar", in: inside, IB.solve(inside)), 15, 11, 345, 20)
    // Recent Xcode: 15 above and below, and the 375-point screen's 16 at the sides, in either.
    let recent = try cellScene(storyboard(controllerTable: false, toolsVersion: "24127"))
    assertFrame(IB.frame("bar", in: recent, IB.solve(recent)), 16, 15, 343, 20)
    // A development build's 32700 still has the older cells' 11.
    let development = try cellScene(storyboard(controllerTable: false, toolsVersion: "32700.99.1234"))
    assertFrame(IB.frame("bar", in: development, IB.solve(development)), 16, 11, 343, 20)
  }

  /// A table among its controller's views, its controller's view or one
  /// inside it, gives its cells the side margin of the wider of it and the
  /// screen (an unseen file's 374-point table on a 390-point phone: 20); a
  /// table inside another cell keeps its own width's (`RootMarginReaderTests`).
  func testATableInsideAControllersViewGivesItsCellsTheScreensMargin() throws {
    let inside = try cellScene(storyboard(controllerTable: false, toolsVersion: "21701", device: "retina5_5", width: 300))
    assertFrame(IB.frame("bar", in: inside, IB.solve(inside)), 20, 11, 260, 20)
    let own = try cellScene(storyboard(controllerTable: true, toolsVersion: "21701", device: "retina5_5", width: 375))
    assertFrame(IB.frame("bar", in: own, IB.solve(own)), 20, 11, 335, 20)
  }

  /// A table inset from its controller's view by at least that view's side
  /// margin (20 on a 414-point screen) is out of their reach
  /// (`preservesSuperviewLayoutMargins` counts a superview's margin only
  /// where the view is nearer the edge): its 374-point cells take their own
  /// width's 16 (an unseen file at 32700). Nearer the edge, the screen's 20.
  func testATableClearOfItsControllersMarginsGivesItsCellsItsOwnWidthsMargin() throws {
    let clear = try cellScene(storyboard(controllerTable: false, toolsVersion: "32700.99.1234", device: "retina5_5", width: 374, rootWidth: 414, tableX: 20))
    assertFrame(IB.frame("bar", in: clear, IB.solve(clear)), 16, 11, 342, 20)
    let near = try cellScene(storyboard(controllerTable: false, toolsVersion: "32700.99.1234", device: "retina5_5", width: 374, rootWidth: 414, tableX: 8))
    assertFrame(IB.frame("bar", in: near, IB.solve(near)), 20, 11, 334, 20)
  }

  /// A cell's own margins reach its content view where it preserves them, at the sides.
  func testACellsOwnMarginsReachAContentViewThatPreservesThem() throws {
    let margins = #"<edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="24"/></tableViewCell>"#
    let text = storyboard(controllerTable: true, toolsVersion: "17503.1").replacingOccurrences(of: "</tableViewCell>", with: margins)
    let preserving = try cellScene(
      text.replacingOccurrences(of: #"tableViewCell="cell" id="content""#, with: #"preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content""#))
    assertFrame(IB.frame("bar", in: preserving, IB.solve(preserving)), 30, 11, 321, 20)
    // Without preserving them, the table's.
    let own = try cellScene(text)
    assertFrame(IB.frame("bar", in: own, IB.solve(own)), 16, 11, 343, 20)
    // Smaller than the table's, the table's hold: an unseen file's cells
    // store 16 and 8, and Interface Builder shows 20 at both sides of a
    // 414-point table; here the table's 16 at both sides of 375.
    let small = try cellScene(
      text.replacingOccurrences(of: #"left="30" bottom="8" right="24""#, with: #"left="12" bottom="8" right="8""#)
        .replacingOccurrences(of: #"tableViewCell="cell" id="content""#, with: #"preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content""#))
    assertFrame(IB.frame("bar", in: small, IB.solve(small)), 16, 11, 343, 20)
  }

  func testAnInsetGroupedTableInsetsItsCellsByItsSideMargin() throws {
    // Stored as wide as the table, laid out inset by the table's side margin on each side:
    // 20 on a 390-point screen (350 wide), 16 on a 375-point one (343 wide).
    let wide = try cellScene(storyboard(controllerTable: true, toolsVersion: "23504", device: "retina6_0", width: 390, style: "insetGrouped"))
    XCTAssertEqual(wide.document.size.width, 350)
    assertFrame(IB.frame("bar", in: wide, IB.solve(wide)), 20, 11, 310, 20)
    let narrow = try cellScene(storyboard(controllerTable: false, toolsVersion: "24506", style: "insetGrouped"))
    XCTAssertEqual(narrow.document.size.width, 343)
    assertFrame(IB.frame("bar", in: narrow, IB.solve(narrow)), 16, 15, 311, 20)
    // Stored inset in its table, by 16 on each side of a 390-point table at 24127: the table's margin, which is the cell's too.
    let inset = storyboard(controllerTable: true, toolsVersion: "24127", device: "retina6_0", width: 390, style: "insetGrouped")
      .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="28" width="390.0" height="44"/>"#, with: #"<rect key="frame" x="16" y="28" width="358" height="44"/>"#)
      .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="390.0" height="44"/>"#, with: #"<rect key="frame" x="0.0" y="0.0" width="358" height="44"/>"#)
    let stored = try cellScene(inset)
    XCTAssertEqual(stored.document.size.width, 358)
    assertFrame(IB.frame("bar", in: stored, IB.solve(stored)), 16, 15, 326, 20)
    // A plain table's cells keep the table's width.
    let plain = try cellScene(storyboard(controllerTable: true, toolsVersion: "23504", device: "retina6_0", width: 390))
    XCTAssertEqual(plain.document.size.width, 390)
    assertFrame(IB.frame("bar", in: plain, IB.solve(plain)), 20, 11, 350, 20)
  }

  /// A xib whose top-level view (`top`) is `width`×`height`, saved by `toolsVersion` for `device`.
  func xib(
    device: String, orientation: String = "portrait", toolsVersion: String, width: Double, height: Double, topElement: String = "view", body: String = ""
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="\(device)" orientation="\(orientation)" appearance="light"/>
        <objects>
            <\(topElement) contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                \(body)
            </\(topElement)>
        </objects>
    </document>
    """
  }

  func testAXibsTopLevelViewIsShownAsAControllersView() throws {
    let bar = "<subviews>\(IB.view(id: "bar", frame: (0, 0, 10, 20)))</subviews><constraints>\(marginConstraints("top"))</constraints>"
    // A 510-point card for a notched phone: 20 at the sides (its width
    // stands for the screen's), the sensor housing's 44 at the top (no status bar).
    let card = try IB.scene(xib(device: "retina6_1", toolsVersion: "17506", width: 510, height: 160, body: bar))
    XCTAssertEqual(card.document.rootKind, .viewController)
    assertFrame(IB.frame("bar", in: card, IB.solve(card)), 20, 44, 470, 20)
    // A 375-point title view on a phone without a housing: 16, and 0 at the top.
    let title = try IB.scene(xib(device: "retina4_7", toolsVersion: "14490.70", width: 375, height: 106, body: bar))
    assertFrame(IB.frame("bar", in: title, IB.solve(title)), 16, 0, 343, 20)
    // From Xcode 14.3 (21600) the canvas puts the status bar over it too.
    let recent = try IB.scene(xib(device: "retina4_7", toolsVersion: "23504", width: 600, height: 44, body: bar))
    assertFrame(IB.frame("bar", in: recent, IB.solve(recent)), 20, 20, 560, 20)
    let older = try IB.scene(xib(device: "retina4_7", toolsVersion: "21507", width: 600, height: 44, body: bar))
    assertFrame(IB.frame("bar", in: older, IB.solve(older)), 20, 0, 560, 20)
    // A screen-sized one that its File's Owner holds as its view is a
    // controller's view: 16 at the sides, 0 below the status bar, on the
    // canvas and on a device; without the outlet, a plain view's 8.
    let owner = """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="DetailsViewController">
          <connections><outlet property="view" destination="top" id="o-v"/></connections>
      </placeholder>
      """
    let plain = xib(device: "retina4_7", toolsVersion: "22505", width: 375, height: 667, body: bar)
    let owned = plain.replacingOccurrences(of: "<objects>", with: "<objects>" + owner)
    let screen = try IB.scene(owned)
    XCTAssertEqual(screen.document.rootKind, .viewController)
    assertFrame(IB.frame("bar", in: screen, IB.solve(screen)), 16, 20, 343, 20)
    let onDevice = try IB.scene(owned, options: ReadOptions(device: Device.named("retina4_7")))
    XCTAssertEqual(onDevice.document.rootKind, .viewController)
    XCTAssertNotEqual(try IB.scene(plain).document.rootKind, .viewController)
    // A view inside another one is not a top-level view: 8.
    let nested = try IB.scene(xib(device: "retina4_7", toolsVersion: "14490.70", width: 375, height: 106, body: """
      <subviews>\(IB.view(id: "inner", frame: (0, 0, 375, 106), body: "<subviews>\(IB.view(id: "bar", frame: (0, 0, 10, 20)))</subviews><constraints>\(marginConstraints("inner"))</constraints>"))</subviews>
      <constraints>
          <constraint firstItem="inner" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="i-l"/>
          <constraint firstItem="inner" firstAttribute="top" secondItem="top" secondAttribute="top" id="i-t"/>
          <constraint firstItem="inner" firstAttribute="width" secondItem="top" secondAttribute="width" id="i-w"/>
          <constraint firstItem="inner" firstAttribute="height" secondItem="top" secondAttribute="height" id="i-h"/>
      </constraints>
      """))
    assertFrame(IB.frame("bar", in: nested, IB.solve(nested)), 8, 8, 359, 20)
  }

  /// A top-level view that is not the screen's size does not turn with the
  /// orientation: in landscape it keeps the device's portrait unsafe areas.
  func testATopLevelViewKeepsThePortraitSafeAreaInLandscape() throws {
    let bar = "<subviews>\(IB.view(id: "bar", frame: (0, 0, 10, 20)))</subviews><constraints>\(marginConstraints("top"))</constraints>"
    let strip = try IB.scene(xib(device: "retina6_0", orientation: "landscape", toolsVersion: "21208.1", width: 1000, height: 68, body: bar))
    XCTAssertEqual(strip.document.safeAreaInsets, Insets(top: 47, left: 0, bottom: 34, right: 0))
    // The device asked for turns it: its landscape insets.
    let device = try IB.scene(
      xib(device: "retina6_0", orientation: "landscape", toolsVersion: "21208.1", width: 1000, height: 68, body: bar),
      options: ReadOptions(device: Device.named("retina6_0"), orientation: .landscape))
    XCTAssertEqual(device.document.safeAreaInsets.left, 47)
  }

  /// Before Xcode 14.3 a top-level view no wider than the screen sits at
  /// its top and has only the part of the bottom inset it reaches into; a
  /// wider one, and any from Xcode 14.3 on, has the device's.
  func testAShortTopLevelViewHasTheBottomInsetItReachesInto() throws {
    let bar = "<subviews>\(IB.view(id: "bar", frame: (0, 0, 10, 20)))</subviews><constraints>\(marginConstraints("top"))</constraints>"
    let short = try IB.scene(xib(device: "retina6_1", toolsVersion: "17506", width: 414, height: 258, body: bar))
    XCTAssertEqual(short.document.safeAreaInsets, Insets(top: 44, left: 0, bottom: 0, right: 0))
    let tall = try IB.scene(xib(device: "retina6_1", toolsVersion: "21507", width: 414, height: 880, body: bar))
    XCTAssertEqual(tall.document.safeAreaInsets.bottom, 880 - (896 - 34), "18 points of the 34-point strip")
    let wide = try IB.scene(xib(device: "retina6_1", toolsVersion: "17506", width: 510, height: 160, body: bar))
    XCTAssertEqual(wide.document.safeAreaInsets.bottom, 34)
    let recent = try IB.scene(xib(device: "retina6_12", toolsVersion: "23504", width: 393, height: 300, body: bar))
    XCTAssertEqual(recent.document.safeAreaInsets.bottom, 34)
  }

  /// A xib's table cell (`cell`, `width` points) whose content view holds `bar` between its margins.
  func xibCell(width: Double, toolsVersion: String) -> String {
    xib(
      device: "retina4_7", toolsVersion: toolsVersion, width: width, height: 44, topElement: "tableViewCell",
      body: IB.cellContentView(cell: "top", width: width, constraints: marginConstraints("content")))
  }

  /// Xcode 10 and 11: a xib's cell no wider than its screen has the side
  /// margin of its own width; a wider one keeps UIKit's old 15.
  func testAXibCellNoWiderThanItsScreenHasItsOwnWidthsMargin() throws {
    let narrow = try cellScene(xibCell(width: 320, toolsVersion: "14490.70"))
    assertFrame(IB.frame("bar", in: narrow, IB.solve(narrow)), 16, 11, 288, 20)
    let wide = try cellScene(xibCell(width: 450, toolsVersion: "14854.2"))
    assertFrame(IB.frame("bar", in: wide, IB.solve(wide)), 15, 11, 420, 20)
  }

  func testATableHeaderViewIsNotATopLevelView() throws {
    // Found as a scene of its own, but inside its table: a plain view's 8.
    let header = """
      <view key="tableHeaderView" contentMode="scaleToFill" id="header">
          <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <subviews>\(IB.view(id: "bar", frame: (8, 8, 359, 20)))</subviews>
          <constraints>\(marginConstraints("header"))</constraints>
      </view>
      """
    let text = storyboard(controllerTable: true, toolsVersion: "22505").replacingOccurrences(of: "<prototypes>", with: header + "<prototypes>")
    let f = try IB.read(text)
    let scene = try XCTUnwrap(f.scenes.first { $0.root.id == "header" })
    XCTAssertNotEqual(scene.document.rootKind, .viewController)
    assertFrame(IB.frame("bar", in: scene, IB.solve(scene)), 8, 8, 359, 20)
  }

  func testAStacksMarginsHoldItsArrangementAndStandardSpacingIsTheSystemSpacing() throws {
    let stack = """
      <subviews>
          <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
              <subviews>
                  \(IB.view(id: "a", frame: (20, 12, 163.5, 20)))
                  \(IB.view(id: "b", frame: (191.5, 12, 163.5, 20)))
              </subviews>
              <constraints>
                  <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" id="s-w"/>
                  <constraint firstItem="a" firstAttribute="height" constant="20" id="s-h"/>
              </constraints>
              <directionalEdgeInsets key="directionalLayoutMargins" top="12" leading="20" bottom="12" trailing="20"/>
          </stackView>
      </subviews>
      <constraints>
          <constraint firstItem="stack" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="t-l"/>
          <constraint firstItem="stack" firstAttribute="top" secondItem="top" secondAttribute="top" id="t-t"/>
          <constraint firstItem="stack" firstAttribute="width" secondItem="top" secondAttribute="width" id="t-w"/>
      </constraints>
      """
    let s = try IB.scene(xib(device: "retina4_7", toolsVersion: "21225", width: 375, height: 44, body: stack))
    let spec = try XCTUnwrap(s.document.views.first { $0.kind == .stack }?.stack)
    XCTAssertTrue(spec.layoutMarginsRelativeArrangement)
    XCTAssertEqual(spec.spacing, 8)
    let r = IB.solve(s)
    assertFrame(IB.frame("a", in: s, r), 20, 12, 163.5, 20)
    assertFrame(IB.frame("b", in: s, r), 191.5, 12, 163.5, 20)
    assertFrame(IB.frame("stack", in: s, r), 0, 0, 375, 44)
  }
}
