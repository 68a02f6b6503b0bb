import PlumbDiagnostics

/// Something in the Swift file the importer could not know or take as
/// written, and what it used instead: printed `file:line:column: warning: …`
/// by the one diagnostics renderer.
public struct SwiftCodeWarning: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  /// 1-based.
  public var line: Int
  /// 1-based, in characters (the unit of `SourceLocation`; swift-syntax's
  /// UTF-8 columns are converted where the warning is made).
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// The warning as a located message.
  public var located: LocatedMessage { LocatedMessage(.warning, at: PlumbDiagnostics.SourceLocation(file: file, line: line, column: column), message) }

  public var description: String { located.description }
}
