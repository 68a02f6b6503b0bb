import PlumbLayout

/// A parsed scene file: the document it describes, and its source lines and
/// statements, so that it can be written back with the user's comments,
/// spacing and order (see `SceneWriter`).
public struct Scene: Equatable, Sendable {
  public var file: String
  public var document: LayoutDocument
  /// The lines, each without its line break (LF, or CRLF).
  public var lines: [String]
  /// The indices of the lines that ended in CR (CRLF, or a CR that ends the
  /// file), so that a save writes every line break as the file had it.
  public var carriageReturns: Set<Int> = []
  public var statements: [Statement]
  public var metrics: [String: Double]
  /// The lesson the scene teaches (its `step` lines); nil for a scene without steps.
  public var lesson: Lesson? = nil
  /// The views and constraint IDs the lesson names that the scene does not
  /// have: the scene reads, those conditions never hold, and `plumb check` reports them.
  public var lessonErrors: [SceneError] = []

  /// Which line says what.
  public struct Statement: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
      case setting(String)
      case view(String)
      /// Indices into the document's constraints.
      case constraints([Int])
    }

    /// 0-based line index.
    public var line: Int
    public var kind: Kind
  }
}
