import PlumbLayout

/// How the playground lays out a document: a dependency the state holds
/// and tests can replace, in the manner of TCA's dependency clients.
///
/// The live client keeps one `LayoutEngine`, so that every layout after
/// the first applies only the difference from the document before
/// (`setNeedsLayout` then `layoutIfNeeded`).
public struct LayoutClient {
  public var layout: (LayoutDocument) -> LayoutResult
  /// Another layout as good as the document's, moving its ambiguous views
  /// (UIKit's `exerciseAmbiguityInLayout()`).
  public var exercise: (LayoutDocument) -> LayoutResult

  public init(layout: @escaping (LayoutDocument) -> LayoutResult, exercise: @escaping (LayoutDocument) -> LayoutResult) {
    self.layout = layout
    self.exercise = exercise
  }

  /// An incremental engine, made on the first layout.
  public static func engine() -> LayoutClient {
    var engine: LayoutEngine?
    func current(_ document: LayoutDocument) -> LayoutEngine {
      if let e = engine {
        e.setDocument(document)
        return e
      }
      let e = LayoutEngine(document)
      engine = e
      return e
    }
    return LayoutClient(layout: { current($0).layoutIfNeeded() }, exercise: { current($0).exerciseAmbiguity() })
  }

  /// A fresh engine for every layout: slower, and the reference the
  /// incremental one must agree with.
  public static func fresh() -> LayoutClient {
    LayoutClient(layout: { LayoutEngine($0).layoutIfNeeded() }, exercise: { LayoutEngine($0).exerciseAmbiguity() })
  }
}
