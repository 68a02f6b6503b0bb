import PlumbDiagnostics
import PlumbReports
import XCTest

/// A baseline written and read back silences exactly the findings it
/// holds: the same finding moved to another line stays silent, a new one,
/// or one more of the same words, is reported.
final class BaselineTests: XCTestCase {
  func finding(_ rule: CheckRule, _ file: String, line: Int, _ message: String) -> Finding {
    Finding(rule, file: file, location: SourceLocation(file: file, line: line, column: 1), message: message)
  }

  func testAWrittenBaselineReadBackSilencesExactlyItsFindings() throws {
    var before = CheckReport(files: ["a.scene", "b.xib"])
    before.add(finding(.ambiguous, "a.scene", line: 3, "'v' is free"))
    before.add(finding(.unsatisfiable, "b.xib", line: 9, "conflict"))
    before.note("a note")
    let written = try Baseline(before).text()
    let read = try Baseline(text: written, file: "baseline.json")
    XCTAssertEqual(read, Baseline(before).sortedForComparison)

    var after = CheckReport(files: ["a.scene", "b.xib"])
    after.add(finding(.ambiguous, "a.scene", line: 7, "'v' is free"))  // moved: still silenced
    after.add(finding(.ambiguous, "a.scene", line: 8, "'v' is free"))  // a second one: reported
    after.add(finding(.ambiguous, "b.xib", line: 9, "conflict"))  // same words, other rule: reported
    after.add(finding(.misplaced, "a.scene", line: 1, "new"))  // new: reported
    after.note("a note")
    let left = read.filter(after)
    XCTAssertEqual(left.findings.map { "\($0.rule.rawValue) \($0.file):\($0.line)" }, [
      "ambiguous-layout a.scene:8", "ambiguous-layout b.xib:9", "misplaced-view a.scene:1",
    ])
    XCTAssertEqual(left.entries.last, .note("a note"), "notes are not findings and stay")
    XCTAssertTrue(read.filter(before).findings.isEmpty)
    XCTAssertFalse(read.filter(before).fails(strict: true))
  }

  func testABaselineThatIsNotOneIsAnErrorNamingTheFile() {
    for text in ["", "[]", "{\"version\": 1}", "{\"version\": 2, \"findings\": []}"] {
      XCTAssertThrowsError(try Baseline(text: text, file: "b.json"), text) { error in
        XCTAssertTrue("\(error)".hasPrefix("b.json: error: "), "\(error)")
      }
    }
  }
}

extension Baseline {
  /// The entries in the order `text()` writes them.
  var sortedForComparison: Baseline {
    var b = self
    b.entries.sort { ($0.file, $0.rule, $0.message) < ($1.file, $1.rule, $1.message) }
    return b
  }
}
