import Foundation
import PlumbDiagnostics
import PlumbReports
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every reporter's output read back the way its consumer reads it: SARIF
/// by the fields GitHub code scanning requires, JUnit and Checkstyle as
/// XML, GitHub annotations by the workflow-command grammar, Xcode lines by
/// theirs; and none lets a control character from an input through raw.
final class ReporterTests: XCTestCase {
  let context = ReportContext(toolVersion: "9.9.9", workingDirectory: "/repo")

  /// Two files, one clean; an error with UIKit's multi-line message, a
  /// warning whose text holds an escape sequence and the characters each
  /// format must escape, one under conditions, one about a whole file.
  var report: CheckReport {
    var r = CheckReport(files: ["Views/Login View.storyboard", "/repo/App/a,b:c.xib", "Clean.scene"])
    r.add(Finding(
      .unsatisfiable, file: "Views/Login View.storyboard", location: SourceLocation(file: "Views/Login View.storyboard", line: 12, column: 7),
      message: "Unable to simultaneously satisfy constraints.\n(\n  \"<NSLayoutConstraint 'a' v.width == 10>\"\n)"))
    r.add(Finding(
      .ambiguous, file: "/repo/App/a,b:c.xib", location: SourceLocation(file: "/repo/App/a,b:c.xib", line: 3, column: 1),
      message: "'t\u{1B}]0;pwned\u{07}' <&> \"100%\" has, an ambiguous: layout", conditions: ["on retina4_0 landscape only"]))
    r.add(Finding(.input, file: "/repo/App/a,b:c.xib", message: "the file as a whole"))
    r.note("Clean.scene: no conflicts, no ambiguity.")
    return r
  }

  func render(_ name: String, _ r: CheckReport? = nil) throws -> String {
    try XCTUnwrap(Reporter.named(name)).render(r ?? report, context)
  }

  /// A file's "clean" note is said only when no finding of that file is
  /// left to print: findings a configuration leaves out do not count.
  func testACleanNoteIsSaidOnlyForAFileWithoutFindings() throws {
    var r = CheckReport(files: ["a.storyboard", "b.storyboard"])
    let opt = Finding(.unmarkedMisplaced, file: "a.storyboard", location: SourceLocation(file: "a.storyboard", line: 2, column: 3), message: "Plumb lays out 'x' elsewhere")
    r.add(opt)
    r.noteIfClean("a.storyboard", "a.storyboard: clean")
    r.add(Finding(.ambiguous, file: "b.storyboard", location: SourceLocation(file: "b.storyboard", line: 4, column: 1), message: "'y' is ambiguous"))
    r.noteIfClean("b.storyboard", "b.storyboard: clean")
    let shown = try render("text", CheckConfiguration().apply(to: r))
    XCTAssertTrue(shown.contains("a.storyboard: clean"), "the opt-in finding is left out: \(shown)")
    XCTAssertFalse(shown.contains("b.storyboard: clean"), shown)
    var enabled = CheckConfiguration()
    enabled.rules[.unmarkedMisplaced] = .severity(.warning)
    XCTAssertFalse(try render("text", enabled.apply(to: r)).contains("a.storyboard: clean"))
  }

  func testTheRegistryNamesEachReporterOnceWithTheDefaultFirst() {
    XCTAssertEqual(Reporter.names, ["text", "xcode", "json", "sarif", "github", "junit", "checkstyle", "summary"])
    XCTAssertNil(Reporter.named("XCODE"))
    for rule in CheckRule.allCases { XCTAssertFalse(rule.summary.isEmpty, rule.rawValue) }
  }

  func testSARIFHasEveryFieldCodeScanningRequires() throws {
    let data = Data(try render("sarif").utf8)
    let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
    XCTAssertEqual(runs.count, 1)
    let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    XCTAssertEqual(driver["name"] as? String, "plumb")
    XCTAssertEqual(driver["version"] as? String, "9.9.9")
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    XCTAssertEqual(ids, ["ambiguous-layout", "input-warning", "unsatisfiable-constraints"])
    for rule in rules {
      XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
      XCTAssertNotNil((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String)
    }
    let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 3)
    var uris: [String] = []
    for result in results {
      let id = try XCTUnwrap(result["ruleId"] as? String)
      let index = try XCTUnwrap(result["ruleIndex"] as? Int)
      XCTAssertEqual(ids[index], id, "ruleIndex points at the result's rule")
      XCTAssertTrue(["error", "warning", "note"].contains(try XCTUnwrap(result["level"] as? String)))
      let text = try XCTUnwrap((result["message"] as? [String: Any])?["text"] as? String)
      XCTAssertFalse(text.isEmpty)
      XCTAssertFalse(text.contains("\n"), "one line: \(text)")
      let physical = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      uris.append(try XCTUnwrap((physical["artifactLocation"] as? [String: Any])?["uri"] as? String))
      let region = try XCTUnwrap(physical["region"] as? [String: Any])
      XCTAssertGreaterThanOrEqual(try XCTUnwrap(region["startLine"] as? Int), 1, "never line 0")
      XCTAssertGreaterThanOrEqual(try XCTUnwrap(region["startColumn"] as? Int), 1, "never column 0")
    }
    // Relative to the repository's root, percent-encoded as URI references are.
    XCTAssertEqual(uris, ["Views/Login%20View.storyboard", "App/a%2Cb%3Ac.xib", "App/a%2Cb%3Ac.xib"])
    XCTAssertEqual(((results[1]["message"] as? [String: Any])?["text"] as? String).map { $0.hasSuffix("(on retina4_0 landscape only)") }, true)
  }

  func testSARIFKeepsGitHubsLimitOnResultsAndSaysHowManyItLeftOut() throws {
    var r = CheckReport(files: ["a.scene"])
    r.add(Array(repeating: Finding(.ambiguous, file: "a.scene", message: "m"), count: 25_003))
    let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try render("sarif", r).utf8)) as? [String: Any])
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    XCTAssertEqual((run["results"] as? [Any])?.count, 25_000)
    XCTAssertEqual((run["properties"] as? [String: Any])?["omittedResults"] as? Int, 3)
  }

  func testJUnitIsXMLWithASuitePerFileAndAFailurePerFinding() throws {
    let doc = try XMLDocument(data: Data(try render("junit").utf8))
    let root = try XCTUnwrap(doc.rootElement())
    XCTAssertEqual(root.name, "testsuites")
    XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "3")
    XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "4", "three findings and the clean file's passing case")
    let suites = root.elements(forName: "testsuite")
    XCTAssertEqual(suites.compactMap { $0.attribute(forName: "name")?.stringValue }, ["Views/Login View.storyboard", "/repo/App/a,b:c.xib", "Clean.scene"])
    XCTAssertEqual(suites.map { $0.elements(forName: "testcase").count }, [1, 2, 1])
    XCTAssertEqual(suites[2].elements(forName: "testcase").first?.elements(forName: "failure").count, 0)
    let failure = try XCTUnwrap(suites[1].elements(forName: "testcase").first?.elements(forName: "failure").first)
    XCTAssertEqual(failure.attribute(forName: "type")?.stringValue, "ambiguous-layout")
    let message = try XCTUnwrap(failure.attribute(forName: "message")?.stringValue)
    XCTAssertTrue(message.hasPrefix("'t\\u{1B}]0;pwned\\u{7}' <&> \"100%\" has, an ambiguous: layout"), message)
    XCTAssertTrue(try XCTUnwrap(suites[0].elements(forName: "testcase").first?.elements(forName: "failure").first?.stringValue).contains("\n(\n"))
  }

  func testCheckstyleIsXMLWithAnErrorPerFindingAtItsPlace() throws {
    let doc = try XMLDocument(data: Data(try render("checkstyle").utf8))
    let root = try XCTUnwrap(doc.rootElement())
    XCTAssertEqual(root.name, "checkstyle")
    let files = root.elements(forName: "file")
    XCTAssertEqual(files.count, 3)
    let errors = files.flatMap { $0.elements(forName: "error") }
    XCTAssertEqual(errors.compactMap { $0.attribute(forName: "line")?.stringValue }, ["12", "3", "1"])
    XCTAssertEqual(errors.compactMap { $0.attribute(forName: "column")?.stringValue }, ["7", "1", "1"])
    XCTAssertEqual(errors.compactMap { $0.attribute(forName: "severity")?.stringValue }, ["error", "warning", "warning"])
    XCTAssertEqual(errors.compactMap { $0.attribute(forName: "source")?.stringValue }, ["plumb.unsatisfiable-constraints", "plumb.ambiguous-layout", "plumb.input-warning"])
    XCTAssertEqual(errors[1].attribute(forName: "message")?.stringValue, "'t\\u{1B}]0;pwned\\u{7}' <&> \"100%\" has, an ambiguous: layout (on retina4_0 landscape only)")
  }

  func testGitHubAnnotationsFollowTheWorkflowCommandGrammar() throws {
    let out = try render("github")
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    XCTAssertEqual(lines.count, 3)
    let grammar = try NSRegularExpression(pattern: "^::(error|warning|notice) file=[^,:\\r\\n]*,line=[1-9][0-9]*,col=[1-9][0-9]*,title=[^,:\\r\\n]*::[^\\r\\n]*$")
    for l in lines {
      let s = String(l)
      XCTAssertNotNil(grammar.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)), s)
    }
    XCTAssertTrue(lines[0].hasPrefix("::error file=Views/Login View.storyboard,line=12,col=7,title=plumb unsatisfiable-constraints::Unable"), String(lines[0]))
    // The message's % is encoded first, so that GitHub decodes it back; a comma and colon in a property are encoded.
    XCTAssertTrue(lines[1].hasPrefix("::warning file=/repo/App/a%2Cb%3Ac.xib,line=3,col=1,"), String(lines[1]))
    XCTAssertTrue(lines[1].contains("\"100%25\" has, an ambiguous: layout"), String(lines[1]))
  }

  func testGitHubNamesAWalkedPathAsTheRepositoryDoes() throws {
    var r = CheckReport(files: ["./App/Main.storyboard"])
    r.add(Finding(.ambiguous, file: "./App/Main.storyboard", location: SourceLocation(file: "./App/Main.storyboard", line: 4, column: 2), message: "m"))
    XCTAssertEqual(try render("github", r), "::warning file=App/Main.storyboard,line=4,col=2,title=plumb ambiguous-layout::m\n")
  }

  func testGitHubSaysWhenThereAreMoreFindingsThanItShows() throws {
    var r = CheckReport(files: ["a.scene"])
    r.add(Array(repeating: Finding(.ambiguous, file: "a.scene", message: "m"), count: 11))
    let last = try XCTUnwrap(try render("github", r).split(separator: "\n").last)
    XCTAssertEqual(last, "::notice title=plumb check::0 errors and 11 warnings in 1 files; GitHub shows the first 10 of each here, the log lists them all")
  }

  func testXcodeLinesAreOnePerFindingInXcodesGrammar() throws {
    XCTAssertEqual(try render("xcode").split(separator: "\n").map(String.init), [
      "Views/Login View.storyboard:12:7: error: Unable to simultaneously satisfy constraints. ( \"<NSLayoutConstraint 'a' v.width == 10>\" ) (unsatisfiable-constraints)",
      "/repo/App/a,b:c.xib:3:1: warning: 't\\u{1B}]0;pwned\\u{7}' <&> \"100%\" has, an ambiguous: layout (on retina4_0 landscape only) (ambiguous-layout)",
      "/repo/App/a,b:c.xib:1:1: warning: the file as a whole (input-warning)",
    ])
  }

  func testJSONCountsAndPlacesEveryFinding() throws {
    let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try render("json").utf8)) as? [String: Any])
    XCTAssertEqual(json["errors"] as? Int, 1)
    XCTAssertEqual(json["warnings"] as? Int, 2)
    let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
    XCTAssertEqual(findings.compactMap { $0["rule"] as? String }, ["unsatisfiable-constraints", "ambiguous-layout", "input-warning"])
    XCTAssertEqual(findings[1]["conditions"] as? [String], ["on retina4_0 landscape only"])
  }

  func testSummaryCountsFindingsPerRule() throws {
    XCTAssertEqual(try render("summary"), """
      rule                       errors  warnings   files
      -------------------------  ------  --------  ------
      unsatisfiable-constraints       1         0       1
      ambiguous-layout                0         1       1
      input-warning                   0         1       1
      -------------------------  ------  --------  ------
      total                           1         2  2 of 3

      """)
  }

  func testNoReporterLetsAControlCharacterThrough() throws {
    for reporter in Reporter.all {
      let out = try reporter.render(report, context)
      let raw = out.unicodeScalars.filter { TerminalText.needsEscape($0) && $0 != "\n" }
      XCTAssertEqual(raw.count, 0, "\(reporter.name): \(out)")
      XCTAssertTrue(out.isEmpty || out.hasSuffix("\n"), reporter.name)
    }
  }

  func testTheTextReportPrintsNotesAndLeavesOutWhatWasPrintedAlready() throws {
    var r = CheckReport(files: ["a.swift"])
    r.add(Finding(.input, file: "a.swift", message: "printed on standard error already", text: ""))
    r.add(Finding(.ambiguous, file: "a.swift", location: SourceLocation(file: "a.swift", line: 2, column: 3), message: "'v' is free"))
    r.note("a note")
    XCTAssertEqual(try render("text", r), "a.swift:2:3: warning: 'v' is free\na note\n")
    XCTAssertFalse(r.fails(strict: false))
    XCTAssertTrue(r.fails(strict: true))
  }
}
