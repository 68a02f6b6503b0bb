import Foundation
import PlumbTestSupport
import XCTest

/// `plumb check --reporter`, `--output` and `--strict` on every input
/// format: findings at real places (never line 0), exit codes as the help
/// documents them, reports written to files.
final class CheckReporterCLITests: XCTestCase {
  func plumb(_ args: [String]) throws -> PlumbProcess.Run { try PlumbProcess.run(args) }

  /// One Xcode-style line per finding, each at a line and column of the file that exist.
  func assertXcodeLines(_ out: String, file: String, rule: String, _ message: String = "", line: UInt = #line) throws {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let found = out.split(separator: "\n")
    XCTAssertFalse(found.isEmpty, message, line: line)
    for f in found {
      let parts = f.split(separator: ":", maxSplits: 3)
      XCTAssertEqual(String(parts[0]), file, String(f), line: line)
      let l = try XCTUnwrap(Int(parts[1])), c = try XCTUnwrap(Int(parts[2]))
      XCTAssertTrue((1...lines.count).contains(l), String(f), line: line)
      XCTAssertTrue((1...lines[l - 1].count + 1).contains(c), String(f), line: line)
      XCTAssertTrue(f.hasSuffix("(\(rule))"), String(f), line: line)
    }
  }

  func testEveryFormatPlacesItsFindingsOnRealLines() throws {
    // A scene: the conflict at the constraint UIKit breaks, the ambiguity at the view's declaration.
    let conflict = try plumb(["check", "Scenes/conflict.scene", "--reporter", "xcode"])
    XCTAssertEqual(conflict.status, 1)
    try assertXcodeLines(conflict.out, file: "Scenes/conflict.scene", rule: "unsatisfiable-constraints")
    XCTAssertTrue(conflict.out.contains(":14:1: error: Unable to simultaneously satisfy constraints: 1 other constraint conflicts with <NSLayoutConstraint 'exact' send.height == 20 (active)>"), conflict.out)
    let ambiguous = try plumb(["check", "Scenes/aspect-ambiguous.scene", "--reporter", "xcode"])
    XCTAssertEqual(ambiguous.status, 0, "a warning fails only with --strict")
    try assertXcodeLines(ambiguous.out, file: "Scenes/aspect-ambiguous.scene", rule: "ambiguous-layout")
    // Swift code: the ambiguous view where the code makes it.
    let swift = try plumb(["check", "Tests/Fixtures/SwiftCode/TallFlag.swift", "--all-choices", "--reporter", "xcode"])
    try assertXcodeLines(swift.out, file: "Tests/Fixtures/SwiftCode/TallFlag.swift", rule: "ambiguous-layout")
    XCTAssertTrue(swift.out.contains("(--define Flags.tall=false)"), swift.out)
    // A storyboard: at the XML line of the view.
    let ib = "Tests/Fixtures/InterfaceBuilder/107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard"
    let misplaced = try plumb(["check", ib, "--device", "retina4_7", "--reporter", "xcode"])
    try assertXcodeLines(misplaced.out, file: ib, rule: "misplaced-view")
    // A conflict log: at the conflict's heading.
    let log = "Tests/Fixtures/ConflictLogs/" + (try FileManager.default.contentsOfDirectory(atPath: Repository.url("Tests/Fixtures/ConflictLogs").path).sorted().first ?? "")
    let logged = try plumb(["check", log, "--reporter", "xcode"])
    XCTAssertEqual(logged.status, 1)
    try assertXcodeLines(logged.out, file: log, rule: "unsatisfiable-constraints")
  }

  func testOutputWritesEachReportAndStrictDecidesTheStatus() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-reporter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let sarif = dir.appendingPathComponent("plumb.sarif").path, junit = dir.appendingPathComponent("junit.xml").path
    let r = try plumb(["check", "Scenes/aspect-ambiguous.scene", "--output", "sarif=" + sarif, "--output", "junit=" + junit, "--reporter", "github", "--strict"])
    XCTAssertEqual(r.status, 1, r.err)
    XCTAssertTrue(r.out.hasPrefix("::warning file=Scenes/aspect-ambiguous.scene,line=8,col=6,title=plumb ambiguous-layout::'square' has an ambiguous layout"), r.out)
    let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
    let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    XCTAssertEqual(results.compactMap { $0["ruleId"] as? String }, ["ambiguous-layout"])
    XCTAssertTrue(try String(contentsOfFile: junit, encoding: .utf8).contains("<testcase classname=\"Scenes/aspect-ambiguous.scene\" name=\"ambiguous-layout at 8:6\">"))
  }

  func testABadReporterIsAUsageErrorThatChangesNothing() throws {
    let bad = try plumb(["check", "Scenes/profile.scene", "--reporter", "sarf"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.err.hasPrefix("plumb: error: unknown reporter 'sarf' (one of text, xcode, json, sarif, github, junit, checkstyle, summary); did you mean 'sarif'?\n"), bad.err)
    let noPath = try plumb(["check", "Scenes/profile.scene", "--output", "json"])
    XCTAssertEqual(noPath.status, 2)
    XCTAssertTrue(noPath.err.hasPrefix("plumb: error: --output json: expected REPORTER=PATH, as in --output sarif=plumb.sarif\n"), noPath.err)
  }
}
