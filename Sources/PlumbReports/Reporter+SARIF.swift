import Foundation
import PlumbDiagnostics

extension Reporter {
  /// SARIF 2.1.0, as GitHub code scanning takes it: one run, the rules
  /// that found something in `tool.driver.rules`, each result with its
  /// rule id and index, level, message and one physical location (the
  /// file's path relative to the working directory, as a URI, and the line
  /// and column). GitHub keeps at most 25,000 results per run: past that,
  /// the run says how many were left out (`properties.omittedResults`).
  public static let sarif = Reporter(name: "sarif", summary: "SARIF 2.1.0 for GitHub code scanning") { report, context in
    let findings = report.findings
    let rules = Array(Set(findings.map(\.rule))).sorted()
    let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
    let kept = findings.prefix(SARIF.resultLimit)
    let log = SARIF.Log(runs: [
      SARIF.Run(
        tool: SARIF.Tool(driver: SARIF.Driver(
          version: context.toolVersion,
          rules: rules.map {
            SARIF.Rule(
              id: $0.rawValue, shortDescription: SARIF.Message(text: $0.summary),
              defaultConfiguration: SARIF.Configuration(level: SARIF.level($0.defaultSeverity)))
          })),
        results: kept.map { f in
          SARIF.Result(
            ruleId: f.rule.rawValue, ruleIndex: index[f.rule] ?? 0, level: SARIF.level(f.severity),
            message: SARIF.Message(text: f.messageWithConditions),
            locations: [SARIF.Location(physicalLocation: SARIF.PhysicalLocation(
              artifactLocation: SARIF.ArtifactLocation(uri: SARIF.uri(f.file, relativeTo: context.workingDirectory)),
              region: SARIF.Region(startLine: f.line, startColumn: f.column)))])
        },
        properties: findings.count > kept.count ? SARIF.Properties(omittedResults: findings.count - kept.count) : nil),
    ])
    return try LayoutReport.encode(log) + "\n"
  }
}

/// The part of SARIF 2.1.0 that `Reporter.sarif` writes.
enum SARIF {
  /// GitHub code scanning's limit on results in one run.
  static let resultLimit = 25_000
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  struct Log: Encodable {
    var schema = SARIF.schema
    var version = "2.1.0"
    var runs: [Run]
    enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }
  }
  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
    var properties: Properties?
  }
  struct Properties: Encodable { var omittedResults: Int }
  struct Tool: Encodable { var driver: Driver }
  struct Driver: Encodable {
    var name = "plumb"
    var version: String
    var rules: [Rule]
  }
  struct Rule: Encodable {
    var id: String
    var shortDescription: Message
    var defaultConfiguration: Configuration
  }
  struct Configuration: Encodable { var level: String }
  struct Message: Encodable { var text: String }
  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
  }
  struct Location: Encodable { var physicalLocation: PhysicalLocation }
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }
  struct ArtifactLocation: Encodable { var uri: String }
  struct Region: Encodable { var startLine, startColumn: Int }

  static func level(_ s: Severity) -> String {
    switch s {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A path as a SARIF URI reference: relative to `directory` when it is
  /// inside it (GitHub resolves a relative reference against the
  /// repository's root, where CI runs), `./` dropped, every byte outside
  /// RFC 3986's unreserved set and `/` percent-encoded; an absolute path
  /// outside `directory` becomes a `file://` URI.
  static func uri(_ path: String, relativeTo directory: String?) -> String {
    var p = path
    var scheme = ""
    if p.hasPrefix("/") {
      if let d = directory, p.hasPrefix(d.hasSuffix("/") ? d : d + "/") {
        p.removeFirst(d.hasSuffix("/") ? d.count : d.count + 1)
      } else {
        scheme = "file://"
      }
    }
    while p.hasPrefix("./") { p.removeFirst(2) }
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
    var out = ""
    for b in p.utf8 {
      if unreserved.contains(b) { out.append(Character(Unicode.Scalar(b))) } else { out += "%" + (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true) }
    }
    return scheme + out
  }
}
