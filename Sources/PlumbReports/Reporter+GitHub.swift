import PlumbDiagnostics

extension Reporter {
  /// GitHub Actions workflow commands, one annotation per finding:
  /// `::warning file=F,line=L,col=C,title=RULE::MESSAGE`, escaped as
  /// GitHub's toolkit escapes them. GitHub shows at most
  /// `GitHubAnnotations.perStep` annotations of each level for a step:
  /// past that, a notice says how many findings there are in all.
  public static let github = Reporter(name: "github", summary: "GitHub Actions annotations (::warning file=…,line=…::…)") { report, _ in
    let findings = report.findings
    var out = findings.map { f in
      let level = f.severity == .note ? "notice" : f.severity.rawValue
      // A path as `check .` walks it ("./App/…") is the repository's path without "./", which GitHub matches to the diff.
      var file = Substring(f.file)
      while file.hasPrefix("./") { file = file.dropFirst(2) }
      let properties = [
        "file=" + GitHubAnnotations.property(String(file)), "line=\(f.line)", "col=\(f.column)", "title=" + GitHubAnnotations.property("plumb " + f.rule.rawValue),
      ]
      return "::\(level) \(properties.joined(separator: ","))::\(GitHubAnnotations.data(f.messageWithConditions))\n"
    }.joined()
    let errors = report.count(.error), warnings = report.count(.warning)
    if errors > GitHubAnnotations.perStep || warnings > GitHubAnnotations.perStep {
      out += "::notice title=plumb check::\(GitHubAnnotations.data("\(errors) errors and \(warnings) warnings in \(Set(findings.map(\.file)).count) files; GitHub shows the first \(GitHubAnnotations.perStep) of each here, the log lists them all"))\n"
    }
    return out
  }
}

/// How GitHub Actions reads a workflow command.
enum GitHubAnnotations {
  /// Annotations of one level GitHub shows for a step.
  static let perStep = 10

  /// A command's message: `%`, CR and LF percent-encoded (the toolkit's
  /// `escapeData`), and every other control character too, so that none reaches the log raw.
  static func data(_ s: String) -> String {
    TerminalText.escaped(s) { ["%": "%25", "\r": "%0D", "\n": "%0A"][$0] }
  }

  /// A property's value: as `data`, and `:` and `,` too (`escapeProperty`).
  static func property(_ s: String) -> String {
    data(s).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}

extension String {
  /// Every `target` replaced by `replacement` (without Foundation).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    for c in self { if c == target { out += replacement } else { out.append(c) } }
    return out
  }
}
