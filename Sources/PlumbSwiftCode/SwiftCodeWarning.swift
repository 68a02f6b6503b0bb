/// Something in the Swift file the importer could not know or take as
/// written, and what it used instead: printed `file:line:column: warning: …`.
public struct SwiftCodeWarning: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  /// 1-based.
  public var line: Int
  /// 1-based, in UTF-8 bytes as swift-syntax counts them.
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}
