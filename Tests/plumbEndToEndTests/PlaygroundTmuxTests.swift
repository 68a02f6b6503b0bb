import Foundation
import XCTest

/// Drives the real playground in tmux (installed by .ci/run): keys in, screen out.
final class PlaygroundTmuxTests: XCTestCase {
  var session = ""
  var dir = URL(fileURLWithPath: "/")

  override func setUpWithError() throws {
    session = "plumb-e2e-\(UUID().uuidString.prefix(8))"
    dir = FileManager.default.temporaryDirectory.appendingPathComponent(session)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    // A copy, so that nothing the test does can touch the repository's scenes.
    try FileManager.default.copyItem(at: CLITests.root.appendingPathComponent("Scenes/profile.scene"), to: dir.appendingPathComponent("profile.scene"))
  }

  override func tearDownWithError() throws {
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(at: dir)
  }

  /// Runs tmux on this test's own server socket, through `popen`: the tmux
  /// server daemonises from its first client, and Foundation's `Process`
  /// then waits for it as well, forever; `pclose` waits for the client only.
  @discardableResult
  func tmux(_ args: [String]) throws -> String {
    // -u: UTF-8 whatever the locale CI runs in.
    let quoted = (["tmux", "-u", "-L", session] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    guard let f = popen(quoted.joined(separator: " ") + " 2>/dev/null </dev/null", "r") else {
      throw NSError(domain: "tmux", code: 1, userInfo: [NSLocalizedDescriptionKey: "popen failed"])
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = fread(&buffer, 1, buffer.count, f)
      if n <= 0 { break }
      data.append(contentsOf: buffer[0..<n])
    }
    let status = pclose(f)
    guard status == 0 else { throw NSError(domain: "tmux", code: Int(status), userInfo: [NSLocalizedDescriptionKey: "tmux \(args) failed (\(status))"]) }
    return String(decoding: data, as: UTF8.self)
  }

  func screen() throws -> String { try tmux(["capture-pane", "-t", session, "-p"]) }

  /// Waits until the screen satisfies `condition` (at most 10 s), and returns it.
  func waitFor(_ what: String, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(10)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    XCTFail("timed out waiting for \(what); the screen was:\n\(last)")
    return last
  }

  func start(columns: Int = 120, rows: Int = 40, file: String = "profile.scene") throws {
    let command = "cd '\(dir.path)' && LANG=C.UTF-8 LC_ALL=C.UTF-8 '\(CLITests.binary.path)' \(file); echo PLUMB-EXIT-$?; sleep 30"
    try tmux(["new-session", "-d", "-s", session, "-x", "\(columns)", "-y", "\(rows)", command])
  }

  func testProfileRotatePlusQuit() throws {
    try start()
    var s = try waitFor("the profile scene") { $0.contains("photo (20, 40, 112.5, 112.5)") }
    XCTAssertTrue(s.contains("iphone │ portrait │ wC hR"), s)
    // Boxes carry their names; one-line labels are drawn as their text.
    for name in ["photo", "bio"] { XCTAssertTrue(s.contains("┌" + name) || s.contains("─" + name), "\(name) not drawn:\n\(s)") }
    for text in ["Kim Min-su", "iOS developer", "Seoul"] { XCTAssertTrue(s.contains(text), "\(text) not drawn:\n\(s)") }
    try tmux(["send-keys", "-t", session, "r"])
    s = try waitFor("landscape") { $0.contains("landscape │ wC hC") && $0.contains("photo (20, 20, 150, 150)") }
    try tmux(["send-keys", "-t", session, "+"])
    s = try waitFor("the frame to move") { $0.contains("photo (21, 20, 150, 150)") }
    XCTAssertTrue(s.contains("photo.leading = safeArea.leading + 21"), s)
    // Unsaved changes: q asks, a second q quits.
    try tmux(["send-keys", "-t", session, "q"])
    s = try waitFor("the question") { $0.contains("unsaved changes: q again quits without saving") }
    try tmux(["send-keys", "-t", session, "q"])
    s = try waitFor("the process to end") { $0.contains("PLUMB-EXIT-0") }
    XCTAssertFalse(s.contains("┌"), "the terminal was not restored:\n\(s)")
    XCTAssertFalse(s.contains("Constraints"), s)
    // Nothing was saved without 's'.
    let text = try String(contentsOf: dir.appendingPathComponent("profile.scene"), encoding: .utf8)
    XCTAssertTrue(text.contains("photo.leading = 1.0 x safeArea.leading + 20"))
  }

  func testCtrlCRestoresAndSmallTerminalsAreExplained() throws {
    try start(columns: 40, rows: 10)
    _ = try waitFor("the size message") { $0.contains("Plumb needs at least 60x16") }
    try tmux(["resize-window", "-t", session, "-x", "120", "-y", "40"])
    _ = try waitFor("the layout after growing") { $0.contains("photo (20, 40, 112.5, 112.5)") }
    try tmux(["send-keys", "-t", session, "C-c"])
    let s = try waitFor("the process to end") { $0.contains("PLUMB-EXIT-") }
    XCTAssertFalse(s.contains("┌"), "the terminal was not restored:\n\(s)")
  }

  func testSaveIsAtomicKeepsABackupAndComments() throws {
    try start()
    _ = try waitFor("the profile scene") { $0.contains("photo (20, 40, 112.5, 112.5)") }
    try tmux(["send-keys", "-t", session, "]", "s"])
    _ = try waitFor("the save") { $0.contains("saved profile.scene") }
    try tmux(["send-keys", "-t", session, "q"])
    _ = try waitFor("the process to end") { $0.contains("PLUMB-EXIT-0") }
    let saved = try String(contentsOf: dir.appendingPathComponent("profile.scene"), encoding: .utf8)
    let backup = try String(contentsOf: dir.appendingPathComponent("profile.scene~"), encoding: .utf8)
    XCTAssertTrue(saved.contains("photo.leading = safeArea.leading + 30"))
    XCTAssertTrue(saved.hasPrefix("# The profile screen"))
    XCTAssertTrue(backup.contains("photo.leading = 1.0 x safeArea.leading + 20"))
    XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)), ["profile.scene", "profile.scene~"])
  }

  func send(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }
  func type(_ text: String) throws { try tmux(["send-keys", "-t", session, "-l", text]) }

  /// `s` on a storyboard saves over it in place (with a backup), not beside
  /// it; a constraint added at the prompt is saved by convert as
  /// `NAME.SCENEID.scene`, and the status line says so.
  func testAStoryboardSavesInPlaceAndANewConstraintThroughConvert() throws {
    let name = "107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard"
    let original = CLITests.root.appendingPathComponent("Tests/Fixtures/InterfaceBuilder/" + name)
    try FileManager.default.copyItem(at: original, to: dir.appendingPathComponent("Main.storyboard"))
    try start(file: "Main.storyboard")
    _ = try waitFor("the storyboard") { $0.contains("UIStackViewSample") }
    // The first constraint is UVo-on-sgN (leading + 16).
    try send("+", "s")
    _ = try waitFor("the question") { $0.contains("which Xcode owns?") }
    try send("s")
    _ = try waitFor("the save") { $0.contains("saved Main.storyboard") }
    let saved = try String(contentsOf: dir.appendingPathComponent("Main.storyboard"), encoding: .utf8)
    let before = try String(contentsOf: original, encoding: .utf8)
    XCTAssertEqual(saved, before.replacingOccurrences(of: "constant=\"16\" id=\"UVo-on-sgN\"", with: "constant=\"17\" id=\"UVo-on-sgN\""))
    XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("Main.storyboard~"), encoding: .utf8), before)
    try type(":Separator.width >= 10")
    try send("Enter", "s")
    let s = try waitFor("the convert message") { $0.contains("saved by convert, with the whole scene, as Main.") }
    XCTAssertTrue(s.contains("1 edit the XML cannot hold in place"), s)
    try send("q")
    _ = try waitFor("the process to end") { $0.contains("PLUMB-EXIT-0") }
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "profile.scene" }
    XCTAssertEqual(Set(files.filter { !$0.hasSuffix(".scene") }), ["Main.storyboard", "Main.storyboard~"], "saved in place, nothing beside")
    let scenes = files.filter { $0.hasPrefix("Main.") && $0.hasSuffix(".scene") }
    XCTAssertEqual(scenes.count, 1, "\(files)")
    XCTAssertFalse(files.contains { $0.hasSuffix(".mine") }, "\(files)")
    let converted = try String(contentsOf: dir.appendingPathComponent(scenes[0]), encoding: .utf8)
    XCTAssertTrue(converted.contains("Separator.width >= 10"), converted)
    XCTAssertTrue(converted.contains("v_13Y_zp_l4z") || converted.contains("UIStackView_13Y_zp_l4z"), converted)
  }

  func testThePromptAddsAConstraintAndShowsErrorsInPlace() throws {
    try start()
    _ = try waitFor("the profile scene") { $0.contains("photo (20, 40, 112.5, 112.5)") }
    try type(":phto.width = 10")
    try send("Enter")
    _ = try waitFor("the located error") { $0.contains("prompt:1:1: error: unknown view 'phto'; did you mean 'photo'?") }
    try send("Escape")
    try type(":bio.height = 90")
    try send("Enter")
    let s = try waitFor("the new constraint") { $0.contains("added bio.height = 90") }
    XCTAssertTrue(s.contains("bio.height = 90"), s)
  }

  func testSaveKeepsCRLFAndASymlinkAndNeverOverwritesAChangedFile() throws {
    // The scene in CRLF, opened through a symbolic link.
    let real = dir.appendingPathComponent("profile.scene")
    let crlf = try String(contentsOf: real, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
    try crlf.write(to: real, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.scene").path, withDestinationPath: real.path)
    try start(file: "link.scene")
    _ = try waitFor("the profile scene") { $0.contains("photo (20, 40, 112.5, 112.5)") }
    try send("]", "s")
    _ = try waitFor("the save") { $0.contains("saved link.scene") }
    let saved = try String(contentsOf: real, encoding: .utf8)
    XCTAssertTrue(saved.contains("photo.leading = safeArea.leading + 30\r\n"), "CRLF kept")
    XCTAssertFalse(saved.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "no bare LF")
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link.scene").path), real.path)
    // Another editor changes the file while the playground has unsaved edits.
    try send("]")
    _ = try waitFor("the edit") { $0.contains("photo.leading constant 30 → 40") }
    try (saved + "# edited elsewhere\r\n").write(to: real, atomically: true, encoding: .utf8)
    _ = try waitFor("the question") { $0.contains("changed on disk: R reloads it and drops your changes") }
    try send("s")
    _ = try waitFor("the save beside") { $0.contains("your version is saved beside it") }
    XCTAssertTrue(try String(contentsOf: real, encoding: .utf8).hasSuffix("# edited elsewhere\r\n"), "their edit is intact")
    let mine = try String(contentsOf: dir.appendingPathComponent("profile.mine.scene"), encoding: .utf8)
    XCTAssertTrue(mine.contains("photo.leading = safeArea.leading + 40\r\n"))
  }

  /// A press of the first mouse button at a cell, as an xterm reports it (X10 encoding).
  func click(column: Int, row: Int) throws {
    let bytes = [27, 91, 77, 32, 33 + column, 33 + row].map { Character(Unicode.Scalar(UInt8($0))) }
    try type(String(bytes))
  }

  func testAClickSelectsTheViewUnderIt() throws {
    try start()
    let s = try waitFor("the profile scene") { $0.contains("photo (20, 40, 112.5, 112.5)") }
    let lines = s.components(separatedBy: "\n")
    let row = try XCTUnwrap(lines.firstIndex { $0.contains("┌photo") })
    let column = try XCTUnwrap(lines[row].range(of: "┌photo")).lowerBound
    try click(column: lines[row].distance(from: lines[row].startIndex, to: column) + 2, row: row + 1)
    _ = try waitFor("the selection") { $0.contains("selected imageview photo") && $0.contains("Views (Tab: constraints)") }
  }

  func testSaveKeepsTheByteOrderMarkAndPermissionsAndWritesNothingWhenNothingChanged() throws {
    let real = dir.appendingPathComponent("profile.scene")
    let text = try String(contentsOf: real, encoding: .utf8)
    XCTAssertTrue(FileManager.default.createFile(atPath: real.path, contents: Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))))
    chmod(real.path, 0o640)
    try start()
    _ = try waitFor("the profile scene") { $0.contains("photo (20, 40, 112.5, 112.5)") }
    // A change undone is no change: nothing is written, no backup made.
    try send("+", "u", "s")
    _ = try waitFor("nothing to save") { $0.contains("nothing to save") }
    XCTAssertFalse(FileManager.default.fileExists(atPath: real.path + "~"))
    try send("]", "s")
    _ = try waitFor("the save") { $0.contains("saved profile.scene") && !$0.contains("modified") }
    let saved = try XCTUnwrap(FileManager.default.contents(atPath: real.path))
    XCTAssertEqual(Array(saved.prefix(3)), [0xEF, 0xBB, 0xBF], "the byte-order mark stays")
    XCTAssertTrue(String(decoding: saved, as: UTF8.self).contains("photo.leading = safeArea.leading + 30"))
    var info = stat()
    XCTAssertEqual(stat(real.path, &info), 0)
    XCTAssertEqual(info.st_mode & 0o777, 0o640, "the permissions stay")
    XCTAssertTrue(FileManager.default.fileExists(atPath: real.path + "~"))
  }
}

extension PlaygroundTmuxTests {
  /// A conflict log opens as its document; `s` writes a new `.scene`
  /// beside it (never over the log, nor over a scene already there).
  func testConflictLogSavesANewSceneBesideIt() throws {
    let log = dir.appendingPathComponent("crash.txt")
    try FileManager.default.copyItem(at: CLITests.root.appendingPathComponent("Tests/Fixtures/ConflictLogs/05.txt"), to: log)
    try "# someone's scene\n".write(to: dir.appendingPathComponent("crash.scene"), atomically: true, encoding: .utf8)
    let before = try Data(contentsOf: log)
    try start(file: "crash.txt")
    var s = try waitFor("the log's views") { $0.contains("UIKit broke #2 UIStackView.trailing = BrowserNavigationBar.trailing - 10 (BRK)") }
    XCTAssertTrue(s.contains("UIStackView"), s)
    try tmux(["send-keys", "-t", session, "s"])
    s = try waitFor("the save") { $0.contains("saved as crash-2.scene; crash.txt is unchanged") }
    XCTAssertEqual(try Data(contentsOf: log), before)
    XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("crash.scene"), encoding: .utf8), "# someone's scene\n")
    let saved = try String(contentsOf: dir.appendingPathComponent("crash-2.scene"), encoding: .utf8)
    XCTAssertTrue(saved.contains("UIStackView.trailing = BrowserNavigationBar.trailing - 10"), saved)
    try tmux(["send-keys", "-t", session, "q"])
    _ = try waitFor("the process to end") { $0.contains("PLUMB-EXIT-0") }
  }
}
