import PlumbLayout

/// How the playground lays out a document: a dependency the state holds
/// and tests can replace, in the manner of TCA's dependency clients.
///
/// The live client keeps one `LayoutEngine`, so that every layout after
/// the first applies only the difference from the document before
/// (`setNeedsLayout` then `layoutIfNeeded`).
public struct LayoutClient {
  public var layout: (LayoutDocument) -> LayoutResult

  public init(layout: @escaping (LayoutDocument) -> LayoutResult) {
    self.layout = layout
  }

  /// An incremental engine, made on the first layout.
  public static func engine() -> LayoutClient {
    var engine: LayoutEngine?
    return LayoutClient { document in
      if let e = engine {
        e.setDocument(document)
        return e.layoutIfNeeded()
      }
      let e = LayoutEngine(document)
      engine = e
      return e.layoutIfNeeded()
    }
  }

  /// A fresh engine for every layout: slower, and the reference the
  /// incremental one must agree with.
  public static func fresh() -> LayoutClient { LayoutClient { LayoutEngine($0).layoutIfNeeded() } }
}
