import Foundation
import PlumbTestSupport
import XCTest

/// `plumb check|solve|render|convert` on UIKit conflict logs, through the real binary.
final class ConflictLogCLITests: XCTestCase {
  static let fixtures = "Tests/Fixtures/ConflictLogs/"

  func testCheckExplainsEveryCorpusLogAndExitsOne() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Repository.url(Self.fixtures).path).filter { $0.hasSuffix(".txt") }.sorted()
    XCTAssertEqual(files.count, 15)
    for f in files {
      let r = try PlumbProcess.run(["check", Self.fixtures + f])
      XCTAssertEqual(r.status, 1, f + r.err)
      XCTAssertEqual(r.err, "", f)
      XCTAssertTrue(r.out.contains(": conflict 1 of 1: Unable to simultaneously satisfy constraints."), f)
      XCTAssertEqual(r.out.components(separatedBy: "UIKit broke this one").count, 2, f)
      XCTAssertTrue(r.out.contains("The views as UIKit shows them"), f)
      XCTAssertTrue(r.out.contains("UIKit shows the layout without #"), f)
    }
  }

  /// A log of more views than 80 columns can draw has no picture (laying
  /// out its weak pins took minutes on a 10,000-constraint row), and its
  /// explanation still comes.
  func testALogOfManyViewsIsExplainedWithoutAPicture() throws {
    let many = try PlumbProcess.run(["check", "-"], input: ConflictLogSamples.row(views: 100))
    XCTAssertEqual(many.status, 1, many.err)
    XCTAssertTrue(many.out.hasPrefix("No picture: the conflict's 101 views are more than the 100 an 80-column picture can show.\n"), many.out)
    XCTAssertTrue(many.out.contains("UIKit broke this one"), many.out)
    let few = try PlumbProcess.run(["check", "-"], input: ConflictLogSamples.row(views: 99))
    XCTAssertTrue(few.out.hasPrefix("The views as UIKit shows them"), few.out)
  }

  func testCheckReadsAPasteOnStandardInput() throws {
    let text = try Repository.text(Self.fixtures + "05.txt")
    let r = try PlumbProcess.run(["check", "-"], input: text)
    XCTAssertEqual(r.status, 1, r.err)
    XCTAssertTrue(r.out.contains("<stdin>:1:74: conflict 1 of 1: Unable to simultaneously satisfy constraints."), r.out)
    XCTAssertTrue(r.out.contains("  2. <NSLayoutConstraint:0x60800029e8c0 UIStackView:0x7fbcc643ac60.trailing == Trust.BrowserNavigationBar:0x7fbcc64374b0.trailing - 10   (active)>\n     = UIStackView.trailing = BrowserNavigationBar.trailing - 10\n     UIKit broke this one"), r.out)
  }

  func testTextWithoutAConflictIsALocatedErrorAndExitTwo() throws {
    let r = try PlumbProcess.run(["check", "-"], input: "2024-05-01 App[1:2] [LayoutConstraints] all fine\n")
    XCTAssertEqual(r.status, 2)
    XCTAssertEqual(r.err, "<stdin>:1:1: error: no UIKit conflict here: the text holds neither \"Unable to simultaneously satisfy constraints\" (or macOS's \"Conflicting constraints detected\") nor a constraint description such as \"<NSLayoutConstraint:0x… UIView:0x….width == 100>\"\n")
    XCTAssertEqual(r.out, "")
  }

  /// An empty pipe is no layout: every command says so and exits 2 (a check of nothing would pass in CI).
  func testAnEmptyStandardInputIsRefused() throws {
    for command in ["check", "solve", "render", "convert"] {
      let r = try PlumbProcess.run([command, "-"], input: " \n\t\n")
      XCTAssertEqual(r.status, 2, command)
      XCTAssertEqual(r.err, "plumb: error: nothing to read on standard input: it was empty (give a file, or paste a layout and end it with Ctrl-D)\n", command)
      XCTAssertEqual(r.out, "", command)
    }
  }

  func testSolveShowsTheLayoutUIKitShowed() throws {
    // UIKit broke the stack's trailing constraint: its leading holds, and its width is 0, not negative.
    let r = try PlumbProcess.run(["solve", Self.fixtures + "05.txt", "--format", "json"])
    XCTAssertEqual(r.status, 0, r.err)
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    let views = try XCTUnwrap(json["views"] as? [[String: Any]])
    let stack = try XCTUnwrap(views.first { $0["name"] as? String == "UIStackView" })
    // Its y and height the log does not fix: it is drawn filling its superview, and said to be unplaced there.
    XCTAssertEqual(stack["frame"] as? [String: Double], ["x": 4, "y": 0, "width": 0, "height": 667])
    XCTAssertEqual(stack["unplaced"] as? [String], ["y", "height"])
    let constraints = try XCTUnwrap(json["constraints"] as? [[String: Any]])
    let broken = constraints.filter { $0["broken"] as? Bool == true }.compactMap { $0["text"] as? String }
    XCTAssertEqual(broken, ["UIStackView.trailing = BrowserNavigationBar.trailing - 10"])
  }

  func testConvertWritesASceneThatSolvesToTheSameFrames() throws {
    let log = Self.fixtures + "13.txt"
    let converted = try PlumbProcess.run(["convert", log])
    XCTAssertEqual(converted.status, 0, converted.err)
    XCTAssertTrue(converted.out.contains("UILabel.top = UIView.top + 10    # NSLayoutConstraint:0x6000000733e0 (line 8)"), converted.out)
    let scene = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-log-\(getpid()).scene")
    try converted.out.write(to: scene, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: scene) }
    let a = try PlumbProcess.run(["solve", log, "--format", "json"])
    let b = try PlumbProcess.run(["solve", scene.path, "--format", "json"])
    XCTAssertEqual(a.status, 0, a.err)
    XCTAssertEqual(b.status, 0, b.err)
    func frames(_ s: String) throws -> [[String: Double]] {
      let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(s.utf8)) as? [String: Any])
      return try XCTUnwrap(json["views"] as? [[String: Any]]).compactMap { $0["frame"] as? [String: Double] }
    }
    XCTAssertEqual(try frames(a.out), try frames(b.out))
    XCTAssertEqual(try frames(a.out).count, 5)
  }

  func testRenderDrawsTheLogsViews() throws {
    let r = try PlumbProcess.run(["render", Self.fixtures + "13.txt", "--width", "60", "--ascii"])
    XCTAssertEqual(r.status, 0, r.err)
    XCTAssertTrue(r.out.hasPrefix("13.txt"), r.out)
  }
}

extension ConflictLogCLITests {
  func testStandardInputWithoutALogIsAScene() throws {
    let r = try PlumbProcess.run(["solve", "-"], input: "canvas 100x100\nview a\na.left = root.left\na.top = root.top\na.width = 10\na.height = 20\n")
    XCTAssertEqual(r.status, 0, r.err)
    XCTAssertTrue(r.out.contains("a  (0, 0, 10, 20)"), r.out)
    // A .scene is a scene even when a comment quotes UIKit.
    let scene = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-quote-\(getpid()).scene")
    try "# Unable to simultaneously satisfy constraints\ncanvas 100x100\nview a\n".write(to: scene, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: scene) }
    let s = try PlumbProcess.run(["check", scene.path])
    XCTAssertFalse(s.out.contains("conflict 1 of 1"), s.out)
    XCTAssertTrue(s.out.contains("ambiguous"), s.out)
  }
}
