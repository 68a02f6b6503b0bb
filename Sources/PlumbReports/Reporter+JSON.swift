import Foundation
import PlumbDiagnostics

extension Reporter {
  /// Plumb's own JSON: `{"version": 1, "tool": …, "files": [...], "findings": [...],
  /// "errors": N, "warnings": N}`, each finding with its rule, severity,
  /// file, line, column, message and conditions; keys sorted.
  public static let json = Reporter(name: "json", summary: "Plumb's JSON: every finding with its rule, place and conditions") { report, context in
    struct Tool: Encodable { var name = "plumb", version: String }
    struct Item: Encodable {
      var rule, severity, file: String
      var line, column: Int
      var message: String
      var conditions: [String]
    }
    struct Run: Encodable {
      var version = 1
      var tool: Tool
      var files: [String]
      var errors, warnings: Int
      var findings: [Item]
    }
    let findings = report.findings
    let run = Run(
      tool: Tool(version: context.toolVersion), files: report.files,
      errors: report.count(.error), warnings: report.count(.warning),
      findings: findings.map {
        Item(
          rule: $0.rule.rawValue, severity: $0.severity.rawValue, file: $0.file, line: $0.line, column: $0.column,
          message: $0.message, conditions: $0.conditions)
      })
    return try LayoutReport.encode(run) + "\n"
  }
}
