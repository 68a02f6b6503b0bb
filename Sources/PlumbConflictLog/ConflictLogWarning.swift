/// Something the reader could not take as written: printed
/// `file:line:column: warning: …`; the rest of the log is still read.
public struct ConflictLogWarning: Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    (self.file, self.line, self.column, self.message) = (file, line, column, message)
  }

  public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}

/// Why a text cannot be read as a conflict log at all; printed
/// `file:line:column: error: …`.
public enum ConflictLogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text holds no "Unable to simultaneously satisfy constraints".
  case noConflict(file: String)
  /// Conflicts were found, but not one constraint in them could be read.
  case noConstraints(file: String, line: Int, column: Int, warnings: [ConflictLogWarning])

  public var description: String {
    switch self {
    case .noConflict(let file):
      return "\(file):1:1: error: no UIKit conflict here: the text does not contain \"Unable to simultaneously satisfy constraints\""
    case .noConstraints(let file, let line, let column, let warnings):
      let w = warnings.map { "\n\($0)" }.joined()
      return "\(file):\(line):\(column): error: no constraint of this conflict could be read (the list of descriptions such as \"<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>\" is missing or unreadable)" + w
    }
  }
}
