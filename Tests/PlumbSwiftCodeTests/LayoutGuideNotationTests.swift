import Foundation
import XCTest
@testable import PlumbInterfaceBuilder
@testable import PlumbLayout
@testable import PlumbScene
@testable import PlumbSwiftCode
@testable import PlumbUIKitCode

/// Every layout guide of `LayoutGuide` goes through every notation and
/// comes back itself: scene text → document → scene text, the UIKit code
/// writer → the Swift reader, and an Interface Builder key → the guide.
final class LayoutGuideNotationTests: XCTestCase {
  /// The table names every guide once in each notation, and says where it has no name.
  func testTheTableIsComplete() {
    XCTAssertEqual(LayoutGuide.allCases.compactMap(\.sceneWord), ["safeArea", "margins", "readable", "content"])
    XCTAssertEqual(
      LayoutGuide.allCases.map(\.uikitProperty),
      ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide", "contentLayoutGuide", "frameLayoutGuide", "topLayoutGuide", "bottomLayoutGuide", "keyboardLayoutGuide"])
    XCTAssertEqual(LayoutGuide.allCases.compactMap(\.interfaceBuilderKey), ["safeArea", "contentLayoutGuide", "frameLayoutGuide"])
    XCTAssertEqual(LayoutGuide.allCases.compactMap(\.interfaceBuilderLegacyType), ["top", "bottom"])
    for g in LayoutGuide.allCases {
      XCTAssertEqual(LayoutGuide(uikitProperty: g.uikitProperty), g)
      if let w = g.sceneWord { XCTAssertEqual(LayoutGuide(sceneWord: w), g) }
      if let k = g.interfaceBuilderKey { XCTAssertEqual(LayoutGuide(interfaceBuilderKey: k), g) }
      if let t = g.interfaceBuilderLegacyType { XCTAssertEqual(LayoutGuide(interfaceBuilderLegacyType: t), g) }
      // Each guide is in the model one way: as a guide item, as a view (a scroll view's frame), or as edges (the legacy guides).
      let ref = ItemRef.guide(g, of: "v")
      switch g.owners {
      case .anyView, .scrollViews:
        guard g.sceneWord != nil else {
          XCTAssertEqual(ref, .view("v"), "\(g)")
          continue
        }
        XCTAssertEqual(ref.layoutGuide?.guide, g, "\(g)")
        XCTAssertEqual(ref.layoutGuide?.owner, "v", "\(g)")
        XCTAssertEqual(LayoutItem.guide(g, of: "v")?.layoutGuide?.guide, g, "\(g)")
      case .viewController: XCTAssertNotNil(g.legacyEdge(.top), "\(g)")
      }
      // UIKit's identifiers of the guide's constraints start with its prefix.
      if let prefix = g.identifierPrefix, g != .margins { XCTAssertEqual(g.identifier(.top), "\(prefix)-top") }
    }
    XCTAssertEqual(LayoutGuide.margins.identifier(.left), "UIView-leftMargin-guide-constraint")
  }

  /// The owners (nil: the root) a scene may name a guide on.
  func sceneOwners(_ g: LayoutGuide) -> [String?] {
    switch g.owners {
    case .anyView: return [nil, "scroll"]
    case .scrollViews: return ["scroll"]
    case .viewController: return []
    }
  }

  func testEveryGuideRoundTripsThroughSceneText() throws {
    var seen: Set<LayoutGuide> = []
    for g in LayoutGuide.allCases {
      guard let word = g.sceneWord else { continue }
      for owner in sceneOwners(g) {
        let line = "box.top = \(owner ?? "root").\(word).top + 10"
        let scene = try SceneParser.parse("canvas 300x200\nview scroll\nview box\n\(line)\n", file: "g.scene")
        let c = try XCTUnwrap(scene.document.constraints.first)
        XCTAssertEqual(c.secondItem?.layoutGuide?.guide, g, line)
        XCTAssertEqual(c.secondItem?.layoutGuide?.owner, owner, line)
        // The root's safe area is written without its owner, as it always was.
        let expected = g == .safeArea && owner == nil ? "box.top = safeArea.top + 10" : line
        XCTAssertEqual(c.notation, expected)
        // The writer keeps a constraint's text as the file wrote it.
        let written = SceneWriter.write(scene, scene.document)
        XCTAssertTrue(written.contains(line), written)
        XCTAssertEqual(try SceneParser.parse(written, file: "g.scene").document.constraints, scene.document.constraints, line)
        seen.insert(g)
      }
    }
    XCTAssertEqual(seen, Set(LayoutGuide.allCases.filter { $0.sceneWord != nil }))
  }

  func testEveryGuideRoundTripsThroughSwiftCode() throws {
    var seen: Set<LayoutGuide> = []
    for g in LayoutGuide.allCases {
      // The writer writes what a document holds: a scroll view's frame guide is the scroll view, the legacy guides the safe area's edges.
      guard g.sceneWord != nil else { continue }
      for owner in sceneOwners(g) {
        var d = LayoutDocument()
        d.views = [ViewSpec(name: "scroll", kind: .view), ViewSpec(name: "box", kind: .view)]
        d.constraints = [ConstraintSpec(firstItem: .view("box"), firstAttribute: .top, secondItem: .guide(g, of: owner), secondAttribute: .top, constant: 10)]
        let out = SwiftCodeWriter.write(d)
        XCTAssertTrue(out.text.contains(".\(g.uikitProperty).topAnchor"), out.text)
        let back = try SwiftCodeImporter.read(out.text, file: "G.swift")
        XCTAssertEqual(back.warnings.map(\.description), [], out.text)
        let c = try XCTUnwrap(back.document.constraints.first { $0.constant == 10 }, out.text)
        XCTAssertEqual(c.secondItem?.layoutGuide?.guide, g, out.text)
        XCTAssertEqual(c.secondItem?.layoutGuide?.owner, owner.map { out.names[$0] ?? $0 }, out.text)
        seen.insert(g)
      }
    }
    XCTAssertEqual(seen, Set(LayoutGuide.allCases.filter { $0.sceneWord != nil }))
  }

  /// The guides a document holds as something else read from Swift as that: a scroll view's frame guide is the scroll view, a legacy guide's bottom or top is the safe area's edge.
  func testSwiftReaderReadsEveryOtherGuideByTheTable() throws {
    for g in LayoutGuide.allCases where g.sceneWord == nil {
      let base = g.owners == .viewController ? g.uikitProperty : "scroll.\(g.uikitProperty)"
      let attribute: LayoutAttribute = g == .bottomLayoutGuide ? .top : .bottom
      let code = """
        import UIKit
        final class Screen: UIViewController {
          let scroll = UIScrollView()
          let box = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(scroll)
            scroll.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            box.topAnchor.constraint(equalTo: \(base).\(attribute.rawValue)Anchor, constant: 10).isActive = true
          }
        }
        """
      let back = try SwiftCodeImporter.read(code, file: "G.swift")
      let c = try XCTUnwrap(back.document.constraints.first { $0.constant == 10 }, "\(g)")
      switch g.owners {
      case .viewController:
        let (item, attr) = try XCTUnwrap(g.legacyEdge(attribute))
        XCTAssertEqual(c.secondItem, item, "\(g)")
        XCTAssertEqual(c.secondAttribute, attr, "\(g)")
      default:
        XCTAssertEqual(c.secondItem, .guide(g, of: "scroll"), "\(g)")
        XCTAssertEqual(c.secondAttribute, attribute, "\(g)")
      }
    }
  }

  /// Each Interface Builder guide (a `viewLayoutGuide` key, a `viewControllerLayoutGuide` type) is read as the table's guide.
  func testEveryInterfaceBuilderGuideIsReadByTheTable() throws {
    var seen: Set<LayoutGuide> = []
    for g in LayoutGuide.allCases {
      let guideElement: String
      var controllerGuides = ""
      var rootGuides = ""
      var scrollGuides = ""
      if let key = g.interfaceBuilderKey {
        guideElement = "<viewLayoutGuide key=\"\(key)\" id=\"g\"/>"
        if g.owners == .scrollViews { scrollGuides = guideElement } else { rootGuides = guideElement }
      } else if let type = g.interfaceBuilderLegacyType {
        controllerGuides = "<layoutGuides><viewControllerLayoutGuide type=\"\(type)\" id=\"g\"/></layoutGuides>"
      } else {
        continue
      }
      let attribute: LayoutAttribute = g == .bottomLayoutGuide ? .top : .bottom
      let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc">
                    \(controllerGuides)
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="10" width="100" height="100"/>
                                    </view>
                                </subviews>
                                \(scrollGuides)
                            </scrollView>
                        </subviews>
                        \(rootGuides)
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="g" secondAttribute="\(attribute.rawValue)" constant="10" id="c"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
      let file = try InterfaceBuilderReader.parse(Data(text.utf8), file: "g.storyboard")
      let scene = try XCTUnwrap(file.scenes.first)
      XCTAssertEqual(scene.warnings.map(\.description), [], "\(g)")
      let scroll = try XCTUnwrap(scene.views.first { $0.id == "scroll" }?.name)
      let c = try XCTUnwrap(scene.document.constraints.first { $0.constant == 10 }, "\(g)")
      let expected: (ItemRef, LayoutAttribute)
      switch g.owners {
      case .viewController: expected = try XCTUnwrap(g.legacyEdge(attribute))
      case .scrollViews: expected = (.guide(g, of: scroll), attribute)
      case .anyView: expected = (.guide(g, of: nil), attribute)
      }
      XCTAssertEqual(c.secondItem, expected.0, "\(g)")
      XCTAssertEqual(c.secondAttribute, expected.1, "\(g)")
      seen.insert(g)
    }
    XCTAssertEqual(seen, Set(LayoutGuide.allCases.filter { $0.interfaceBuilderKey != nil || $0.interfaceBuilderLegacyType != nil }))
  }
}
