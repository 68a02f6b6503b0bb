import PlumbDiagnostics

/// What one run of `plumb check` found in the files it read, in the order
/// the text report prints it: findings, and notes for a person (a file found
/// clean, a lesson whose steps all work), which the machine formats leave out.
public struct CheckReport: Equatable, Sendable {
  public enum Entry: Equatable, Sendable {
    case finding(Finding)
    case note(String)
    /// A note said only when the report, as printed, holds no finding of
    /// `file` but of the rules it is not about (`ignoring`: "no conflicts,
    /// no ambiguity" says nothing of a lesson's steps): the findings a
    /// configuration turns off, suppresses or leaves to an opt-in rule do not count.
    case clean(file: String, note: String, ignoring: Set<CheckRule>)
  }

  /// The files checked, in the order given.
  public var files: [String]
  public var entries: [Entry]

  public init(files: [String] = [], entries: [Entry] = []) {
    self.files = files
    self.entries = entries
  }

  public var findings: [Finding] {
    entries.compactMap { if case .finding(let f) = $0 { f } else { nil } }
  }

  public mutating func add(_ f: Finding) { entries.append(.finding(f)) }
  public mutating func add(_ fs: [Finding]) { entries += fs.map(Entry.finding) }
  public mutating func note(_ text: String) { entries.append(.note(text)) }
  /// `text`, said when no finding of `file` is left to print but of the rules `ignoring`.
  public mutating func noteIfClean(_ file: String, _ text: String, ignoring: Set<CheckRule> = []) {
    entries.append(.clean(file: file, note: text, ignoring: ignoring))
  }
  public mutating func append(_ other: CheckReport) {
    files += other.files.filter { !files.contains($0) }
    entries += other.entries
  }

  /// How many findings are of `severity`.
  public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

  /// The files checked, in the order given, then any other file a finding names, sorted.
  public var allFiles: [String] {
    files + Array(Set(findings.map(\.file)).subtracting(files)).sorted()
  }

  /// Whether the run fails: any error, or any warning when `strict`.
  public func fails(strict: Bool) -> Bool {
    findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
  }
}
