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

  func testCheckExitsOneOnWarningsWithStrictAndConvertWritesAScene() throws {
    let c = try plumb(["check", Self.login, "--define", "Theme.bottomInset=16", "--strict"])
    XCTAssertEqual(c.status, 0, c.out + c.err)
    XCTAssertEqual(try plumb(["check", Self.login, "--strict"]).status, 1)
    XCTAssertEqual(try plumb(["check", Self.login]).status, 0, "a reader's warning is a warning: exit 1 only with --strict")
    let v = try plumb(["convert", Self.login, "--define", "Theme.bottomInset=16"])
    XCTAssertEqual(v.status, 0, v.err)
    // `stack` is a kind's name in a scene: the converter renames the view.
    XCTAssertTrue(v.out.contains("stackTop: stack_2.top = titleLabel.bottom + 24    # line 35"), v.out)
    XCTAssertTrue(v.out.contains("stack_2.leading = root.margins.leading    # line 40\n"), v.out)
  }

  /// A folder's file whose name is not UTF-8 is refused with its place (it
  /// was decoded lossily, so Plumb read, or failed to read, another name);
  /// hidden files, `Pods` and links to folders are left out.
  func testAFolderFileNameThatIsNotUTF8IsRefused() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-names-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir + "/Pods", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let code = "import UIKit\nfinal class A: UIView {\n  let b = UIView()\n  func setup() { b.widthAnchor.constraint(equalToConstant: 10).isActive = true }\n}\n"
    try code.write(toFile: dir + "/A.swift", atomically: true, encoding: .utf8)
    try "not swift {{{".write(toFile: dir + "/Pods/Broken.swift", atomically: true, encoding: .utf8)
    try "not swift {{{".write(toFile: dir + "/.Hidden.swift", atomically: true, encoding: .utf8)
    XCTAssertEqual(symlink(dir + "/Pods", dir + "/Link"), 0)
    let fine = try plumb(["check", dir])
    XCTAssertFalse((fine.out + fine.err).contains("Broken") || (fine.out + fine.err).contains("Hidden"), fine.out + fine.err)
    XCTAssertTrue(fine.err.contains("plumb: note: '\(dir)/Link' is a link to a folder and is not followed"), fine.err)
    XCTAssertTrue(fine.err.contains("A.swift: note:"), fine.err)
    func create(_ name: [UInt8]) {
      let bad = Array((dir + "/").utf8) + name + [0]
      let fd = bad.withUnsafeBufferPointer { p in p.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: bad.count) { open($0, O_CREAT | O_WRONLY, 0o644) } } ?? -1 }
      XCTAssertGreaterThanOrEqual(fd, 0)
      close(fd)
    }
    // A file Plumb would not check (a picture) is passed by, whatever its name.
    create(Array("photo".utf8) + [0xE9] + Array(".png".utf8))
    let picture = try plumb(["check", dir])
    XCTAssertTrue(picture.err.contains("A.swift: note:"), picture.err)
    XCTAssertFalse(picture.err.contains("not UTF-8"), picture.err)
    // One it would check stops the run, unless --exclude leaves it out.
    create(Array("v".utf8) + [0xFF] + Array(".swift".utf8))
    let refused = try plumb(["check", dir])
    XCTAssertEqual(refused.status, 2)
    XCTAssertEqual(
      refused.err, "plumb: error: cannot read '\(dir)/v?.swift': its name is not UTF-8, so no path Plumb writes would name it; rename it or leave it out (--exclude)\n")
    let excluded = try plumb(["check", dir, "--exclude", "*/v*.swift"])
    XCTAssertTrue(excluded.err.contains("A.swift: note:"), excluded.err)
  }

  /// Issue 22: a folder, or several files, is one project: a class with its extensions and superclasses from every file.
  func testAFolderIsOneProjectAndSceneNamesAClass() throws {
    let dir = "Tests/Fixtures/SwiftCode/Camera"
    let all = try plumb(["solve", dir])
    XCTAssertEqual(all.status, 0, all.err)
    // Every type with layout code, the screen first: its extension's constraints and its button's superclass's setup joined.
    XCTAssertTrue(all.out.hasPrefix("CameraViewController: iphone, portrait, wC hR, ltr\npreview  (0, 20, 375, 500)\nshutter  (151.5, 544, 72, 72)\n"), all.out)
    XCTAssertTrue(all.out.contains("ShutterButton: canvas 72x72"), all.out)
    XCTAssertTrue(all.err.contains(
      "Tests/Fixtures/SwiftCode/Camera/CameraViewController.swift: note: 6 of 6 constraints written in 'CameraViewController' (with its extensions and superclasses) imported\n"), all.err)
    // The same files named one by one, and one class picked.
    let files = ["CameraViewController+Layout.swift", "CameraViewController.swift", "ShutterButton.swift"].map { dir + "/" + $0 }
    let one = try plumb(["check"] + files + ["--scene", "CameraViewController"])
    XCTAssertEqual(one.status, 0, one.out + one.err)
    XCTAssertEqual(one.out, "Tests/Fixtures/SwiftCode/Camera/CameraViewController+Layout.swift: no conflicts, no ambiguity.\n")
    let wrong = try plumb(["check", dir, "--scene", "CameraViewControler"])
    XCTAssertEqual(wrong.status, 2)
    XCTAssertEqual(wrong.err, """
      plumb: error: --scene CameraViewControler: Tests/Fixtures/SwiftCode/Camera declares no class 'CameraViewControler' \
      (its types with layout code: CameraViewController, RoundButton, ShutterButton); did you mean 'CameraViewController'?

      """)
    let mixed = try plumb(["solve", dir, "Scenes/profile.scene"])
    XCTAssertEqual(mixed.status, 2)
    XCTAssertEqual(mixed.err, """
      plumb: error: cannot read 'Scenes/profile.scene' with the other files: only Swift code is read from several files or a folder \
      (give a .scene, .storyboard, .xib or log on its own)

      """)
    // Without the class's own file, the extension says what it cannot see.
    let alone = try plumb(["check", files[0], "--strict"])
    XCTAssertEqual(alone.status, 1)
    XCTAssertTrue(alone.err.contains(
      "CameraViewController+Layout.swift:3:1: warning: 'CameraViewController' is declared in none of the files read: its superclass and the members declared with it are unknown (give its file as well, or the folder)\n"), alone.err)
  }

  /// Issue 22: a choice is a note, not a warning (check passes), the count says where every constraint went, --define picks an arm.
  func testAChoiceIsNotedAndDefinePicksAnArm() throws {
    let f = "Tests/Fixtures/SwiftCode/Badge.swift"
    let c = try plumb(["check", f])
    XCTAssertEqual(c.status, 0, c.out + c.err)
    XCTAssertEqual(c.err, """
      Tests/Fixtures/SwiftCode/Badge.swift:17:12: note: the layout shown takes case 1 (.wide) of 'style', a stored var other code may set; \
      --define style=N takes the N-th case (1 to 3)
      Tests/Fixtures/SwiftCode/Badge.swift: note: 4 of 4 constraints written in the file imported: 3 in the layout shown, \
      1 under other arms of its choices (--define)

      """)
    let narrow = try plumb(["solve", f, "--define", "style=2"])
    XCTAssertTrue(narrow.out.contains("badge  (157.5, 40, 60, 16)"), narrow.out)
  }

  /// Issue 22: check --all-choices lays out every arm and says under which arms a finding appears.
  func testCheckAllChoicesSaysUnderWhichArmAFindingAppears() throws {
    let r = try plumb(["check", "Tests/Fixtures/SwiftCode/TallFlag.swift", "--all-choices", "--strict"])
    XCTAssertEqual(r.status, 1, r.out + r.err)
    XCTAssertEqual(r.out, """
      warning [ambiguous]: 'b' has an ambiguous layout (hasAmbiguousLayout == YES): height not uniquely determined; \
      missing constraints: nothing fixes its height. (--define Flags.tall=false)


      """)
    let badge = try plumb(["check", "Tests/Fixtures/SwiftCode/Badge.swift", "--all-choices"])
    XCTAssertEqual(badge.status, 0, badge.out + badge.err)
    XCTAssertEqual(badge.out, "Tests/Fixtures/SwiftCode/Badge.swift: no conflicts, no ambiguity in 3 layouts (as read and under each other arm of its choices).\n")
    let scene = try plumb(["check", "Scenes/profile.scene", "--all-choices"])
    XCTAssertEqual(scene.status, 2)
    XCTAssertEqual(scene.err, "plumb: error: --all-choices checks Swift code under every arm of its choices; a scene has none\n")
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
