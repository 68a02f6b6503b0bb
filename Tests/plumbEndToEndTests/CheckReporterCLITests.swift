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
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let config = dir.appendingPathComponent("plumb.yml").path
    try "rules:\n  unmarked-misplaced-view: warning\n".write(toFile: config, atomically: true, encoding: .utf8)
    let misplaced = try plumb(["check", ib, "--set", "E5K-5x-Mx7.constant=200", "--reporter", "xcode", "--config", config])
    try assertXcodeLines(misplaced.out, file: ib, rule: "unmarked-misplaced-view")
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

  func testAPlumbIgnoreCommentOnTheLineLeavesTheFindingOut() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-ignore-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("a.scene").path
    var lines = try String(contentsOf: Repository.url("Scenes/aspect-ambiguous.scene"), encoding: .utf8).components(separatedBy: "\n")
    XCTAssertEqual(lines[7], "view square")
    lines[7] += "  # plumb-ignore: ambiguous-layout"
    try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
    let r = try plumb(["check", file, "--strict", "--reporter", "xcode"])
    XCTAssertEqual(r.status, 0, r.out)
    XCTAssertEqual(r.out, "")
  }

  func testABadReporterIsAUsageErrorThatChangesNothing() throws {
    let bad = try plumb(["check", "Scenes/profile.scene", "--reporter", "sarf"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.err.hasPrefix("plumb: error: unknown reporter 'sarf' (one of text, xcode, json, sarif, github, junit, checkstyle, summary); did you mean 'sarif'?\n"), bad.err)
    let noPath = try plumb(["check", "Scenes/profile.scene", "--output", "json"])
    XCTAssertEqual(noPath.status, 2)
    XCTAssertTrue(noPath.err.hasPrefix("plumb: error: --output json: expected REPORTER=PATH, as in --output sarif=plumb.sarif\n"), noPath.err)
  }

  /// Of several files, each finding told in UIKit's words starts with its
  /// place (of one, the file is the run's: UIKit's words stand alone).
  func testOfSeveralFilesEveryFindingSaysWhere() throws {
    let r = try plumb(["check", "Scenes/conflict.scene", "Scenes/ambiguity.scene"])
    XCTAssertTrue(r.out.contains("\nScenes/conflict.scene:14:1: error [unsatisfiable]: [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"), r.out)
    XCTAssertTrue(r.out.contains("\nScenes/ambiguity.scene:9:7: warning [ambiguous]: 'name' has an ambiguous layout"), r.out)
    let one = try plumb(["check", "Scenes/conflict.scene"])
    XCTAssertTrue(one.out.contains("\nerror [unsatisfiable]: [LayoutConstraints]"), one.out)
  }

  func testAReportIsNeverWrittenOverAFileTheRunReads() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-output-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = dir + "/in.scene"
    let original = try Data(contentsOf: URL(fileURLWithPath: "Scenes/profile.scene"))
    try original.write(to: URL(fileURLWithPath: scene))
    try FileManager.default.createSymbolicLink(atPath: dir + "/alias.json", withDestinationPath: "in.scene")
    for args in [["--output", "json=" + scene], ["--write-baseline", scene], ["--output", "sarif=" + dir + "/alias.json"]] {
      let r = try plumb(["check", scene] + args)
      XCTAssertEqual(r.status, 2, args.joined(separator: " "))
      XCTAssertTrue(r.err.contains("is a file this run reads; write to another path"), r.err)
      XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: scene)), original)
    }
    let folder = try plumb(["check", scene, "--output", "json=" + dir])
    XCTAssertEqual(folder.status, 2)
    XCTAssertEqual(folder.err, "plumb: error: --output json=\(dir): cannot write '\(dir)': is a directory\n")
  }
}

/// `plumb check FOLDER…`: every storyboard, xib and scene under the folders
/// checked on its own, the Swift layout code of each folder as one
/// project, globs to choose, one report in a stable order.
final class CheckFoldersCLITests: XCTestCase {
  func plumb(_ args: [String]) throws -> PlumbProcess.Run { try PlumbProcess.run(args) }

  func makeRepository() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-folders-\(UUID().uuidString)")
    let fm = FileManager.default
    for sub in ["App/Views", "App/Generated", "Pods/Lib", ".git"] {
      try fm.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    try fm.copyItem(at: Repository.url("Scenes/conflict.scene"), to: dir.appendingPathComponent("App/Views/conflict.scene"))
    try fm.copyItem(at: Repository.url("Scenes/aspect-ambiguous.scene"), to: dir.appendingPathComponent("App/Generated/ambiguous.scene"))
    try fm.copyItem(at: Repository.url("Tests/Fixtures/SwiftCode/TallFlag.swift"), to: dir.appendingPathComponent("App/Views/TallFlag.swift"))
    try fm.copyItem(
      at: Repository.url("Tests/Fixtures/InterfaceBuilder/107_Rio-iOS_deep-understanding-autolayout_UIStackViewSample.storyboard"),
      to: dir.appendingPathComponent("App/Main.storyboard"))
    // Neither is checked: Swift without layout code, and a dependency manager's folder.
    try "struct Model { var name = \"\" }\n".write(to: dir.appendingPathComponent("App/Model.swift"), atomically: true, encoding: .utf8)
    try fm.copyItem(at: Repository.url("Scenes/conflict.scene"), to: dir.appendingPathComponent("Pods/Lib/vendored.scene"))
    return dir
  }

  func files(_ json: String) throws -> [String] {
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return try XCTUnwrap(object["files"] as? [String])
  }

  func testAFolderIsWalkedForEveryFormatInAStableOrder() throws {
    let dir = try makeRepository()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try plumb(["check", dir.path, "--reporter", "json"])
    XCTAssertEqual(r.status, 1, "the conflict is an error: \(r.err)")
    XCTAssertEqual(try files(r.out), [
      dir.path + "/App/Generated/ambiguous.scene", dir.path + "/App/Main.storyboard", dir.path + "/App/Views/TallFlag.swift",
      dir.path + "/App/Views/conflict.scene",
    ])
    XCTAssertEqual(r.err, "", "readers keep their warnings for the report when several files are checked")
    // Checked in parallel, reported the same way every time.
    XCTAssertEqual(try plumb(["check", dir.path, "--reporter", "json"]).out, r.out)
    let chosen = try plumb(["check", dir.path, "--exclude", "*/Views/*", "--reporter", "json"])
    XCTAssertEqual(chosen.status, 0, "warnings alone: \(chosen.out)")
    XCTAssertEqual(try files(chosen.out), [dir.path + "/App/Generated/ambiguous.scene", dir.path + "/App/Main.storyboard"])
    let included = try plumb(["check", dir.path, "--include", "*.scene", "--exclude", "*/Generated/*", "--reporter", "json"])
    XCTAssertEqual(try files(included.out), [dir.path + "/App/Views/conflict.scene"])
  }

  /// A link to a file is checked (once, under the file's own path when
  /// that is in the tree too); a link to a folder is not walked, and a
  /// note says so, as it does of a link to nothing.
  func testLinksToFilesAreCheckedAndLinksToFoldersAreNamed() throws {
    let dir = try makeRepository()
    defer { try? FileManager.default.removeItem(at: dir) }
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-outside-\(UUID().uuidString).scene")
    try FileManager.default.copyItem(at: Repository.url("Scenes/priorities.scene"), to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    XCTAssertEqual(symlink(outside.path, dir.path + "/App/Shared.scene"), 0)
    XCTAssertEqual(symlink(dir.path + "/App/Views/conflict.scene", dir.path + "/App/Again.scene"), 0)
    XCTAssertEqual(symlink(dir.path + "/App", dir.path + "/App/Views/Loop"), 0)
    XCTAssertEqual(symlink("nowhere", dir.path + "/App/Gone.storyboard"), 0)
    let r = try plumb(["check", dir.path, "--reporter", "json"])
    XCTAssertEqual(try files(r.out), [
      dir.path + "/App/Generated/ambiguous.scene", dir.path + "/App/Main.storyboard", dir.path + "/App/Shared.scene",
      dir.path + "/App/Views/TallFlag.swift", dir.path + "/App/Views/conflict.scene",
    ], "the conflict is checked once, under its own path, not the link's")
    XCTAssertEqual(r.err, """
      plumb: note: '\(dir.path)/App/Gone.storyboard' is a link to nothing Plumb can read (no such file or directory)
      plumb: note: '\(dir.path)/App/Views/Loop' is a link to a folder and is not followed (a link may lead back up the tree): give the folder itself to check it

      """)
    // A folder of nothing but links says why there is nothing to check.
    let links = dir.appendingPathComponent("Links").path
    try FileManager.default.createDirectory(atPath: links, withIntermediateDirectories: true)
    XCTAssertEqual(symlink("nowhere", links + "/Gone.storyboard"), 0)
    let empty = try plumb(["check", links])
    XCTAssertEqual(empty.status, 2)
    XCTAssertTrue(empty.err.hasPrefix("plumb: note: '\(links)/Gone.storyboard' is a link to nothing Plumb can read"), empty.err)
    // --include sees every path, the link's too, before a file reached twice is listed once.
    let linked = try plumb(["check", dir.path, "--include", "*/Again.scene", "--reporter", "json"])
    XCTAssertEqual(try files(linked.out), [dir.path + "/App/Again.scene"])
  }

  func testABaselineSilencesTheFindingsItHoldsAndNoOthers() throws {
    let dir = try makeRepository()
    defer { try? FileManager.default.removeItem(at: dir) }
    let baseline = dir.appendingPathComponent("plumb-baseline.json").path
    let first = try plumb(["check", dir.path, "--write-baseline", baseline, "--reporter", "summary"])
    XCTAssertEqual(first.status, 1, "writing a baseline reports as usual: \(first.out)")
    let accepted = try plumb(["check", dir.path, "--baseline", baseline, "--reporter", "xcode", "--strict"])
    XCTAssertEqual(accepted.status, 0, accepted.out)
    XCTAssertEqual(accepted.out, "")
    // A new conflict is reported, and fails the run.
    try FileManager.default.copyItem(at: Repository.url("Scenes/conflict.scene"), to: dir.appendingPathComponent("App/new.scene"))
    let added = try plumb(["check", dir.path, "--baseline", baseline, "--reporter", "xcode"])
    XCTAssertEqual(added.status, 1)
    XCTAssertEqual(added.out.split(separator: "\n").count, 1, added.out)
    XCTAssertTrue(added.out.hasPrefix(dir.path + "/App/new.scene:14:1: error: "), added.out)
    try "{}".write(toFile: baseline, atomically: true, encoding: .utf8)
    let bad = try plumb(["check", dir.path, "--baseline", baseline])
    XCTAssertEqual(bad.status, 2)
    XCTAssertEqual(bad.err, "\(baseline): error: not a Plumb baseline (JSON with \"version\": 1 and \"findings\", as --write-baseline writes)\n")
  }

  func testAConfigurationFileSetsWhatTheCommandLineDoesNot() throws {
    let dir = try makeRepository()
    defer { try? FileManager.default.removeItem(at: dir) }
    let config = dir.appendingPathComponent(".plumb.yml").path
    try """
      exclude: "*/Views/*"
      reporter: json
      rules:
        ambiguous-layout: error
      """.write(toFile: config, atomically: true, encoding: .utf8)
    let r = try plumb(["check", dir.path, "--config", config])
    XCTAssertEqual(r.status, 1, "the ambiguity is an error by the configuration: \(r.out)")
    XCTAssertEqual(try files(r.out), [dir.path + "/App/Generated/ambiguous.scene", dir.path + "/App/Main.storyboard"])
    let xcode = try plumb(["check", dir.path, "--config", config, "--reporter", "xcode"])
    XCTAssertTrue(xcode.out.hasPrefix(dir.path + "/App/Generated/ambiguous.scene:8:6: error: 'square' has an ambiguous layout"), xcode.out)
    try "exclude: [\"*/Views/*\"]\nrulez: {}\n".write(toFile: config, atomically: true, encoding: .utf8)
    let bad = try plumb(["check", dir.path, "--config", config])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.err.hasPrefix("\(config):2:1: error: unknown key 'rulez' (one of include, exclude, reporter, strict, all_devices, all_text_sizes, pseudo, rules, paths, suppress); did you mean 'rules'?\n"), bad.err)
    XCTAssertEqual(bad.out, "")
  }

  func testAFileThatCannotBeReadIsSaidAndTheOthersAreStillChecked() throws {
    let dir = try makeRepository()
    defer { try? FileManager.default.removeItem(at: dir) }
    let bad = dir.appendingPathComponent("App/bad.scene")
    try "canvas 200x200\nview photo\nphto.width = 10\n".write(to: bad, atomically: true, encoding: .utf8)
    let r = try plumb(["check", dir.path, "--reporter", "xcode"])
    XCTAssertEqual(r.status, 2)
    XCTAssertTrue(r.err.hasPrefix("\(bad.path):3:1: error: unknown view 'phto'; did you mean 'photo'?\n"), r.err)
    XCTAssertTrue(r.out.contains("/App/Views/conflict.scene:14:1: error: Unable to simultaneously satisfy constraints"), r.out)
    let refused = try plumb(["check", dir.path, "--scene", "x"])
    XCTAssertEqual(refused.status, 2)
    XCTAssertEqual(refused.err, "plumb: error: --scene and --set name one file's scene or constraint: give one file\n")
  }
}
