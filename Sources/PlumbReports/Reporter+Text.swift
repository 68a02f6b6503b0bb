import PlumbDiagnostics

extension Reporter {
  /// The default: each finding rustc-style (`file:line:column: warning: …`,
  /// UIKit's messages in full) and the notes for a person, in the order found.
  public static let text = Reporter(name: "text", summary: "for a person: every finding in full, with notes (the default)") { report, _ in
    var out = ""
    // Of several files, a finding told in UIKit's words starts with its place, as the others do.
    let placed = report.files.count > 1
    // The rules each file has findings of (a note per file asks its own).
    let found = Dictionary(grouping: report.findings, by: \.file).mapValues { Set($0.map(\.rule)) }
    for e in report.entries {
      switch e {
      case .finding(let f) where f.text == "": continue
      case .finding(let f):
        let place = placed && f.text != nil ? "\(f.file):\(f.line):\(f.column): " : ""
        out += TerminalText.escaped(place + (f.text ?? f.located.description)) + "\n"
      case .note(let n): out += TerminalText.escaped(n) + "\n"
      case .clean(let file, let n, let ignoring):
        if (found[file] ?? []).isSubset(of: ignoring) { out += TerminalText.escaped(n) + "\n" }
      }
    }
    return out
  }

  /// Xcode's and SwiftLint's one line per finding: `file:line:column: warning: message (rule)`.
  public static let xcode = Reporter(name: "xcode", summary: "one line per finding, as Xcode and SwiftLint print them") { report, _ in
    report.findings.map { f in
      TerminalText.escapedLine("\(f.file):\(f.line):\(f.column): \(f.severity.rawValue): \(f.messageWithConditions) (\(f.rule.rawValue))") + "\n"
    }.joined()
  }

  /// A table of how many findings each rule made, and in how many files.
  public static let summary = Reporter(name: "summary", summary: "a table of findings per rule") { report, _ in
    let findings = report.findings
    let rows = CheckRule.allCases.compactMap { rule -> [String]? in
      let mine = findings.filter { $0.rule == rule }
      guard !mine.isEmpty else { return nil }
      let errors = mine.filter { $0.severity == .error }.count
      return [rule.rawValue, "\(errors)", "\(mine.count - errors)", "\(Set(mine.map(\.file)).count)"]
    }
    let errors = report.count(.error)
    let files = report.files.count
    let total = ["total", "\(errors)", "\(findings.count - errors)", "\(Set(findings.map(\.file)).count) of \(files)"]
    let table = [["rule", "errors", "warnings", "files"]] + rows + [total]
    let widths = (0..<4).map { k in table.map { $0[k].count }.max() ?? 0 }
    func line(_ r: [String]) -> String {
      r.enumerated().map { k, s in k == 0 ? s + String(repeating: " ", count: widths[k] - s.count) : String(repeating: " ", count: widths[k] - s.count) + s }
        .joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(table[0]), rule] + table.dropFirst().dropLast().map(line) + [rule, line(total)]).joined(separator: "\n") + "\n"
  }
}
