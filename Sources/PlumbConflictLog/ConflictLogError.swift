import PlumbDiagnostics

/// Why a text cannot be read as a conflict log at all; printed
/// `file:line:column: error: …` by the one diagnostics renderer.
public enum ConflictLogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text holds no "Unable to simultaneously satisfy constraints".
  case noConflict(file: String)
  /// Conflicts were found, but not one constraint in them could be read.
  case noConstraints(file: String, line: Int, column: Int, sourceLine: String, warnings: [ConflictLogWarning])

  /// The error as a located message (the warnings of `noConstraints` are located messages of their own).
  public var located: LocatedMessage {
    switch self {
    case .noConflict(let file):
      return LocatedMessage(
        .error, at: SourceLocation(file: file, line: 1, column: 1),
        "no UIKit conflict here: the text holds neither \"Unable to simultaneously satisfy constraints\" (or macOS's \"Conflicting constraints detected\") nor a constraint description such as \"<NSLayoutConstraint:0x… UIView:0x….width == 100>\"")
    case .noConstraints(let file, let line, let column, let sourceLine, _):
      return LocatedMessage(
        .error, at: SourceLocation(file: file, line: line, column: column),
        "no constraint of this conflict could be read (the list of descriptions such as \"<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>\" is missing or unreadable)",
        sourceLine: sourceLine.isEmpty ? nil : sourceLine)
    }
  }

  public var description: String {
    switch self {
    case .noConflict: return located.description
    case .noConstraints(_, _, _, _, let warnings): return ([located] + warnings.map(\.located)).map(\.description).joined(separator: "\n")
    }
  }
}
