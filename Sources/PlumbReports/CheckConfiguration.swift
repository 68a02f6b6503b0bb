import PlumbDiagnostics
import PlumbLayout

/// `.plumb.yml`, what a team sets for `plumb check` once instead of on
/// every command line (SwiftLint's `.swiftlint.yml`): which files of a
/// folder to check, how to report, and each rule's severity or its
/// absence, for all files or for the paths that match a pattern. The
/// command line overrides each setting it gives.
///
///     exclude: ["*/Generated/*", "*/Tests/*"]
///     reporter: xcode
///     strict: true
///     all_devices: true
///     all_text_sizes: true
///     pseudo: double
///     rules:
///       misplaced-view: off
///       ambiguous-layout: error
///     paths:
///       - match: "*/Legacy/*"
///         rules: { ambiguous-layout: warning }
///     suppress:
///       - id: "Xy3-ab-cde"            # an Interface Builder object id
///         rules: [ambiguous-layout]   # every rule when left out
public struct CheckConfiguration: Equatable, Sendable {
  /// What a rule is set to: left out, or reported at a severity.
  public enum RuleSetting: Equatable, Sendable {
    case off
    case severity(Severity)
  }

  /// Rule settings for the files whose path matches a pattern.
  public struct PathSettings: Equatable, Sendable {
    public var match: Glob
    public var rules: [CheckRule: RuleSetting]

    public init(match: Glob, rules: [CheckRule: RuleSetting]) {
      self.match = match
      self.rules = rules
    }
  }

  /// The file's name, found in the working directory or the nearest folder above it.
  public static let fileName = ".plumb.yml"

  /// Where it was read from (nil: no file, every setting the default).
  public var file: String?
  public var include: [Glob] = []
  public var exclude: [Glob] = []
  public var reporter: String?
  public var strict: Bool?
  public var allDevices: Bool?
  /// Every text size (`--all-text-sizes`).
  public var allTextSizes: Bool?
  /// A pseudolanguage to check in (`--pseudo`).
  public var pseudo: PseudoLanguage?
  public var rules: [CheckRule: RuleSetting] = [:]
  /// In the file's order: a later entry that matches a path wins over an earlier one, and both over `rules`.
  public var paths: [PathSettings] = []
  /// Findings about an object (an Interface Builder id) left out: of the rules given, or of every rule (nil).
  public var suppressions: [(id: String, rules: Set<CheckRule>?)] = []

  public static func == (a: CheckConfiguration, b: CheckConfiguration) -> Bool {
    a.file == b.file && a.include == b.include && a.exclude == b.exclude && a.reporter == b.reporter && a.strict == b.strict
      && a.allDevices == b.allDevices && a.allTextSizes == b.allTextSizes && a.pseudo == b.pseudo && a.rules == b.rules && a.paths == b.paths
      && a.suppressions.map(\.id) == b.suppressions.map(\.id) && a.suppressions.map(\.rules) == b.suppressions.map(\.rules)
  }

  /// Whether a `suppress` entry leaves `f` out.
  public func suppresses(_ f: Finding) -> Bool {
    guard let id = f.subject else { return false }
    return suppressions.contains { $0.id == id && ($0.rules?.contains(f.rule) ?? true) }
  }

  public init() {}

  /// What a finding in `file` of `rule` is set to, if anything sets it.
  public func setting(of rule: CheckRule, in file: String) -> RuleSetting? {
    for p in paths.reversed() where p.match.matches(file) {
      if let s = p.rules[rule] { return s }
    }
    return rules[rule]
  }

  /// `report` with the rules' settings applied: findings of a rule set
  /// `off`, of an opt-in rule not set, or about a suppressed object left
  /// out, the others at the severity set for them.
  public func apply(to report: CheckReport) -> CheckReport {
    var out = report
    out.entries = report.entries.compactMap { entry in
      guard case .finding(var f) = entry else { return entry }
      if suppresses(f) { return nil }
      switch setting(of: f.rule, in: f.file) {
      case .off?: return nil
      case .severity(let s)?:
        f.severity = s
        return .finding(f)
      case nil: return f.rule.isOptIn ? nil : entry
      }
    }
    return out
  }
}
