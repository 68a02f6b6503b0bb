/// Something the reader could not take as written: printed
/// `file:line:column: warning: …` with the line and a caret under the
/// place; the rest of the log is still read.
public struct ConflictLogWarning: Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String
  /// The line as written (empty when unknown).
  public var sourceLine: String

  public init(file: String, line: Int, column: Int, message: String, sourceLine: String = "") {
    (self.file, self.line, self.column, self.message, self.sourceLine) = (file, line, column, message, sourceLine)
  }

  public var description: String {
    "\(file):\(line):\(column): warning: \(message)" + ConflictLogWarning.excerpt(sourceLine, column: column)
  }

  /// The line and a caret under `column` (1-based), or nothing without a
  /// line. A long line (a log pasted as one line) shows 60 characters
  /// either side of the place; tabs before it are kept so the caret lines up.
  static func excerpt(_ line: String, column: Int) -> String {
    guard !line.isEmpty else { return "" }
    let chars = Array(line)
    let at = min(max(0, column - 1), chars.count)
    let start = at > 70 ? at - 60 : 0
    let end = min(chars.count, at + 60)
    var shown = String(chars[start..<end])
    var before = chars[start..<at]
    if start > 0 {
      shown = "…" + shown
      before = ["…"] + before
    }
    if end < chars.count { shown += "…" }
    let pad = String(before.map { $0 == "\t" ? "\t" : " " })
    return "\n\(shown)\n\(pad)^"
  }
}
