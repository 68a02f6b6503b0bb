import PlumbDiagnostics

/// Something the reader could not take as written: printed
/// `file:line:column: warning: …` with the line and a caret under the
/// place by the one diagnostics renderer; the rest of the log is still read.
public struct ConflictLogWarning: Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  /// 1-based, in characters (the unit of `SourceLocation`).
  public var column: Int
  public var message: String
  /// The line as written (empty when unknown).
  public var sourceLine: String

  public init(file: String, line: Int, column: Int, message: String, sourceLine: String = "") {
    (self.file, self.line, self.column, self.message, self.sourceLine) = (file, line, column, message, sourceLine)
  }

  /// The warning as a located message: without a line when the line is unknown.
  public var located: LocatedMessage {
    LocatedMessage(.warning, at: SourceLocation(file: file, line: line, column: column), message, sourceLine: sourceLine.isEmpty ? nil : sourceLine)
  }

  public var description: String { located.description }
}
