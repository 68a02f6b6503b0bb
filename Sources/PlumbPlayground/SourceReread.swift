import PlumbLayout

/// A source's document read again for another device or orientation.
public struct SourceReread {
  /// The source after it (which device was picked, the scene as read for them).
  public var source: Source
  /// The document shown, with the user's edits.
  public var document: LayoutDocument
  /// For a format whose file does not hold the device and orientation (an
  /// Interface Builder file: they are how Xcode shows it, not part of it),
  /// how any other document of the scene made before (the undo stacks',
  /// the one last saved) is carried over to them, edits kept: the change is
  /// then not an edit of the file. Nil where the file holds them (a scene's
  /// `device` line): the change is an edit like any other, undone by `u`.
  public var carry: ((LayoutDocument) -> LayoutDocument)?

  public init(source: Source, document: LayoutDocument, carry: ((LayoutDocument) -> LayoutDocument)? = nil) {
    self.source = source
    self.document = document
    self.carry = carry
  }
}
