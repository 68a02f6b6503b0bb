import Foundation
import PlumbTestSupport
import XCTest

/// `plumb solve|render|check|convert` and the playground on Swift files, through the real binary.
final class SwiftCodeCLITests: XCTestCase {
  static let login = "Tests/Fixtures/SwiftCode/Login.swift"

  func plumb(_ args: [String]) throws -> PlumbProcess.Run { try PlumbProcess.run(args) }

  func testSolveSaysWhatItCouldNotKnowAndDefineSuppliesIt() throws {
    let r = try plumb(["solve", Self.login])
    XCTAssertEqual(r.status, 0, r.err)
    XCTAssertTrue(r.out.contains("stack          (16, 80, 343, 96)"), r.out)
    XCTAssertTrue(
      r.err.contains(
        "Tests/Fixtures/SwiftCode/Login.swift:44:92: warning: 'Theme.bottomInset' is not known here; using 0 (set it with --define Theme.bottomInset=VALUE)\n"),
      r.err)
    XCTAssertTrue(r.err.contains("note: 8 of 8 constraints written in the file imported"), r.err)
    let d = try plumb(["solve", Self.login, "--define", "Theme.bottomInset=16"])
    XCTAssertFalse(d.err.contains("Theme.bottomInset"), d.err)
    let bad = try plumb(["solve", Self.login, "--define", "Theme.bottomInset"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertEqual(bad.err, "plumb: error: --define Theme.bottomInset: expected NAME=VALUE\n")
  }

  func testStateSwitchesToALaterConstant() throws {
    let r = try plumb(["solve", Self.login, "--state", "keyboardWillShow"])
    XCTAssertEqual(r.status, 0, r.err)
    XCTAssertTrue(r.out.contains("stack          (16, 64, 343, 96)"), r.out)
    let unknown = try plumb(["solve", Self.login, "--state", "nope"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(unknown.err.components(separatedBy: "\n").last { !$0.isEmpty }, "plumb: error: --state nope: the file has the states keyboardWillShow")
  }

  func testCheckExitsOneOnWarningsAndConvertWritesAScene() throws {
    let c = try plumb(["check", Self.login, "--define", "Theme.bottomInset=16"])
    XCTAssertEqual(c.status, 0, c.out + c.err)
    XCTAssertEqual(try plumb(["check", Self.login]).status, 1)
    let v = try plumb(["convert", Self.login, "--define", "Theme.bottomInset=16"])
    XCTAssertEqual(v.status, 0, v.err)
    // `stack` is a kind's name in a scene: the converter renames the view.
    XCTAssertTrue(v.out.contains("stackTop: stack_2.top = titleLabel.bottom + 24    # line 35"), v.out)
    XCTAssertTrue(v.out.contains("stack_2.leading = root.margins.leading    # line 40\n"), v.out)
  }

  func testEveryCorpusFileIsReadWithoutACrash() throws {
    let dir = "Tests/Fixtures/SwiftCodeCorpus/"
    for f in try FileManager.default.contentsOfDirectory(atPath: Repository.url(dir).path) where f.hasSuffix(".swift") {
      let r = try plumb(["render", dir + f, "--ascii", "--width", "60"])
      XCTAssertEqual(r.status, 0, f + r.err)
      XCTAssertTrue(r.err.contains("constraints written in the file imported"), f)
    }
  }
}

extension PlaygroundTmuxTests {
  /// `s` on a Swift file writes a `.scene` beside it and never the Swift source.
  func testSwiftFileSavesASceneBesideAndKeepsTheSource() throws {
    let source = dir.appendingPathComponent("Login.swift")
    try FileManager.default.copyItem(at: CLITests.root.appendingPathComponent(SwiftCodeCLITests.login), to: source)
    let before = try Data(contentsOf: source)
    try start(file: "Login.swift")
    _ = try waitFor("the Swift file's layout") { $0.contains("s saves a new .scene beside it, never the Swift file") && $0.contains("stackTop: stack.top = titleLabel.bottom + 24") }
    try tmux(["send-keys", "-t", session, "s"])
    _ = try waitFor("the save") { $0.contains("saved as Login.scene; Login.swift is unchanged") }
    try tmux(["send-keys", "-t", session, "q"])
    _ = try waitFor("the process to end") { $0.contains("PLUMB-EXIT-0") }
    XCTAssertEqual(try Data(contentsOf: source), before)
    let scene = try String(contentsOf: dir.appendingPathComponent("Login.scene"), encoding: .utf8)
    XCTAssertTrue(scene.contains("stackTop: stack_2.top = titleLabel.bottom + 24"), scene)
  }
}
