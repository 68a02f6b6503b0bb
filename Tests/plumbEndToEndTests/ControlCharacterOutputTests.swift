import Foundation
import PlumbTestSupport
import XCTest

/// Text from an input never reaches the terminal raw: a label's text, a
/// view's name or a log's description holding `ESC`, `BEL`, a C1 control
/// or a direction override is shown, not sent, by every command.
final class ControlCharacterOutputTests: XCTestCase {
  /// The scalars of `text` that would act on a terminal (line breaks and tabs are text).
  func raw(_ text: String) -> [String] {
    text.unicodeScalars.filter { s in
      s != "\n" && s != "\t" && (s.properties.generalCategory == .control || (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value))
    }.map { String($0.value, radix: 16) }
  }

  func testSceneTextIsEscapedInEveryCommand() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ctl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let hostile = "hi\u{1B}]0;title\u{07}x\u{1B}[2J\u{85}\u{202E}"
    let scene = dir.appendingPathComponent("esc.scene")
    // Two labels pulled apart by an impossible width: a conflict, so check reports text too.
    try """
    scene "t\u{1B}[31m"
    label a "\(hostile)"
    a.leading = safeArea.leading + 10
    a.top = safeArea.top + 10
    a.width = 60
    a.width = 50
    """.write(to: scene, atomically: true, encoding: .utf8)
    for args in [
      ["solve", scene.path], ["solve", scene.path, "--format", "json"], ["render", scene.path, "--width", "60"], ["check", scene.path],
      ["convert", scene.path], ["convert", scene.path, "--to", "swift"],
    ] {
      let run = try PlumbProcess.run(args)
      XCTAssertEqual(raw(run.out), [], "\(args) stdout:\n\(run.out)")
      XCTAssertEqual(raw(run.err), [], "\(args) stderr:\n\(run.err)")
    }
    // Interface Builder: a view's name (its userLabel) and a label's text with a C1 control (CSI) and an override.
    let fixture = try Repository.text("Tests/Fixtures/InterfaceBuilder/048_DonMag_KutayXIBs_TripDetailView.xib")
    var marked = fixture
    if let r = marked.range(of: "userLabel=\"Status View") { marked.insert(contentsOf: "&#x9B;2J&#x202E;", at: r.upperBound) }
    XCTAssertNotEqual(marked, fixture)
    let xib = dir.appendingPathComponent("evil.xib")
    try marked.write(to: xib, atomically: true, encoding: .utf8)
    for args in [
      ["solve", xib.path], ["solve", xib.path, "--format", "json"], ["render", xib.path], ["check", xib.path], ["convert", xib.path],
      ["convert", xib.path, "--to", "swift"],
    ] {
      let run = try PlumbProcess.run(args)
      XCTAssertEqual(raw(run.out), [], "\(args) stdout:\n\(run.out)")
      XCTAssertEqual(raw(run.err), [], "\(args) stderr:\n\(run.err)")
    }
    // JSON escapes them as JSON does, so a parser reads the same name back.
    let json = try PlumbProcess.run(["solve", xib.path, "--format", "json"]).out
    XCTAssertTrue(json.contains("\\u009b2J\\u202e"), json)
    // The converted scene reads back with the same text.
    let converted = dir.appendingPathComponent("back.scene")
    let text = try PlumbProcess.run(["convert", scene.path]).out
    XCTAssertTrue(text.contains(#"label a "hi\u{1B}]0;title\u{7}x\u{1B}[2J\u{85}\u{202E}""#), text)
    try text.write(to: converted, atomically: true, encoding: .utf8)
    XCTAssertEqual(try PlumbProcess.run(["convert", converted.path]).out, text, "read back, the same text")
    // A file whose name holds an escape sequence is named escaped in located messages.
    let named = dir.appendingPathComponent("n\u{1B}]0;x\u{07}.scene")
    try "view a\nb.width = 10\n".write(to: named, atomically: true, encoding: .utf8)
    let check = try PlumbProcess.run(["check", named.path])
    XCTAssertEqual(raw(check.out + check.err), [], check.out + check.err)
    XCTAssertTrue((check.out + check.err).contains("n\\u{1B}]0;x\\u{7}.scene"), check.out + check.err)
    // The drawing shows each control as one cell: the box keeps its width.
    let drawn = try PlumbProcess.run(["render", scene.path, "--width", "60"]).out
    XCTAssertTrue(drawn.contains("hi␛]0;"), drawn)
    XCTAssertTrue(drawn.hasPrefix("t\\u{1B}[31m — "), drawn)
  }

  func testValuesFromTheCommandLineAreEscapedInErrors() throws {
    let hostile = "x\u{1B}]0;title\u{07}"
    for args in [
      ["check", "--device", hostile, "Scenes/profile.scene"], ["check", "--orientation", hostile, "Scenes/profile.scene"],
      ["render", "--width", hostile, "Scenes/profile.scene"], ["check", "--bogus" + hostile, "Scenes/profile.scene"],
      ["check", "missing" + hostile + ".scene"], ["check", "--config", hostile, "Scenes/profile.scene"],
      ["solve", "--set", hostile + "=3", "Scenes/profile.scene"],
    ] {
      let r = try PlumbProcess.run(args)
      XCTAssertEqual(r.status, 2, args.joined(separator: " "))
      XCTAssertEqual(raw(r.err + r.out), [], r.err)
      XCTAssertTrue(r.err.contains("x\\u{1B}]0;title\\u{7}"), r.err)
    }
  }
}
