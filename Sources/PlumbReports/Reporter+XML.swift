import PlumbDiagnostics

extension Reporter {
  /// JUnit XML as CI servers read it: one test suite per file checked, one
  /// failing test case per finding (its rule and place as the name, UIKit's
  /// message as the failure's text), one passing case for a clean file.
  public static let junit = Reporter(name: "junit", summary: "JUnit XML: a test suite per file, a failing case per finding") { report, _ in
    let findings = report.findings
    let files = report.allFiles
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let cases = files.reduce(0) { n, file in n + max(1, findings.filter { $0.file == file }.count) }
    out += "<testsuites name=\"plumb check\" tests=\"\(cases)\" failures=\"\(findings.count)\">\n"
    for file in files {
      let mine = findings.filter { $0.file == file }
      let name = XMLText.escaped(file)
      out += "  <testsuite name=\"\(name)\" tests=\"\(max(1, mine.count))\" failures=\"\(mine.count)\" errors=\"0\">\n"
      if mine.isEmpty { out += "    <testcase classname=\"\(name)\" name=\"no findings\"/>\n" }
      for f in mine {
        let place = XMLText.escaped("\(f.rule.rawValue) at \(f.line):\(f.column)")
        out += "    <testcase classname=\"\(name)\" name=\"\(place)\">\n"
        out += "      <failure type=\"\(f.rule.rawValue)\" message=\"\(XMLText.escaped(f.messageWithConditions))\">"
        out += XMLText.escaped("\(f.severity.rawValue): \(f.file):\(f.line):\(f.column)\n\(f.message)", attribute: false)
        out += "</failure>\n    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  /// Checkstyle XML (version 4.3) as review tools read it: a `<file>` per
  /// file checked, an `<error>` per finding with its line, column,
  /// severity, message and rule as `source` (`plumb.RULE`).
  public static let checkstyle = Reporter(name: "checkstyle", summary: "Checkstyle XML for review tools") { report, _ in
    let findings = report.findings
    let files = report.allFiles
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for file in files {
      let mine = findings.filter { $0.file == file }
      out += "  <file name=\"\(XMLText.escaped(file))\">\n"
      for f in mine {
        out += "    <error line=\"\(f.line)\" column=\"\(f.column)\" severity=\"\(f.severity == .note ? "info" : f.severity.rawValue)\" "
        out += "message=\"\(XMLText.escaped(f.messageWithConditions))\" source=\"plumb.\(f.rule.rawValue)\"/>\n"
      }
      out += "  </file>\n"
    }
    return out + "</checkstyle>\n"
  }
}
