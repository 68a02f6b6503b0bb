import PlumbLayout

/// Another layout an imported file can have: Swift code read with another
/// arm of one of its choices (an `if` or `switch` on something the file
/// cannot tell). `f` shows each in turn.
public struct ImportedVariant: Equatable, Sendable {
  /// What was chosen, for the message line: `mode = 2 (.narrow)`.
  public var label: String
  public var document: LayoutDocument

  public init(label: String, document: LayoutDocument) {
    self.label = label
    self.document = document
  }
}
