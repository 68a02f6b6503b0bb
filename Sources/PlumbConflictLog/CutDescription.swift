/// A constraint description that ends without its `>`, where a paste of
/// the log stops inside the list of a conflict.
public struct CutDescription: Equatable, Sendable {
  /// Where the description starts (its `<`), 1-based.
  public var line: Int
  public var column: Int
  /// The description as far as it goes.
  public var text: String

  public init(line: Int, column: Int, text: String) {
    (self.line, self.column, self.text) = (line, column, text)
  }
}
