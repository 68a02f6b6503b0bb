import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import XCTest

/// Small storyboards written inline, read and solved.
enum IB {
  /// A storyboard with one view controller (id `vc`) whose root view (`root`,
  /// `width`×`height`) holds `subviews` and `constraints`, a safe area guide
  /// `sa`, and `extra` inside the view controller (layout guides, outlets).
  static func storyboard(
    device: String? = "retina6_1", orientation: String = "portrait", toolsVersion: String = "22154", width: Double = 414, height: Double = 896,
    subviews: String, constraints: String = "", extra: String = "", rootBody: String = "", safeArea: Bool = true
  ) -> String {
    let deviceLine = device.map { "<device id=\"\($0)\" orientation=\"\(orientation)\" appearance=\"light\"/>" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
          \(deviceLine)
          <scenes>
              <!--Login View Controller-->
              <scene sceneID="scene-1">
                  <objects>
                      <viewController id="vc" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
      \(subviews)
                              </subviews>
                              \(safeArea ? "<viewLayoutGuide key=\"safeArea\" id=\"sa\"/>" : "")
                              <constraints>
      \(constraints)
                              </constraints>
      \(rootBody)
                          </view>
      \(extra)
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
  }

  static func read(_ text: String, options: ReadOptions = ReadOptions()) throws -> InterfaceBuilderFile {
    try InterfaceBuilderReader.parse(Data(text.utf8), file: "test.storyboard", options: options)
  }

  /// The only scene of `text`.
  static func scene(_ text: String, options: ReadOptions = ReadOptions(), file: StaticString = #filePath, line: UInt = #line) throws -> InterfaceBuilderScene {
    let f = try read(text, options: options)
    XCTAssertEqual(f.scenes.count, 1, "scenes", file: file, line: line)
    return try XCTUnwrap(f.scenes.first, file: file, line: line)
  }

  static func solve(_ scene: InterfaceBuilderScene) -> LayoutResult { LayoutEngine(scene.document).layoutIfNeeded() }

  /// The solved frame of the view with IB id `id`, as IB stores frames.
  static func frame(_ id: String, in scene: InterfaceBuilderScene, _ result: LayoutResult) -> Frame? {
    guard let info = scene.views.first(where: { $0.id == id }), let v = result.view(info.name) else { return nil }
    return info.frame(alignmentRect: v.frame)
  }

  /// Constraints that put view `id` between `holder`'s leading and trailing
  /// margins, at its top, `height` tall.
  static func betweenMargins(_ id: String, of holder: String, height: Double) -> String {
    """
    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(holder)" secondAttribute="leadingMargin" id="\(id)-l"/>
    <constraint firstAttribute="trailingMargin" secondItem="\(id)" secondAttribute="trailing" id="\(id)-t"/>
    <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(holder)" secondAttribute="top" id="\(id)-y"/>
    <constraint firstItem="\(id)" firstAttribute="height" constant="\(height)" id="\(id)-h"/>
    """
  }

  /// A view controller (`first`) whose segue of `kind` leads to `destination`.
  static func presenter(segue kind: String, to destination: String) -> String {
    """
    <viewController id="first" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="firstRoot">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
        </view>
        <connections>
            <segue destination="\(destination)" kind="\(kind)" id="p1"/>
        </connections>
    </viewController>
    """
  }

  /// A table cell's content view (`content`, `width` points wide, in cell
  /// `cell`) whose view `bar` is placed by `constraints`.
  static func cellContentView(cell: String, width: Double, constraints: String) -> String {
    """
    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="\(cell)" id="content">
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
        <autoresizingMask key="autoresizingMask"/>
        <subviews>\(view(id: "bar", frame: (16, 11, width - 32, 20)))</subviews>
        <constraints>\(constraints)</constraints>
    </tableViewCellContentView>
    """
  }

  /// A container view controller (`element`: `navigationController`,
  /// `tabBarController`, id `id`) with its `bar` element, holding
  /// `destination` by the relationship `relationship`.
  static func container(_ element: String, id: String, bar: String, relationship: String, to destination: String) -> String {
    """
    <\(element) id="\(id)" sceneMemberID="viewController">
        \(bar)
        <connections>
            <segue destination="\(destination)" kind="relationship" relationship="\(relationship)" id="\(id)-s1"/>
        </connections>
    </\(element)>
    """
  }

  static func view(id: String, kind: String = "view", attributes: String = "", frame: (Double, Double, Double, Double), body: String = "") -> String {
    """
    <\(kind) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="\(id)">
        <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
        \(body)
    </\(kind)>
    """
  }
}

/// Frames compared to 0.001 points.
func assertFrame(_ f: Frame?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, file: StaticString = #filePath, line: UInt = #line) {
  guard let f else { return XCTFail("no frame", file: file, line: line) }
  XCTAssertTrue(f.isClose(to: Frame(x: x, y: y, width: w, height: h), tolerance: 1e-3), "\(f) is not (\(x), \(y), \(w), \(h))", file: file, line: line)
}
