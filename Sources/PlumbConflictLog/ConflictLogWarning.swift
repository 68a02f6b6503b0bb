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
