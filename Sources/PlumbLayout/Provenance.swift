/// Where a document and its parts came from, in words a writer keeps as
/// comments: the file and scene it was read from, what the target format
/// cannot say, and a note per view and per constraint (an IB id, a line).
///
/// Readers fill it; writers (the `.scene` converter, the UIKit code writer)
/// print it, so that no reader depends on a writer's format.
public struct Provenance: Equatable, Sendable {
  /// The name the written document takes (a scene's name, a title).
  public var name: String
  /// Lines about the source, written first as comments.
  public var header: [String]
  /// What the written format cannot say.
  public var warnings: [String]
  /// A note per view, by its name in the document.
  public var viewNotes: [String: String]
  /// A note per constraint, by its index in the document ("" for none).
  public var constraintNotes: [String]

  public init(name: String, header: [String], warnings: [String] = [], viewNotes: [String: String] = [:], constraintNotes: [String] = []) {
    self.name = name
    self.header = header
    self.warnings = warnings
    self.viewNotes = viewNotes
    self.constraintNotes = constraintNotes
  }
}
