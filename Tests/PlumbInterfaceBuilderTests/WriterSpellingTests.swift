import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbTestSupport
import XCTest

/// The in-place writer reads start tags by XML's grammar: an attribute is
/// found however the file spells it (either quote, any whitespace around
/// it and around `=`), and the tag edited is the element's, wherever it is
/// on its line. Before, `constant='10'` or a tab before `constant=` made
/// it add a second `constant`, and the saved file no longer parsed.
final class WriterSpellingTests: XCTestCase {
  /// A xib on one line: a label with non-ASCII text (so bytes, scalars and
  /// characters count columns differently before the constraints) and
  /// constraints spelled in each way XML allows.
  static let oneLine =
    #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES"><device id="retina6_12" orientation="portrait" appearance="light"/><objects><view contentMode="scaleToFill" id="top"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/><subviews><label opaque="NO" text="Grüße 日本語 😀👍🏽 e\#u{301}" translatesAutoresizingMaskIntoConstraints="NO" id="L"><rect key="frame" x="20" y="10" width="100" height="20"/></label></subviews><constraints>"#
    + #"<constraint firstItem="L" firstAttribute="top" secondItem="top" secondAttribute="top" constant='10' id='c1'/>"#
    + #"<constraint firstItem="L" firstAttribute="leading" secondItem="top" secondAttribute="leading""# + "\t" + #"constant = "20" id="c2"/>"#
    + #"<constraint firstItem="L" firstAttribute="width""# + "\n" + #"constant="100" id="c3" />"#
    + #"<constraint firstItem="L" firstAttribute="height" constant="20" id="c4"/></constraints></view></objects></document>"#

  /// The text saved with constraint `id`'s constant set to `value`, the scene read back, and the scene read first.
  func save(_ value: Double, of id: String, in text: String) throws -> (String, InterfaceBuilderScene, InterfaceBuilderScene) {
    let scene = try XCTUnwrap(try InterfaceBuilderReader.parse(Data(text.utf8), file: "t.xib").scenes.first)
    let i = try XCTUnwrap(scene.constraintIDs.firstIndex(of: id))
    var edited = scene.document
    edited.constraints[i].constant = value
    let (saved, unsaved) = try InterfaceBuilderWriter.save(edited, of: scene, into: text)
    XCTAssertEqual(unsaved, 0)
    let again = try XCTUnwrap(try InterfaceBuilderReader.parse(Data(saved.utf8), file: "t.xib").scenes.first)
    return (saved, again, scene)
  }

  func testEachSpellingIsEditedInPlaceKeepingItsQuotes() throws {
    let text = Self.oneLine
    let cases: [(String, Double, String, String)] = [
      ("c1", 12, "constant='10'", "constant='12'"),
      ("c2", 25, "\tconstant = \"20\"", "\tconstant = \"25\""),
      ("c3", 90, "\nconstant=\"100\"", "\nconstant=\"90\""),
      ("c4", 30, "\"height\" constant=\"20\"", "\"height\" constant=\"30\""),
    ]
    for (id, value, from, to) in cases {
      let (saved, again, scene) = try save(value, of: id, in: text)
      XCTAssertEqual(saved, text.replacingOccurrences(of: from, with: to), id)
      for (k, c) in again.document.constraints.enumerated() {
        let expected = scene.constraintIDs[k] == id ? value : scene.document.constraints[k].constant
        XCTAssertEqual(c.constant, expected, "\(id): constraint \(scene.constraintIDs[k])")
      }
    }
  }

  func testAttributesRemovedAndAddedInEachSpelling() throws {
    let text = Self.oneLine
    // To its default: removed with the whitespace before it, whatever it is.
    let (zero, _, _) = try save(0, of: "c2", in: text)
    XCTAssertEqual(zero, text.replacingOccurrences(of: "\tconstant = \"20\"", with: ""))
    // A priority added takes the quotes of the tag's other attributes.
    let tag = "<constraint firstItem='a' firstAttribute='width'\n    constant='8' id='c1'/>"
    let at = SourceLocation(file: "t", line: 1, column: 1)
    XCTAssertEqual(
      try InterfaceBuilderWriter.setting("priority", to: "750", inTagAt: at, element: "constraint", of: tag),
      "<constraint firstItem='a' firstAttribute='width'\n    constant='8' priority='750' id='c1'/>")
    XCTAssertEqual(
      try InterfaceBuilderWriter.setting("constant", to: nil, inTagAt: at, of: tag), "<constraint firstItem='a' firstAttribute='width' id='c1'/>")
  }

  func testTheTagMustBeTheElementNamed() throws {
    let text = "<constraints><constraint firstItem=\"a\" constant=\"8\" id=\"c1\"/></constraints>"
    let at = SourceLocation(file: "t", line: 1, column: 1)
    XCTAssertThrowsError(try InterfaceBuilderWriter.setting("constant", to: "9", inTagAt: at, element: "constraint", of: text))
    // A tag that is not well formed is refused, not patched.
    let bad = "<constraint firstItem=\"a\" constant=\"8\"id=\"c1\"/>"
    XCTAssertThrowsError(try InterfaceBuilderWriter.setting("constant", to: "9", inTagAt: at, element: "constraint", of: bad))
  }

  /// Every IB file in the fixtures (and the shared corpus when present):
  /// one constraint constant edited and saved changes only that value's
  /// bytes, and the file read back has that constant and every other as before.
  func testEveryCorpusFileSavesOneConstantAndNothingElse() throws {
    var folders = [Repository.url("Tests/Fixtures/InterfaceBuilder")]
    let shared = URL(fileURLWithPath: "/work/shared/uikit-corpus/interface-builder")
    if FileManager.default.fileExists(atPath: shared.path) { folders.append(shared) }
    var saved = 0
    for folder in folders {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
      for name in names {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let text = String(decoding: data, as: UTF8.self)
        guard let file = try? InterfaceBuilderReader.parse(data, file: name) else { continue }
        for (s, scene) in file.scenes.enumerated() {
          // The first constraint with a constant of its own in the file.
          guard
            let i = scene.document.constraints.indices.first(where: {
              $0 < scene.constraintIDs.count && $0 < scene.constraintLocations.count && scene.document.constraints[$0].constant != 0
                && scene.constantLocations[$0] == nil && !scene.constraintIDs[$0].contains(" ")
            })
          else { continue }
          var edited = scene.document
          let c = scene.document.constraints[i].constant
          let value = c > 0 ? c + 2 : c - 2
          edited.constraints[i].constant = value
          let (out, unsaved) = try InterfaceBuilderWriter.save(edited, of: scene, into: text)
          XCTAssertEqual(unsaved, 0, "\(name) scene \(s)")
          // The bytes that differ are the number's only.
          let a = Array(text.utf8), b = Array(out.utf8)
          let prefix = zip(a, b).prefix { $0 == $1 }.count
          let suffix = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
          let number = Set("0123456789.-+e".utf8)
          let old = a[prefix..<max(prefix, a.count - suffix)], new = b[prefix..<max(prefix, b.count - suffix)]
          XCTAssertTrue(old.allSatisfy(number.contains) && new.allSatisfy(number.contains), "\(name) scene \(s): \(String(decoding: new, as: UTF8.self))")
          let again = try InterfaceBuilderReader.parse(Data(out.utf8), file: name)
          let back = try XCTUnwrap(again.scenes.indices.contains(s) ? again.scenes[s] : nil, name)
          XCTAssertEqual(back.document.constraints.count, scene.document.constraints.count, name)
          for (k, c) in back.document.constraints.enumerated() where k < scene.document.constraints.count {
            XCTAssertEqual(c.constant, k == i ? value : scene.document.constraints[k].constant, "\(name) scene \(s) constraint \(k)")
          }
          saved += 1
        }
      }
    }
    XCTAssertGreaterThan(saved, 8)
  }
}
