extension ItemRef {
  /// The item a constraint names for guide `guide` of view `owner` (nil:
  /// the root). A scroll view's frame guide is the scroll view; the root's
  /// scroll guides are the root (the model has no scrolling root); a legacy
  /// guide stands for the safe area (its edges are `LayoutGuide.legacyEdge`).
  public static func guide(_ guide: LayoutGuide, of owner: String?) -> ItemRef {
    switch guide {
    case .safeArea: return owner.map { .safeAreaOf($0) } ?? .safeArea
    case .margins: return .marginsOf(owner)
    case .readableContent: return .readableOf(owner)
    case .scrollContent: return owner.map { .contentOf($0) } ?? .root
    case .scrollFrame: return owner.map { .view($0) } ?? .root
    case .topLayoutGuide, .bottomLayoutGuide: return .safeArea
    }
  }

  /// The guide the item is and its view (nil: the root, or for `margins`
  /// the first item's parent); nil for views, the root and the superview.
  public var layoutGuide: (guide: LayoutGuide, owner: String?)? {
    switch self {
    case .view, .superview, .root: return nil
    case .safeArea: return (.safeArea, nil)
    case .margins: return (.margins, nil)
    case .marginsOf(let n): return (.margins, n)
    case .safeAreaOf(let n): return (.safeArea, n)
    case .contentOf(let n): return (.scrollContent, n)
    case .readableOf(let n): return (.readableContent, n)
    }
  }
}
