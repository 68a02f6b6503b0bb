import Foundation
import PlumbTestSupport
import XCTest

/// `plumb solve|render|check` on storyboards and xibs, through the real binary.
final class InterfaceBuilderCLITests: XCTestCase {
  static let fixtures = "Tests/Fixtures/InterfaceBuilder/"

  func plumb(_ args: [String]) throws -> PlumbProcess.Run { try PlumbProcess.run(args) }

  func testSolveJSONHasFileScenesIDsAndKinds() throws {
    let file = Self.fixtures + "107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard"
    let r = try plumb(["solve", file, "--format", "json"])
    XCTAssertEqual(r.status, 0, r.err)
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    XCTAssertEqual(json["file"] as? String, file)
    let scenes = try XCTUnwrap(json["scenes"] as? [[String: Any]])
    XCTAssertEqual(scenes.count, 1)
    let scene = scenes[0]
    XCTAssertNotNil(scene["id"] as? String)
    XCTAssertNotNil(scene["name"] as? String)
    XCTAssertEqual((scene["canvas"] as? [String: Double])?["width"], 393)
    let views = try XCTUnwrap(scene["views"] as? [[String: Any]])
    let stack = try XCTUnwrap(views.first { $0["kind"] as? String == "stackView" })
    XCTAssertNotNil(stack["id"] as? String)
    XCTAssertNotNil(stack["frame"] as? [String: Double])
    // --scene ID prints that one SCENE.
    let id = try XCTUnwrap(scene["id"] as? String)
    let one = try plumb(["solve", file, "--format", "json", "--scene", id])
    XCTAssertEqual(one.status, 0, one.err)
    let single = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(one.out.utf8)) as? [String: Any])
    XCTAssertEqual(single["id"] as? String, id)
    XCTAssertNil(single["scenes"])
    let missing = try plumb(["solve", file, "--scene", "nope"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.err.contains("no scene 'nope'"), missing.err)
  }

  func testCheckIsCleanOnAMatchingFileAndRenderDraws() throws {
    let file = Self.fixtures + "048_DonMag_KutayXIBs_TripDetailView.xib"
    let r = try plumb(["check", file])
    XCTAssertEqual(r.status, 0, r.out + r.err)
    let drawing = try plumb(["render", file, "--width", "60", "--ascii"])
    XCTAssertEqual(drawing.status, 0, drawing.err)
    XCTAssertTrue(drawing.out.contains("+"), drawing.out)
  }

  /// A stored frame Interface Builder did not mark misplaced is Plumb's
  /// word against Xcode's: reported only where a configuration enables
  /// `unmarked-misplaced-view`, at the view's XML line.
  func testCheckReportsUnmarkedMisplacedViewsAtTheirXMLLineOnlyWhenEnabled() throws {
    // A constraint changed with --set: the stored frames are no longer the solved ones.
    let file = Self.fixtures + "107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard"
    let changed = ["--set", "E5K-5x-Mx7.constant=200"]
    let quiet = try plumb(["check", file, "--strict"] + changed)
    XCTAssertEqual(quiet.status, 0, "Xcode marked no view misplaced: " + quiet.out + quiet.err)
    XCTAssertFalse(quiet.out.contains("will be different at run time"), quiet.out)
    XCTAssertTrue(quiet.out.contains("no conflicts, no ambiguity, no misplaced views."), "the findings left out leave the file clean: \(quiet.out)")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let config = dir.appendingPathComponent("plumb.yml").path
    try "rules:\n  unmarked-misplaced-view: warning\n".write(toFile: config, atomically: true, encoding: .utf8)
    let r = try plumb(["check", file, "--strict", "--config", config] + changed)
    // On another device the file's stored frames are another screen's: nothing to compare.
    let other = try plumb(["check", file, "--device", "retina4_7", "--strict", "--config", config])
    XCTAssertFalse(other.out.contains("Interface Builder did not mark it misplaced"), other.out)
    XCTAssertEqual(r.status, 1, r.out + r.err)
    XCTAssertTrue(r.out.contains("; Interface Builder did not mark it misplaced"), r.out)
    XCTAssertFalse(r.out.contains("no misplaced views"), "not clean when the rule is on: \(r.out)")
    let first = try XCTUnwrap(r.out.split(separator: "\n").first { $0.contains("Interface Builder did not mark it misplaced") })
    let parts = first.split(separator: ":")
    XCTAssertEqual(String(parts[0]), file)
    let line = try XCTUnwrap(Int(parts[1]))
    let xml = try Repository.text(file).split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertTrue(xml[line - 1].contains("translatesAutoresizingMaskIntoConstraints=\"NO\""), String(xml[line - 1]))
    XCTAssertTrue(first.contains(": warning: "))
  }

  func testMalformedAndMissingFilesExitTwoWithALocatedMessage() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let bad = dir.appendingPathComponent("Broken.storyboard")
    try Data("<?xml version=\"1.0\"?>\n<document version=\"3.0\">\n<scenes>\n</document>\n".utf8).write(to: bad)
    for command in ["solve", "render", "check"] {
      let r = try plumb([command, bad.path])
      XCTAssertEqual(r.status, 2, command)
      XCTAssertTrue(r.err.hasPrefix(bad.path + ":4:"), r.err)
      XCTAssertTrue(r.err.contains(": error: malformed XML"), r.err)
    }
    let none = try plumb(["solve", dir.appendingPathComponent("None.xib").path])
    XCTAssertEqual(none.status, 2)
    XCTAssertTrue(none.err.contains("no such file"), none.err)
  }
}

extension InterfaceBuilderCLITests {
  func testAllDevicesSaysWhereAFindingAppears() throws {
    // `wide` is full width and at least 400 points: a conflict on screens narrower than 400.
    // `loose` has a size and no position: ambiguous everywhere.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Sweep.storyboard")
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" useAutolayout="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <scenes><scene sceneID="s"><objects>
              <viewController id="vc" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="root">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="wide" id="wide">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="10"/>
                          </view>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="loose" id="loose">
                              <rect key="frame" x="0.0" y="20" width="10" height="10"/>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
                          <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" id="b"/>
                          <constraint firstItem="wide" firstAttribute="width" secondItem="root" secondAttribute="width" id="c"/>
                          <constraint firstItem="wide" firstAttribute="height" constant="10" id="d"/>
                          <constraint firstItem="wide" firstAttribute="width" relation="greaterThanOrEqual" constant="400" id="e"/>
                          <constraint firstItem="loose" firstAttribute="width" constant="10" id="f"/>
                          <constraint firstItem="loose" firstAttribute="height" constant="10" id="g"/>
                      </constraints>
                  </view>
              </viewController>
          </objects></scene></scenes>
      </document>
      """
    try Data(text.utf8).write(to: file)
    let r = try plumb(["check", file.path, "--all-devices"])
    XCTAssertEqual(r.status, 1, r.out + r.err)
    let lines = r.out.split(separator: "\n")
    XCTAssertEqual(lines.count, 2, r.out + "(the conflict, where the later 'width >= 400' is broken, and 'loose')")
    let loose = try XCTUnwrap(lines.first { $0.contains("'loose' has an ambiguous layout") }, r.out)
    XCTAssertTrue(loose.hasSuffix("(on every device in both orientations and in every iPad Split View window)"), String(loose))
    let wide = try XCTUnwrap(lines.first { $0.contains("unable to simultaneously satisfy") }, r.out)
    XCTAssertTrue(wide.contains("retina4_7 portrait") && !wide.contains("retina6_1 portrait") && !wide.contains("landscape"), String(wide))
    XCTAssertTrue(lines.allSatisfy { !$0.contains("will be different") }, "misplaced views are for the file's own device")
    let clean = try plumb(["check", Self.fixtures + "048_DonMag_KutayXIBs_TripDetailView.xib", "--all-devices"])
    XCTAssertEqual(clean.status, 0, clean.out)
    let both = try plumb(["check", file.path, "--all-devices", "--device", "retina4_7"])
    XCTAssertEqual(both.status, 2)
  }
}

extension InterfaceBuilderCLITests {
  func testSetChangesAConstraintByItsIBID() throws {
    let file = Self.fixtures + "107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard"
    // UVo-on-sgN: the stack's leading, 16 points from the safe area.
    let moved = try plumb(["solve", file, "--set", "UVo-on-sgN.constant=40"])
    XCTAssertEqual(moved.status, 0, moved.err)
    XCTAssertTrue(moved.out.contains("UIStackView 13Y-zp-l4z [13Y-zp-l4z]    (40, 59, 337, "), moved.out)
    let missing = try plumb(["solve", file, "--set", "nope.constant=1"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.err.contains("no constraint has the IB id or identifier 'nope'"), missing.err)
  }
}

extension InterfaceBuilderCLITests {
  func testConvertPrintsASceneThatSolvesToTheSameFrames() throws {
    let file = Self.fixtures + "048_DonMag_KutayXIBs_TripDetailView.xib"
    let r = try plumb(["convert", file])
    XCTAssertEqual(r.status, 0, r.err)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = dir.appendingPathComponent("Trip.scene")
    try Data(r.out.utf8).write(to: scene)
    let converted = try plumb(["solve", scene.path, "--format", "json"])
    XCTAssertEqual(converted.status, 0, converted.err)
    let original = try plumb(["solve", file, "--format", "json"])
    func frames(_ json: String, _ path: [String]) throws -> [[String: Double]] {
      var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      if path.first == "scenes" { object = try XCTUnwrap((object["scenes"] as? [[String: Any]])?.first) }
      return try XCTUnwrap(object["views"] as? [[String: Any]]).compactMap { $0["frame"] as? [String: Double] }
    }
    let a = try frames(original.out, ["scenes"]), b = try frames(converted.out, [])
    XCTAssertEqual(a.count, 25)
    XCTAssertEqual(Array(b.prefix(a.count)), a, "the scene's views come first, in the file's order, then the helpers")
    let many = try plumb(["convert", Self.fixtures + "089_onevcat_Kingfisher_Main.storyboard"])
    XCTAssertEqual(many.status, 2)
    XCTAssertTrue(many.err.contains("choose one with --scene"), many.err)
  }
}

extension InterfaceBuilderCLITests {
  /// Without --device a file is laid out as Interface Builder shows it, with
  /// its placeholder constraints; with --device as the device runs it, without them.
  func testPlaceholdersFollowTheMode() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Placeholder.storyboard")
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" useAutolayout="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <scenes><scene sceneID="s"><objects>
              <viewController id="vc" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="root">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="30"/>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a"/>
                          <constraint firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="b"/>
                          <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="c"/>
                          <constraint firstItem="bar" firstAttribute="height" constant="44" placeholder="YES" id="d"/>
                      </constraints>
                  </view>
              </viewController>
          </objects></scene></scenes>
      </document>
      """
    try Data(text.utf8).write(to: file)
    func height(_ args: [String]) throws -> Double? {
      let r = try plumb(["solve", file.path, "--format", "json"] + args)
      let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
      let views = (json?["scenes"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]
      return (views?.first { $0["id"] as? String == "bar" }?["frame"] as? [String: Any])?["height"] as? Double
    }
    XCTAssertEqual(try height([]), 44, "the canvas has the placeholder")
    XCTAssertNotEqual(try height(["--device", "retina6_1"]), 44, "a device does not")
    // Without it the height is free: the canvas keeps the stored 30, as Interface Builder does.
    XCTAssertEqual(try height(["--no-placeholders"]), 30)
    XCTAssertEqual(try height(["--device", "retina6_1", "--placeholders"]), 44)
  }

  /// An Interface Builder document piped in is recognised and answered as
  /// such (it was read as a scene: "unexpected character '?'").
  func testADocumentOnStandardInputIsAskedForByPath() throws {
    let xml = try String(contentsOfFile: "Tests/Fixtures/InterfaceBuilder/048_DonMag_KutayXIBs_TripDetailView.xib", encoding: .utf8)
    for command in ["check", "solve", "convert"] {
      let r = try PlumbProcess.run([command, "-"], input: xml)
      XCTAssertEqual(r.status, 2, command)
      XCTAssertEqual(
        r.err, "plumb: error: standard input holds an Interface Builder document: give the .storyboard or .xib file's path instead (plumb check Main.storyboard)\n")
    }
  }
}
