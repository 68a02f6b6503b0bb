import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene
import PlumbSwiftCode
import XCTest

/// The same layout written as a scene, as an Interface Builder file and as
/// Swift code gives the same frames: one UIKit model decides the root's
/// margins whatever the reader (a view controller's view, a table cell's
/// content view, a xib's top-level view), on a compact and a regular device,
/// in both orientations.
final class CrossReaderTests: XCTestCase {
  /// A view `bar` between the root's leading and trailing margins, 20 tall;
  /// in a cell at the top margin, elsewhere 100 below the root's top (the
  /// top of a screen's safe area is Interface Builder's canvas business, not
  /// this test's).
  enum Root: CaseIterable {
    case controller, cell, topLevelView

    var sceneRoot: String {
      switch self {
      case .controller: return ""
      case .cell: return "root tablecell 44"
      case .topLevelView: return "root view"
      }
    }
    var top: (scene: String, swift: String, ib: String) {
      switch self {
      case .cell: return ("root.margins.top", "layoutMarginsGuide.topAnchor", #"secondAttribute="topMargin""#)
      case .controller, .topLevelView: return ("root.top + 100", "topAnchor, constant: 100", #"secondAttribute="top" constant="100""#)
      }
    }
  }

  func scene(_ root: Root, device: Device, orientation: Orientation) throws -> LayoutDocument {
    let text = """
      device \(device.name)
      orientation \(orientation.rawValue)
      \(root.sceneRoot)
      view bar
      bar.leading = root.margins.leading
      bar.trailing = root.margins.trailing
      bar.top = \(root.top.scene)
      bar.height = 20
      """
    return try SceneParser.parse(text, file: "cross.scene").document
  }

  func swift(_ root: Root, device: Device, orientation: Orientation) -> LayoutDocument {
    let holder = root == .controller ? "view" : root == .cell ? "contentView" : "self"
    let guide = "\(holder).layoutMarginsGuide"
    let body = """
          bar.translatesAutoresizingMaskIntoConstraints = false
          \(holder).addSubview(bar)
          NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: \(guide).leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: \(guide).trailingAnchor),
            bar.topAnchor.constraint(equalTo: \(root == .cell ? "\(holder).layoutMarginsGuide.topAnchor" : "\(holder).\(root.top.swift)")),
            bar.heightAnchor.constraint(equalToConstant: 20),
          ])
      """
    let code: String
    switch root {
    case .controller:
      code = "final class Screen: UIViewController {\n  let bar = UIView()\n  override func viewDidLoad() {\n    super.viewDidLoad()\n\(body)\n  }\n}"
    case .cell:
      code = """
        final class Cell: UITableViewCell {
          let bar = UIView()
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        \(body)
          }
        }
        """
    case .topLevelView:
      code = "final class Card: UIView {\n  let bar = UIView()\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n\(body)\n  }\n}"
    }
    return try! SwiftCodeImporter.read("import UIKit\n" + code, file: "Cross.swift", options: SwiftCodeOptions(device: device, orientation: orientation)).document
  }

  func interfaceBuilder(_ root: Root, device: Device, orientation: Orientation) throws -> (LayoutDocument, String) {
    let bar = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
          <rect key="frame" x="16" y="100" width="343" height="20"/>
      </view>
      """
    func constraints(_ holder: String) -> String {
      """
      <constraint firstItem="bar" firstAttribute="leading" secondItem="\(holder)" secondAttribute="leadingMargin" id="c-l"/>
      <constraint firstItem="\(holder)" firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="c-t"/>
      <constraint firstItem="bar" firstAttribute="top" secondItem="\(holder)" \(root.top.ib) id="c-y"/>
      <constraint firstItem="bar" firstAttribute="height" constant="20" id="c-h"/>
      """
    }
    let objects: String
    switch root {
    case .controller:
      objects = """
        <viewController id="vc" customClass="Screen">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(bar)</subviews>
                <viewLayoutGuide key="safeArea" id="sa"/>
                <constraints>\(constraints("root"))</constraints>
            </view>
        </viewController>
        """
    case .cell:
      objects = """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell" customClass="Cell">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>\(bar)</subviews>
                <constraints>\(constraints("content"))</constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    case .topLevelView:
      objects = """
        <view contentMode="scaleToFill" id="top" customClass="Card">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>\(bar)</subviews>
            <viewLayoutGuide key="safeArea" id="sa"/>
            <constraints>\(constraints("top"))</constraints>
        </view>
        """
    }
    let isStoryboard = root == .controller
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(isStoryboard ? "Storyboard." : "")XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          \(isStoryboard ? "<scenes><scene sceneID=\"s1\"><objects>" : "<objects>")
          \(objects)
          \(isStoryboard ? "</objects></scene></scenes>" : "</objects>")
      </document>
      """
    let file = try InterfaceBuilderReader.parse(
      Data(text.utf8), file: isStoryboard ? "cross.storyboard" : "cross.xib", options: ReadOptions(device: device, orientation: orientation))
    let scene = try XCTUnwrap(file.scenes.first)
    let name = try XCTUnwrap(scene.views.first { $0.id == "bar" }?.name)
    return (scene.document, name)
  }

  func frame(_ document: LayoutDocument, _ name: String) -> Frame? { LayoutEngine(document).layoutIfNeeded().view(name)?.frame }

  func testTheSameLayoutReadThreeWaysGivesTheSameFrames() throws {
    var checked = 0
    for root in Root.allCases {
      for device in [Device.iphone, .ipad] {
        for orientation in [Orientation.portrait, .landscape] {
          let what = "\(root) on \(device.name) in \(orientation)"
          let fromScene = try XCTUnwrap(frame(try scene(root, device: device, orientation: orientation), "bar"), what)
          let fromSwift = try XCTUnwrap(frame(swift(root, device: device, orientation: orientation), "bar"), what)
          let (ib, name) = try interfaceBuilder(root, device: device, orientation: orientation)
          let fromIB = try XCTUnwrap(frame(ib, name), what)
          XCTAssertEqual(fromSwift, fromScene, "Swift code, \(what)")
          XCTAssertEqual(fromIB, fromScene, "Interface Builder, \(what)")
          checked += 1
        }
      }
    }
    XCTAssertEqual(checked, 12)
  }

  /// The figures the three agree on, worked out by hand: a 375-point phone
  /// has 16-point side margins in both orientations (its width stays
  /// compact), an iPad 20; a table cell's content view 11 at the top; a
  /// top-level view 8.
  func testTheFramesTheyAgreeOnAreUIKits() throws {
    XCTAssertEqual(frame(try scene(.controller, device: .iphone, orientation: .portrait), "bar"), Frame(x: 16, y: 100, width: 343, height: 20))
    XCTAssertEqual(frame(try scene(.controller, device: .iphone, orientation: .landscape), "bar"), Frame(x: 16, y: 100, width: 635, height: 20))
    XCTAssertEqual(frame(try scene(.controller, device: .ipad, orientation: .landscape), "bar"), Frame(x: 20, y: 100, width: 984, height: 20))
    XCTAssertEqual(frame(try scene(.cell, device: .iphone, orientation: .landscape), "bar"), Frame(x: 16, y: 11, width: 635, height: 20))
    XCTAssertEqual(frame(try scene(.cell, device: .ipad, orientation: .portrait), "bar"), Frame(x: 20, y: 11, width: 728, height: 20))
    XCTAssertEqual(frame(try scene(.topLevelView, device: .iphone, orientation: .portrait), "bar"), Frame(x: 8, y: 100, width: 359, height: 20))
  }
}
