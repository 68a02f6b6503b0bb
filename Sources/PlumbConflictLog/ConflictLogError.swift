/// Why a text cannot be read as a conflict log at all; printed
/// `file:line:column: error: …`.
public enum ConflictLogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text holds no "Unable to simultaneously satisfy constraints".
  case noConflict(file: String)
  /// Conflicts were found, but not one constraint in them could be read.
  case noConstraints(file: String, line: Int, column: Int, sourceLine: String, warnings: [ConflictLogWarning])

  public var description: String {
    switch self {
    case .noConflict(let file):
      return "\(file):1:1: error: no UIKit conflict here: the text does not contain \"Unable to simultaneously satisfy constraints\""
    case .noConstraints(let file, let line, let column, let sourceLine, let warnings):
      let w = warnings.map { "\n\($0)" }.joined()
      return "\(file):\(line):\(column): error: no constraint of this conflict could be read (the list of descriptions such as \"<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>\" is missing or unreadable)"
        + ConflictLogWarning.excerpt(sourceLine, column: column) + w
    }
  }
}
