import Foundation
import PlumbLayout
import PlumbTestSupport
import XCTest

@testable import PlumbPlayground
@testable import PlumbScene

/// A document read from a file the playground cannot write (a conflict
/// log): `s` never touches that file, and writes a new `.scene` instead.
final class ImportedDocumentTests: XCTestCase {
  func imported() throws -> PlaygroundState {
    var label = ViewSpec(name: "UILabel 'Go'", kind: .label, text: "Go")
    label.ibID = "0x7fa1"
    let d = LayoutDocument(
      title: "crash.txt", device: .canvas(width: 200, height: 100, traits: .regularRegular), views: [label],
      constraints: [
        ConstraintSpec(firstItem: .view("UILabel 'Go'"), firstAttribute: .width, constant: 40),
        ConstraintSpec(firstItem: .view("UILabel 'Go'"), firstAttribute: .width, constant: 50),
      ])
    return try PlaygroundState(imported: d, from: "logs/crash.txt", note: "UIKit conflict log")
  }

  func testSaveWritesANewSceneBesideTheLogAndThenEditsIt() throws {
    var s = try imported()
    XCTAssertNil(s.path, "the log is not the file the playground saves or watches")
    XCTAssertEqual(s.message, "UIKit conflict log")
    // Even unchanged, s offers the log's document as a scene.
    guard case .saveNew(let beside, let text)? = s.press("s").first else { return XCTFail("no save effect") }
    XCTAssertEqual(beside, "logs/crash.txt")
    XCTAssertTrue(text.contains("# Saved by the plumb playground from logs/crash.txt, which is unchanged."), text)
    XCTAssertTrue(text.contains("label UILabel_Go \"Go\""), text)
    XCTAssertTrue(text.contains("# 0x7fa1"), text)
    let scene = try SceneParser.parse(text, file: "logs/crash.scene")
    XCTAssertEqual(scene.document.constraints.map(\.constant), [40, 50])
    // The front wrote it: the playground now edits that scene, as saved.
    Reducer.reduce(&s, .savedAs(scene: scene, path: "logs/crash.scene"))
    XCTAssertEqual(s.path, "logs/crash.scene")
    XCTAssertNil(s.importedFrom)
    XCTAssertFalse(s.dirty)
    XCTAssertEqual(s.message, "saved as logs/crash.scene; logs/crash.txt is unchanged; the playground now edits logs/crash.scene")
    // From then on, s saves that scene in place.
    s.press("+")
    guard case .save(let path, _)? = s.press("s").first else { return XCTFail("no save effect") }
    XCTAssertEqual(path, "logs/crash.scene")
  }

  func testCreateNewNeverReplacesAFile() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-new-\(getpid())-\(UUID().uuidString.prefix(6))")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let log = dir.appendingPathComponent("crash.txt").path
    try "Unable to simultaneously satisfy constraints.".write(toFile: log, atomically: true, encoding: .utf8)
    try "mine".write(toFile: dir.appendingPathComponent("crash.scene").path, atomically: true, encoding: .utf8)
    let first = try SceneFile.createNew(beside: log, contents: "view a\n")
    let second = try SceneFile.createNew(beside: log, contents: "view b\n")
    XCTAssertEqual(first, dir.appendingPathComponent("crash-2.scene").path)
    XCTAssertEqual(second, dir.appendingPathComponent("crash-3.scene").path)
    XCTAssertEqual(try String(contentsOfFile: dir.appendingPathComponent("crash.scene").path, encoding: .utf8), "mine")
    XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "Unable to simultaneously satisfy constraints.")
    XCTAssertEqual(try String(contentsOfFile: second, encoding: .utf8), "view b\n")
    // A folder that cannot be written: an error, nothing created.
    XCTAssertThrowsError(try SceneFile.createNew(beside: "/proc/crash.txt", contents: "x"))
  }
}

/// Swift code's choices (issue 22): `f` shows each other layout in turn, then the first again, undoably.
extension ImportedDocumentTests {
  func testFShowsEachArmOfAChoiceThenTheFirstAgain() throws {
    func document(width: Double) -> LayoutDocument {
      LayoutDocument(
        title: "Badge", device: .canvas(width: 300, height: 100, traits: .regularRegular), views: [ViewSpec(name: "badge", kind: .view)],
        constraints: [ConstraintSpec(firstItem: .view("badge"), firstAttribute: .width, constant: width)])
    }
    var s = try PlaygroundState(
      imported: document(width: 200), from: "Badge.swift", variants: [ImportedVariant(label: "style = 2 (.narrow)", document: document(width: 60))])
    XCTAssertEqual(s.result.views.first?.frame.width, 200)
    s.press("f")
    XCTAssertEqual(s.message, "choice style = 2 (.narrow) (1 of 1); f: next")
    XCTAssertEqual(s.result.views.first?.frame.width, 60)
    s.press("f")
    XCTAssertEqual(s.message, "the layout as first read; f: next choice")
    XCTAssertEqual(s.result.views.first?.frame.width, 200)
    s.press("f")
    s.press("u")
    XCTAssertEqual(s.result.views.first?.frame.width, 200, "u undoes the switch")
    // A file without choices says where they come from.
    var plain = try PlaygroundState(imported: document(width: 10), from: "Plain.swift")
    plain.press("f")
    XCTAssertEqual(plain.message, "no choices: Swift code whose layout depends on an if or switch it cannot tell offers them")
  }
}
