import Foundation
import PlumbCheckConfiguration
import PlumbDiagnostics
import PlumbReports
import XCTest

/// `.plumb.yml`: every setting read, each mistake a located error with the
/// line and a caret (the full text asserted), rule settings applied to a
/// report, and the file found from a folder below it.
final class CheckConfigurationTests: XCTestCase {
  func testEverySettingIsRead() throws {
    let c = try CheckConfiguration(yaml: """
      # Checked on every pull request.
      include: ["*.storyboard", "*.xib"]
      exclude: "*/Generated/*"
      reporter: xcode
      strict: true
      all_devices: yes
      rules:
        misplaced-view: off
        ambiguous-layout: error
      paths:
        - match: "*/Legacy/*"
          rules: { ambiguous-layout: warning, input-warning: off }
      """, file: ".plumb.yml")
    XCTAssertEqual(c.include, [Glob("*.storyboard"), Glob("*.xib")])
    XCTAssertEqual(c.exclude, [Glob("*/Generated/*")])
    XCTAssertEqual(c.reporter, "xcode")
    XCTAssertEqual(c.strict, true)
    XCTAssertEqual(c.allDevices, true)
    XCTAssertEqual(c.rules, [.misplaced: .off, .ambiguous: .severity(.error)])
    XCTAssertEqual(c.paths.count, 1)
    XCTAssertEqual(c.setting(of: .ambiguous, in: "App/Legacy/Old.xib"), .severity(.warning))
    XCTAssertEqual(c.setting(of: .ambiguous, in: "App/New.xib"), .severity(.error))
    XCTAssertEqual(c.setting(of: .misplaced, in: "App/Legacy/Old.xib"), .off, "a path's settings fall back on the file's")
    XCTAssertNil(c.setting(of: .unsatisfiable, in: "App/New.xib"))
    XCTAssertEqual(try CheckConfiguration(yaml: "", file: "e.yml"), { var e = CheckConfiguration(); e.file = "e.yml"; return e }())
  }

  func testSettingsApplyToAReport() throws {
    let c = try CheckConfiguration(yaml: "rules:\n  misplaced-view: off\n  ambiguous-layout: error\n", file: ".plumb.yml")
    var r = CheckReport(files: ["a.xib"])
    r.add(Finding(.misplaced, file: "a.xib", message: "moved"))
    r.add(Finding(.ambiguous, file: "a.xib", message: "free"))
    r.add(Finding(.input, file: "a.xib", message: "odd"))
    r.note("a note")
    let out = c.apply(to: r)
    XCTAssertEqual(out.findings.map { "\($0.rule.rawValue) \($0.severity.rawValue)" }, ["ambiguous-layout error", "input-warning warning"])
    XCTAssertEqual(out.entries.last, .note("a note"))
    XCTAssertTrue(out.fails(strict: false), "an ambiguity set to error fails the run")
  }

  func assertError(_ yaml: String, _ expected: String, line: UInt = #line) {
    XCTAssertThrowsError(try CheckConfiguration(yaml: yaml, file: ".plumb.yml"), line: line) { error in
      XCTAssertEqual("\(error)", expected, line: line)
    }
  }

  func testEachMistakeIsALocatedError() {
    assertError("exclud: [a]\n", """
      .plumb.yml:1:1: error: unknown key 'exclud' (one of include, exclude, reporter, strict, all_devices, all_text_sizes, pseudo, rules, paths, suppress); did you mean 'exclude'?
      exclud: [a]
      ^~~~~~
      """)
    assertError("rules:\n  ambigous-layout: off\n", """
      .plumb.yml:2:3: error: unknown key 'ambigous-layout' (one of \(CheckRule.allCases.map(\.rawValue).joined(separator: ", "))); did you mean 'ambiguous-layout'?
        ambigous-layout: off
        ^~~~~~~~~~~~~~~
      """)
    assertError("rules:\n  misplaced-view: warn\n", """
      .plumb.yml:2:19: error: expected off, warning or error for 'misplaced-view'; did you mean 'warning'?
        misplaced-view: warn
                        ^~~~
      """)
    assertError("strict: maybe\n", """
      .plumb.yml:1:9: error: expected true or false
      strict: maybe
              ^~~~~
      """)
    assertError("reporter: sarf\n", """
      .plumb.yml:1:11: error: unknown reporter 'sarf' (one of \(Reporter.names.joined(separator: ", "))); did you mean 'sarif'?
      reporter: sarf
                ^~~~
      """)
    assertError("paths:\n  - rules: {}\n", """
      .plumb.yml:2:5: error: a paths entry needs match: PATTERN
        - rules: {}
          ^
      """)
    assertError("exclude: [a\n", """
      .plumb.yml:2:1: error: not YAML: did not find expected ',' or ']'
      \("")
      ^
      """)
    assertError("- a\n- b\n", """
      .plumb.yml:1:1: error: expected settings (key: value lines), as in 'exclude: ["*/Generated/*"]'
      - a
      ^
      """)
  }

  func testTheFileIsFoundInTheNearestFolderAbove() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-config-\(UUID().uuidString)")
    let deep = root.appendingPathComponent("App/Views")
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    XCTAssertNil(CheckConfiguration.find(from: deep.path).flatMap { $0.hasPrefix(root.path) ? $0 : nil })
    try "strict: true\n".write(to: root.appendingPathComponent(".plumb.yml"), atomically: true, encoding: .utf8)
    XCTAssertEqual(CheckConfiguration.find(from: deep.path), root.appendingPathComponent(".plumb.yml").standardizedFileURL.path)
  }
}

/// Findings left out on purpose: by an Interface Builder object id in the
/// configuration, by a `plumb-ignore` comment on a scene's or Swift file's line.
final class SuppressionTests: XCTestCase {
  func testAConfigurationSuppressesAnObjectsFindings() throws {
    let c = try CheckConfiguration(yaml: """
      suppress:
        - id: "abc-de-fgh"
          rules: [ambiguous-layout]
        - id: "xyz-12-345"
      """, file: ".plumb.yml")
    var r = CheckReport(files: ["a.xib"])
    for (id, rule) in [("abc-de-fgh", CheckRule.ambiguous), ("abc-de-fgh", .misplaced), ("xyz-12-345", .unsatisfiable), ("other", .ambiguous)] {
      var f = Finding(rule, file: "a.xib", message: "m")
      f.subject = id
      r.add(f)
    }
    XCTAssertEqual(c.apply(to: r).findings.map { "\($0.subject ?? "") \($0.rule.rawValue)" }, ["abc-de-fgh misplaced-view", "other ambiguous-layout"])
    XCTAssertThrowsError(try CheckConfiguration(yaml: "suppress:\n  - id: a\n    rules: [ambigous-layout]\n", file: ".plumb.yml")) {
      XCTAssertTrue("\($0)".hasPrefix(".plumb.yml:3:12: error: unknown rule 'ambigous-layout'"), "\($0)")
    }
  }

  func testACommentOnTheLineLeavesItsFindingsOut() {
    let scene = """
      view free   # plumb-ignore: ambiguous-layout
      view other  # plumb-ignore
      view third  # plumb-ignored
      view fourth # plumb-ignore: negative-size
      """.split(separator: "\n", omittingEmptySubsequences: false)
    var r = CheckReport(files: ["s.scene"])
    for line in 1...4 {
      r.add(Finding(.ambiguous, file: "s.scene", location: SourceLocation(file: "s.scene", line: line, column: 6), message: "\(line)"))
    }
    // The same comment in a storyboard's line means nothing: XML has no line comments.
    r.add(Finding(.ambiguous, file: "m.storyboard", location: SourceLocation(file: "m.storyboard", line: 1, column: 1), message: "xml"))
    let out = r.withoutInlineSuppressions { $0 == "s.scene" ? scene : [Substring("<!-- # plumb-ignore -->")] }
    XCTAssertEqual(out.findings.map(\.message), ["3", "4", "xml"])
    XCTAssertEqual(r.withoutInlineSuppressions { _ in nil }.findings.count, 5, "a file that cannot be read keeps its findings")
    let swift: [Substring] = ["let v = UIView() // plumb-ignore: ambiguous-layout"]
    var s = CheckReport(files: ["V.swift"])
    s.add(Finding(.ambiguous, file: "V.swift", location: SourceLocation(file: "V.swift", line: 1, column: 5), message: "v"))
    XCTAssertEqual(s.withoutInlineSuppressions { _ in swift }.findings.count, 0)
  }
}
