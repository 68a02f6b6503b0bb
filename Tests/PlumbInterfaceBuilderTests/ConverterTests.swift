import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene
import PlumbTestSupport
import XCTest

/// `plumb convert`: every scene of every fixture, written as a `.scene`,
/// parses and solves to the frames of the scene as read.
final class ConverterTests: XCTestCase {
  func testEveryFixtureSceneConvertsToTheSameFrames() throws {
    let dir = Repository.url("Tests/Fixtures/InterfaceBuilder")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    var compared = 0
    for f in files {
      let file = try InterfaceBuilderReader.read(contentsOf: dir.appendingPathComponent(f).path)
      for scene in file.scenes {
        let out = DocumentConverter.convert(scene.document, scene.provenance(of: scene.document))
        let parsed: Scene
        do {
          parsed = try SceneParser.parse(out.text, file: "\(f) \(scene.id).scene")
        } catch {
          XCTFail("\(f) \(scene.name): \(error)\n\(out.text)")
          continue
        }
        let want = LayoutEngine(scene.document).layoutIfNeeded()
        let got = LayoutEngine(parsed.document).layoutIfNeeded()
        for v in want.views {
          let name = try XCTUnwrap(out.names[v.name])
          guard let g = got.view(name) else { XCTFail("\(f) \(scene.name): no \(name)"); continue }
          XCTAssertTrue(g.frame.isClose(to: v.frame, tolerance: 1e-6), "\(f) \(scene.name) \(name): \(g.frame) ≠ \(v.frame)")
          compared += 1
        }
      }
    }
    XCTAssertGreaterThan(compared, 250)
  }

  func testGuidesAreWrittenAsGuideItems() throws {
    let inner = IB.view(id: "in", frame: (12, 48, 10, 10))
    let card = IB.view(
      id: "card", attributes: "userLabel=\"Card view\"", frame: (0, 0, 414, 200),
      body: """
        <subviews>\(inner)</subviews>
        <viewLayoutGuide key="safeArea" id="csa"/>
        <constraints>
            <constraint firstItem="in" firstAttribute="top" secondItem="csa" secondAttribute="top" id="a"/>
            <constraint firstItem="in" firstAttribute="leading" secondItem="card" secondAttribute="leadingMargin" id="b"/>
            <constraint firstItem="in" firstAttribute="width" constant="10" id="c"/>
            <constraint firstItem="in" firstAttribute="height" constant="10" id="d"/>
        </constraints>
        """)
    let scene = try IB.scene(IB.storyboard(subviews: card, constraints: """
      <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" id="e"/>
      <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="f"/>
      <constraint firstItem="card" firstAttribute="width" constant="300" id="g"/>
      <constraint firstItem="card" firstAttribute="height" constant="200" id="h"/>
      """))
    let out = DocumentConverter.convert(scene.document, scene.provenance(of: scene.document))
    XCTAssertTrue(out.text.contains("UIView_in.top = Card_view.safeArea.top    # a\n"), out.text)
    XCTAssertTrue(out.text.contains("UIView_in.leading = Card_view.margins.leading    # b\n"), out.text)
    XCTAssertTrue(out.text.contains("Card_view.leading = root.margins.leading    # f\n"), out.text)
    XCTAssertFalse(out.text.contains("hidden=true"), "no helper views stand in for guides")
    let parsed = try SceneParser.parse(out.text, file: "t.scene")
    let r = LayoutEngine(parsed.document).layoutIfNeeded()
    XCTAssertEqual(r.view("Card_view")?.frame, Frame(x: 20, y: 0, width: 300, height: 200), "a 414-point screen has 20-point margins")
    XCTAssertEqual(r.view(try XCTUnwrap(out.names[try XCTUnwrap(scene.views.first { $0.id == "in" }?.name)]))?.frame, Frame(x: 8, y: 48, width: 10, height: 10))
  }
}
