import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene
import PlumbTestSupport
import XCTest

/// Devices, safe areas, simulated bars, errors and the corpus fixtures.
final class ReaderDocumentTests: XCTestCase {
  let pinned = IB.view(id: "v", frame: (20, 68, 100, 40))
  let toSafeArea = """
    <constraint firstItem="v" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="20" id="a"/>
    <constraint firstItem="v" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="20" id="b"/>
    <constraint firstItem="v" firstAttribute="width" constant="100" id="c"/>
    <constraint firstItem="v" firstAttribute="height" constant="40" id="d"/>
    """

  func testTheFilesDeviceGivesTheSizeSafeAreaAndTraits() throws {
    let scene = try IB.scene(IB.storyboard(subviews: pinned, constraints: toSafeArea))
    XCTAssertEqual(scene.document.device.name, "retina6_1")
    XCTAssertEqual(scene.document.safeAreaInsets, Insets(top: 48, left: 0, bottom: 34, right: 0))
    XCTAssertEqual(scene.document.traits, Traits(horizontal: .compact, vertical: .regular))
    assertFrame(IB.frame("v", in: scene, IB.solve(scene)), 20, 68, 100, 40)
    // Landscape: the sensor housing is at the side, and a large phone is regular width.
    let land = try IB.scene(IB.storyboard(orientation: "landscape", width: 896, height: 414, subviews: pinned, constraints: toSafeArea))
    XCTAssertEqual(land.document.safeAreaInsets, Insets(top: 0, left: 48, bottom: 21, right: 48))
    XCTAssertEqual(land.document.traits, Traits(horizontal: .regular, vertical: .compact))
    assertFrame(IB.frame("v", in: land, IB.solve(land)), 68, 20, 100, 40)
  }

  func testOlderXcodeSimulatesA44PointTopOnRetina6_1() throws {
    let scene = try IB.scene(IB.storyboard(toolsVersion: "15702", subviews: pinned, constraints: toSafeArea))
    assertFrame(IB.frame("v", in: scene, IB.solve(scene)), 20, 64, 100, 40)
  }

  func testEveryCorpusDeviceIDIsAPreset() {
    for id in ["retina3_5", "retina4_0", "retina4_7", "retina5_5", "retina5_9", "retina6_1", "retina6_5", "retina6_12", "retina6_72", "retina6_3", "retina6_9", "ipad9_7"] {
      XCTAssertNotNil(Device.named(id), id)
    }
    XCTAssertEqual(Device.named("retina6_12").map { [$0.width, $0.height] }, [393, 852])
    // The iPhone 12 to 14 since Xcode 14 (files from unseen projects use it, portrait and landscape).
    XCTAssertEqual(Device.named("retina6_0").map { [$0.width, $0.height, $0.portraitInsets.top, $0.landscapeInsets.left] }, [390, 844, 47, 47])
    XCTAssertEqual(Device.named("ipad9_7")?.landscapeTraits, .regularRegular)
  }

  func testANavigationControllerAddsItsBarToTheSafeArea() throws {
    let bar = #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="48" width="414" height="44"/></navigationBar>"#
    let nav = IB.container("navigationController", id: "nav", bar: bar, relationship: "rootViewController", to: "vc")
    var text = IB.storyboard(subviews: pinned, constraints: toSafeArea)
    text = text.replacingOccurrences(of: "</objects>", with: nav + "</objects>")
    let scene = try IB.scene(text)
    XCTAssertEqual(scene.document.safeAreaInsets.top, 92)
    assertFrame(IB.frame("v", in: scene, IB.solve(scene)), 20, 112, 100, 40)
    // A hidden bar takes nothing.
    let hidden = try IB.scene(text.replacingOccurrences(of: "<navigationController id", with: "<navigationController navigationBarHidden=\"YES\" id"))
    XCTAssertEqual(hidden.document.safeAreaInsets.top, 48)
    // Large titles add 52 points; a shown toolbar takes the bottom (49 above a home indicator).
    let large = try IB.scene(
      text.replacingOccurrences(of: "<navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" id", with: "<navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" largeTitles=\"YES\" id")
        .replacingOccurrences(of: "<navigationController id", with: "<navigationController toolbarHidden=\"NO\" id"))
    XCTAssertEqual(large.document.safeAreaInsets, Insets(top: 48 + 44 + 52, left: 0, bottom: 34 + 49, right: 0))
  }

  /// A constraint of an attribute to itself (a file whose `firstItem` is
  /// missing, so that it falls back on its second) is left out with a
  /// located warning, so the scene a conversion writes parses (found by the
  /// IB fuzz target).
  func testAConstraintOfAnAttributeToItselfIsLeftOutWithAWarning() throws {
    let text = IB.storyboard(
      subviews: IB.view(id: "v", frame: (0, 0, 100, 40)),
      constraints: """
        <constraint firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="self"/>
        <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        """)
    let scene = try IB.scene(text)
    XCTAssertEqual(scene.document.constraints.map(\.notation), ["UIView v.leading = root.leading"])
    XCTAssertEqual(scene.warnings.map(\.message), ["constraint self relates 'root.centerX' to itself, which says nothing; it is left out"])
  }

  func testMalformedXMLIsALocatedError() {
    let text = "<?xml version=\"1.0\"?>\n<document version=\"3.0\">\n  <scenes>\n    <scene sceneID=\"x\">\n  </scenes>\n</document>\n"
    XCTAssertThrowsError(try IB.read(text)) { error in
      guard case InterfaceBuilderError.malformedXML(let at, _)? = error as? InterfaceBuilderError else { return XCTFail("\(error)") }
      XCTAssertEqual(at.file, "test.storyboard")
      XCTAssertEqual(at.line, 5, "the parser stops at the mismatched end tag")
      XCTAssertTrue("\(error)".hasPrefix("test.storyboard:5:"), "\(error)")
    }
    // The message quotes the line with a caret under the place.
    let stray = "<?xml version=\"1.0\"?>\n<document version=\"3.0\">\n\t<scenes <<x/>\n</document>\n"
    XCTAssertThrowsError(try IB.read(stray)) { error in
      XCTAssertEqual("\(error)", "test.storyboard:3:10: error: malformed XML: a name is expected here (a stray '<'?)\n\t<scenes <<x/>\n\t        ^")
    }
  }

  /// Bytes that are not UTF-8 (FoundationXML traps on some, in a name) and
  /// nesting deeper than the reader's limit are located errors, not crashes.
  func testInvalidUTF8AndDeepNestingAreLocatedErrors() {
    let bad = Data("<document>\n  <a".utf8) + Data([0xC7]) + Data("/></document>".utf8)
    XCTAssertThrowsError(try InterfaceBuilderReader.tree(bad, file: "t.xib")) { error in
      XCTAssertEqual("\(error)", "t.xib:2:5: error: malformed XML: byte 0xC7 is not UTF-8 (Interface Builder files are UTF-8)\n  <a\u{FFFD}/></document>\n    ^")
    }
    // é is two bytes, one character: the column counts characters.
    let accented = Data("<document><é".utf8) + Data([0xFF]) + Data("/></document>".utf8)
    XCTAssertThrowsError(try InterfaceBuilderReader.tree(accented, file: "t.xib")) { error in
      XCTAssertTrue("\(error)".hasPrefix("t.xib:1:13: error: malformed XML: byte 0xFF is not UTF-8"), "\(error)")
    }
    let depth = 10_000
    let deep = "<document>\n" + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</document>"
    XCTAssertThrowsError(try InterfaceBuilderReader.tree(Data(deep.utf8), file: "t.xib")) { error in
      // The 10,000th <a> is the 10,001st element open: column 1 + 3 × 9,999.
      XCTAssertTrue("\(error)".hasPrefix("t.xib:2:29998: error: malformed XML: elements nest more than 10000 deep ('<a>')"), "\(error)")
    }
    let fits = "<document>" + String(repeating: "<a>", count: depth - 1) + String(repeating: "</a>", count: depth - 1) + "</document>"
    XCTAssertNoThrow(try InterfaceBuilderReader.tree(Data(fits.utf8), file: "t.xib"))
  }

  func testNotInterfaceBuilderAndFutureVersionsAreErrors() {
    XCTAssertThrowsError(try IB.read("<plist version=\"1.0\"><dict/></plist>")) { error in
      XCTAssertEqual(error as? InterfaceBuilderError, .notInterfaceBuilder(SourceLocation(file: "test.storyboard", line: 1, column: 1), element: "plist"))
    }
    XCTAssertThrowsError(try IB.read("<document version=\"4.0\"><scenes/></document>")) { error in
      guard case InterfaceBuilderError.unsupportedVersion(_, let v)? = error as? InterfaceBuilderError else { return XCTFail("\(error)") }
      XCTAssertEqual(v, "4.0")
    }
    XCTAssertThrowsError(try IB.read("")) { error in
      guard case InterfaceBuilderError.malformedXML? = error as? InterfaceBuilderError else { return XCTFail("\(error)") }
    }
  }

  func testElementLocationsAreTheirStartTags() throws {
    let text = IB.storyboard(subviews: pinned, constraints: toSafeArea)
    let scene = try IB.scene(text)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let v = try XCTUnwrap(scene.views.first { $0.id == "v" })
    let line = lines[v.location.line - 1]
    let column = line.utf8.index(line.utf8.startIndex, offsetBy: v.location.column - 1)
    XCTAssertTrue(line[column...].hasPrefix("<view"), "\(v.location): \(line)")
    let c = scene.constraintLocations[0]
    XCTAssertTrue(lines[c.line - 1].contains("id=\"a\""))
  }

  /// Every Auto Layout view of the fixtures solves to the frame IB saved.
  func testCorpusFixturesMatchInterfaceBuilder() throws {
    let dir = Repository.url("Tests/Fixtures/InterfaceBuilder")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    XCTAssertEqual(files.count, 6)
    var counted = 0
    for f in files {
      let file = try InterfaceBuilderReader.read(contentsOf: dir.appendingPathComponent(f).path)
      XCTAssertFalse(file.scenes.isEmpty, f)
      for scene in file.scenes {
        let r = IB.solve(scene)
        for v in scene.views where v.usesAutoLayout && !v.markedInFile {
          guard let stored = v.storedFrame else { continue }
          counted += 1
          XCTAssertTrue(IB.frame(v.id, in: scene, r)?.isClose(to: stored, tolerance: 0.5) ?? false, "\(f) \(scene.name) \(v.name): \(String(describing: IB.frame(v.id, in: scene, r))) ≠ \(stored)")
        }
      }
    }
    XCTAssertEqual(counted, 111 + 149)
  }
}

extension ReaderDocumentTests {
  /// Another device resizes screens; a custom view of a xib keeps its size, a cell takes the screen's width.
  func testADeviceResizesScreensNotCustomViews() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154" useAutolayout="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <objects>
              <view contentMode="scaleToFill" id="card">
                  <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="in">
                          <rect key="frame" x="8" y="8" width="284" height="104"/>
                      </view>
                  </subviews>
              </view>
          </objects>
      </document>
      """
    let own = try IB.scene(xib)
    XCTAssertTrue(own.document.device.isCanvas)
    XCTAssertEqual(own.document.size.width, 300)
    let other = try IB.scene(xib, options: ReadOptions(device: Device.named("retina4_7"), orientation: .landscape))
    XCTAssertEqual(other.document.size.width, 300)
    XCTAssertEqual(other.document.size.height, 120)
    XCTAssertEqual(other.document.traits, Traits(horizontal: .compact, vertical: .compact))
    let screen = try IB.scene(IB.storyboard(subviews: ""), options: ReadOptions(orientation: .landscape))
    XCTAssertEqual(screen.document.size.width, 896, "a screen turns")
    XCTAssertEqual(screen.document.size.height, 414)
  }
}

extension ReaderDocumentTests {
  /// Thousands of nested views are no crash: those past the limit are left out, with one warning.
  func testDeepNestingIsAWarningNotACrash() throws {
    let n = 3000
    var s = "<?xml version=\"1.0\"?>\n<document version=\"3.0\"><objects><view id=\"r\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>"
    for i in 0..<n { s += "<view id=\"v\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>" }
    for _ in 0..<n { s += "</subviews></view>" }
    s += "</subviews></view></objects></document>\n"
    let scene = try IB.scene(s)
    XCTAssertEqual(scene.views.count, 200)
    XCTAssertEqual(scene.warnings.count, 1)
    XCTAssertTrue(scene.warnings[0].message.contains("nested more than 200 deep"))
    XCTAssertEqual(IB.solve(scene).views.count, 200)
  }
}

extension ReaderDocumentTests {
  /// A `.scene` names Interface Builder's devices too.
  func testASceneFileNamesAnInterfaceBuilderDevice() throws {
    let scene = try SceneParser.parse("device retina6_12\norientation landscape\nview a\na.left = safeArea.left\na.top = safeArea.top\na.width = 10\na.height = 10\n", file: "t.scene")
    XCTAssertEqual(scene.document.device.name, "retina6_12")
    let r = LayoutEngine(scene.document).layoutIfNeeded()
    XCTAssertEqual(r.view("a")?.frame, Frame(x: 59, y: 0, width: 10, height: 10))
    XCTAssertEqual(r.canvas.width, 852)
  }
}

extension ReaderDocumentTests {
  /// A phone's modal presentation is a sheet since Xcode 11: no status bar or sensor housing above it, a 56-point bar.
  func testASheetHasItsOwnTopInset() throws {
    let presenter = IB.presenter(segue: "presentation", to: "nav") + """
      <navigationController id="nav" sceneMemberID="viewController">
          <connections>
              <segue destination="vc" kind="relationship" relationship="rootViewController" id="s1"/>
          </connections>
      </navigationController>
      """
    let text = IB.storyboard(height: 842, subviews: pinned, constraints: toSafeArea).replacingOccurrences(of: "</objects>", with: presenter + "</objects>")
    let scenes = try IB.read(text).scenes
    let sheet = try XCTUnwrap(scenes.first { $0.id == "vc" })
    XCTAssertEqual(sheet.document.safeAreaInsets.top, 56)
    assertFrame(IB.frame("v", in: sheet, IB.solve(sheet)), 20, 76, 100, 40)
    let full = try IB.read(text.replacingOccurrences(of: "kind=\"presentation\"", with: "kind=\"presentation\" modalPresentationStyle=\"fullScreen\"")).scenes
    XCTAssertEqual(full.first { $0.id == "vc" }?.document.safeAreaInsets.top, 92)
  }
}

extension ReaderDocumentTests {
  func testAnAppKitFileIsReadWithAWarning() throws {
    let file = try IB.read("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\" targetRuntime=\"MacOSX.Cocoa\"><objects/></document>")
    XCTAssertEqual(file.scenes.count, 0)
    XCTAssertEqual(file.warnings.count, 1)
    XCTAssertTrue(file.warnings[0].message.contains("MacOSX.Cocoa is not iOS"), file.warnings[0].message)
  }
}
