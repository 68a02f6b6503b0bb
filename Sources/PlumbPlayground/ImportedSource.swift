import PlumbLayout

/// A document read from a file the playground cannot write back (a
/// conflict log, Swift code): no file is watched, and `s` saves a new
/// `.scene` beside it instead of overwriting it.
public struct ImportedSource: Equatable, Sendable {
  /// The file read (`pasted-log` or `pasted.swift` for standard input).
  public internal(set) var path: String
  /// Named states the file offers (Swift code's later changes to kept constraints), relative to `base`; `t` switches among them.
  public internal(set) var states: [NamedState]
  /// The document as first read: what the named states change.
  public internal(set) var base: LayoutDocument
  /// The named state shown: nil for the document as first written.
  public internal(set) var shown: Int?
  /// The file's other layouts, one per other arm of each choice; `f` switches among them.
  public internal(set) var variants: [ImportedVariant]
  /// The variant shown: nil for the layout as first read.
  public internal(set) var variant: Int?

  public init(path: String, states: [NamedState] = [], base: LayoutDocument, shown: Int? = nil, variants: [ImportedVariant] = []) {
    self.path = path
    self.states = states
    self.base = base
    self.shown = shown
    self.variants = variants
  }
}
