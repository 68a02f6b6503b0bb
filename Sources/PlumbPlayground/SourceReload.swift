import PlumbLayout

/// A source's file read again after it changed on disk.
public struct SourceReload {
  /// The source as read now.
  public var source: Source
  /// The document the file now says (the playground keeps its device, orientation and direction).
  public var document: LayoutDocument
  /// Whether the format's writer finds constraints by their line (a scene):
  /// documents on the undo stacks then forget their lines, so that none is
  /// written over a line of the new file that says something else.
  public var linesNameConstraints: Bool

  public init(source: Source, document: LayoutDocument, linesNameConstraints: Bool) {
    self.source = source
    self.document = document
    self.linesNameConstraints = linesNameConstraints
  }
}
