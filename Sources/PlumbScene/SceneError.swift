import PlumbDiagnostics

/// A located error in a scene file, printed like rustc and Yams by the one
/// diagnostics renderer (`DiagnosticRenderer`):
///
///     profile.scene:12:1: error: unknown view 'phto'; did you mean 'photo'?
///     phto.leading = safeArea.leading + 20
///     ^~~~
public struct SceneError: Error, Equatable, CustomStringConvertible {
  public var file: String
  /// 1-based.
  public var line: Int
  /// 1-based, in characters (the unit of `SourceLocation`).
  public var column: Int
  /// How many characters the caret line marks.
  public var length: Int
  public var message: String
  public var sourceLine: String

  public init(file: String, line: Int, column: Int, length: Int = 1, message: String, sourceLine: String) {
    self.file = file
    self.line = line
    self.column = column
    self.length = max(1, length)
    self.message = message
    self.sourceLine = sourceLine
  }

  /// The error as a located message, for whatever prints or carries located messages.
  public var located: LocatedMessage {
    LocatedMessage(.error, at: SourceLocation(file: file, line: line, column: column), message, length: length, sourceLine: sourceLine)
  }

  public var description: String { located.description }
}
