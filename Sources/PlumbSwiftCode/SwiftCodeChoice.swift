/// A condition the layout code depends on that the file cannot tell (an
/// `if` on a flag set elsewhere, a `switch` on a mode passed in, an
/// `#if`): a choice the user makes with `--define NAME=VALUE`, the first
/// arm by default.
public struct SwiftCodeChoice: Equatable, Sendable {
  public enum Kind: String, Equatable, Sendable {
    case ifCondition = "if"
    case switchSubject = "switch"
    case compilationCondition = "#if"
  }

  /// The `--define` name: the condition's or subject's text.
  public var name: String
  public var kind: Kind
  public var file: String
  public var line: Int
  public var column: Int
  /// The values `--define` takes, one per arm, in the order written (`true`/`false`; `1`, `2`… for a switch's cases).
  public var values: [String]
  /// What each arm is, as written (`.trailing`, `default`; `true`, `false`).
  public var arms: [String]
  /// The arm the layout shown takes.
  public var taken: Int
  /// The subject is a stored `var` whose value the file sets (the arm its
  /// value takes is shown), rather than something the file cannot tell.
  public var isStoredVariable = false

  public init(
    name: String, kind: Kind, file: String, line: Int, column: Int, values: [String], arms: [String], taken: Int, isStoredVariable: Bool = false
  ) {
    self.name = name
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.values = values
    self.arms = arms
    self.taken = taken
    self.isStoredVariable = isStoredVariable
  }

  /// `--define name=value` for arm `k`.
  public func define(_ k: Int) -> String { "\(name)=\(values[k])" }
}
