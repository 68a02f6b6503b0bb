import Foundation

/// The findings a team has accepted for now (`check --write-baseline`),
/// which a later `check --baseline` leaves out of its report and its exit
/// status, SwiftLint's baseline: only findings that were not there before
/// are reported.
///
/// A finding is matched by its rule, file and message with its conditions,
/// not by its line, so that an edit above it does not bring it back; each
/// entry silences one finding, so a second finding of the same words in
/// the same file is still reported.
public struct Baseline: Equatable, Sendable {
  public struct Entry: Codable, Hashable, Sendable {
    public var rule: String
    public var file: String
    public var message: String
  }

  public var entries: [Entry]

  /// The findings of `report`, as entries.
  public init(_ report: CheckReport) {
    entries = report.findings.map(Entry.init)
  }

  /// A baseline read back from `text` (what `text()` writes).
  /// - Throws: `BaselineError` when it is not one.
  public init(text: String, file: String) throws(BaselineError) {
    struct Shape: Decodable {
      var version: Int
      var findings: [Entry]
    }
    let shape: Shape
    do {
      shape = try JSONDecoder().decode(Shape.self, from: Data(text.utf8))
    } catch {
      throw BaselineError(file: file, reason: "not a Plumb baseline (JSON with \"version\": 1 and \"findings\", as --write-baseline writes)")
    }
    guard shape.version == 1 else { throw BaselineError(file: file, reason: "baseline version \(shape.version) is not one this Plumb reads (1)") }
    entries = shape.findings
  }

  /// The baseline as JSON, one entry per finding, sorted, so that it diffs well under version control.
  public func text() throws -> String {
    struct Shape: Encodable {
      var version = 1
      var findings: [Entry]
    }
    return try LayoutReport.encode(Shape(findings: entries.sorted { ($0.file, $0.rule, $0.message) < ($1.file, $1.rule, $1.message) })) + "\n"
  }

  /// `report` without the findings this baseline holds (each entry silences one).
  public func filter(_ report: CheckReport) -> CheckReport {
    var left: [Entry: Int] = [:]
    for e in entries { left[e, default: 0] += 1 }
    var out = report
    out.entries = report.entries.filter { entry in
      guard case .finding(let f) = entry else { return true }
      let key = Entry(f)
      guard let n = left[key], n > 0 else { return true }
      left[key] = n - 1
      return false
    }
    return out
  }
}

extension Baseline.Entry {
  init(_ f: Finding) {
    self.init(rule: f.rule.rawValue, file: f.file, message: f.messageWithConditions)
  }
}

/// A baseline file that cannot be used, and why.
public struct BaselineError: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var reason: String
  public var description: String { "\(file): error: \(reason)" }
}
