import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import XCTest

/// What the Interface Builder reader takes from a file for the root's
/// margins (its kind and settings); the margins follow from the model's rule.
final class RootMarginReaderTests: XCTestCase {
  /// `bar` between the holder's leading and trailing margins, at its top margin, 20 tall.
  func marginConstraints(_ holder: String) -> String {
    """
    <constraint firstItem="bar" firstAttribute="leading" secondItem="\(holder)" secondAttribute="leadingMargin" id="c-l"/>
    <constraint firstItem="\(holder)" firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="c-t"/>
    <constraint firstItem="bar" firstAttribute="top" secondItem="\(holder)" secondAttribute="topMargin" id="c-y"/>
    <constraint firstItem="bar" firstAttribute="height" constant="20" id="c-h"/>
    """
  }

  /// A table cell `width` points wide at `y` whose content view
  /// (`contentWidth` wide) holds `bar` between its margins.
  func cell(width: Double, contentWidth: Double, y: Double, accessory: String? = nil) -> String {
    """
    <tableViewCell contentMode="scaleToFill" selectionStyle="default" \(accessory.map { "accessoryType=\"\($0)\"" } ?? "") indentationWidth="10" id="cell">
        <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="44"/>
        <autoresizingMask key="autoresizingMask"/>
        \(IB.cellContentView(cell: "cell", width: contentWidth, constraints: marginConstraints("content")))
    </tableViewCell>
    """
  }

  /// A plain table `width` points wide at `x` with that cell as its one prototype.
  func table(x: Double, width: Double) -> String {
    """
    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
        <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="300"/>
        <prototypes>\(cell(width: width, contentWidth: width, y: 50))</prototypes>
    </tableView>
    """
  }

  func cellXib(accessory: String?, contentWidth: Double) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>\(cell(width: 375, contentWidth: contentWidth, y: 0, accessory: accessory))</objects>
    </document>
    """
  }

  func testACellsAccessoryLeaves8PointsOnItsSide() throws {
    // The content view stops short of a disclosure indicator (341 of 375 points).
    let plain = try IB.scene(cellXib(accessory: nil, contentWidth: 375))
    XCTAssertEqual(plain.document.rootKind, .tableCellContent)
    assertFrame(IB.frame("bar", in: plain, IB.solve(plain)), 16, 11, 343, 20)
    let disclosed = try IB.scene(cellXib(accessory: "disclosureIndicator", contentWidth: 341))
    XCTAssertTrue(disclosed.document.root.hasAccessory)
    assertFrame(IB.frame("bar", in: disclosed, IB.solve(disclosed)), 16, 11, 317, 20)
  }

  /// A phone's cells have its landscape margins in a file laid out in
  /// landscape: 20 in a table on a 375-point phone turned to 667 points,
  /// 16 in portrait.
  func testACellOfALandscapeFileHasTheLandscapeScreensMargin() throws {
    func cellMargin(_ orientation: String, _ w: Double, _ h: Double) throws -> Double {
      let text = IB.storyboard(device: "retina4_7", orientation: orientation, toolsVersion: "19529", width: w, height: h, subviews: table(x: 0, width: w))
      let scene = try XCTUnwrap(IB.read(text).scenes.first { $0.document.rootKind == .tableCellContent })
      return IB.frame("bar", in: scene, IB.solve(scene))?.x ?? -1
    }
    XCTAssertEqual(try cellMargin("portrait", 375, 667), 16)
    XCTAssertEqual(try cellMargin("landscape", 667, 375), 20)
  }

  func testARootThatDoesNotInsetItsMarginsFromTheSafeAreaMeasuresThemFromItsEdges() throws {
    let text = IB.storyboard(subviews: IB.view(id: "bar", frame: (20, 0, 374, 20)), constraints: marginConstraints("root"))
    let inset = try IB.scene(text)
    let top = inset.document.safeAreaInsets.top
    XCTAssertGreaterThan(top, 0, "a notched phone has an unsafe area at the top")
    assertFrame(IB.frame("bar", in: inset, IB.solve(inset)), 20, top, 374, 20)
    let fromEdges = try IB.scene(text.replacingOccurrences(of: #"id="root""#, with: #"insetsLayoutMarginsFromSafeArea="NO" id="root""#))
    assertFrame(IB.frame("bar", in: fromEdges, IB.solve(fromEdges)), 20, 0, 374, 20)
  }

  func testAViewControllersCustomMarginsAreFlooredByTheSystemMinimumUnlessItSaysNot() throws {
    let root = #"<edgeInsets key="layoutMargins" top="0.0" left="4" bottom="0.0" right="4"/>"#
    let text = IB.storyboard(subviews: IB.view(id: "bar", frame: (20, 0, 374, 20)), constraints: marginConstraints("root"), rootBody: root)
    let floored = try IB.scene(text)
    let top = floored.document.safeAreaInsets.top
    // A 414-point phone's minimum is 20.
    assertFrame(IB.frame("bar", in: floored, IB.solve(floored)), 20, top, 374, 20)
    let exact = try IB.scene(text.replacingOccurrences(of: #"<viewController id="vc""#, with: #"<viewController viewRespectsSystemMinimumLayoutMargins="NO" id="vc""#))
    assertFrame(IB.frame("bar", in: exact, IB.solve(exact)), 4, top, 406, 20)
  }

  /// A table narrower than its screen inside a controller's view takes the
  /// screen's margin (an unseen file: a 374-point table on a 390-point
  /// screen places its cells' views 20 from the edge); one inside a
  /// collection view cell keeps its own width's (16).
  func testATableInAControllersViewTakesTheScreensMarginAndOneInACellItsOwn() throws {
    let cell = table(x: 8, width: 374)
    let inView = IB.storyboard(device: "retina6_0", toolsVersion: "19529", width: 390, height: 844, subviews: cell)
    let scene = try XCTUnwrap(IB.read(inView).scenes.first { $0.document.rootKind == .tableCellContent })
    XCTAssertFalse(scene.document.root.tableInCell)
    assertFrame(IB.frame("bar", in: scene, IB.solve(scene)), 20, 11, 334, 20)
    let inCollectionCell = IB.storyboard(device: "retina6_0", toolsVersion: "19529", width: 390, height: 844, subviews: """
      <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
          <rect key="frame" x="0.0" y="0.0" width="390" height="700"/>
          <cells>
              <collectionViewCell opaque="NO" contentMode="center" id="gcell">
                  <rect key="frame" x="0.0" y="0.0" width="390" height="600"/>
                  <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="gcontent">
                      <rect key="frame" x="0.0" y="0.0" width="390" height="600"/>
                      <subviews>\(cell)</subviews>
                  </collectionViewCellContentView>
              </collectionViewCell>
          </cells>
      </collectionView>
      """)
    let nested = try XCTUnwrap(IB.read(inCollectionCell).scenes.first { $0.document.rootKind == .tableCellContent })
    XCTAssertTrue(nested.document.root.tableInCell)
    assertFrame(IB.frame("bar", in: nested, IB.solve(nested)), 16, 11, 342, 20)
  }
}
