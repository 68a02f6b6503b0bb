/// A statement of a lesson file kept as written, with where it is, to be read later against a document.
public struct LessonLine: Equatable, Sendable {
  public var text: String
  /// 0-based line and 1-based column of `text` in the file.
  public var line: Int, column: Int

  public init(text: String, line: Int, column: Int) { (self.text, self.line, self.column) = (text, line, column) }
}
