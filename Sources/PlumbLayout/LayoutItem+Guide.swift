extension LayoutItem {
  /// The item for guide `guide` of view `owner` (nil: the root), or nil for
  /// a guide the model holds as another item (a scroll view's frame guide
  /// is the view, the legacy guides are the safe area's edges) or that the
  /// root does not have (a scroll view's content).
  public static func guide(_ guide: LayoutGuide, of owner: String?) -> LayoutItem? {
    switch guide {
    case .safeArea: return owner.map { .safeAreaOf($0) } ?? .safeArea
    case .margins: return .margins(owner)
    case .readableContent: return .readable(owner)
    case .scrollContent: return owner.map { .content($0) }
    case .scrollFrame, .topLayoutGuide, .bottomLayoutGuide: return nil
    }
  }

  /// The guide the item is and its view (nil: the root); nil for views and the root.
  public var layoutGuide: (guide: LayoutGuide, owner: String?)? {
    switch self {
    case .root, .view: return nil
    case .safeArea: return (.safeArea, nil)
    case .margins(let n): return (.margins, n)
    case .safeAreaOf(let n): return (.safeArea, n)
    case .content(let n): return (.scrollContent, n)
    case .readable(let n): return (.readableContent, n)
    }
  }
}
