extension LayoutItem {
  /// The root's `safeAreaLayoutGuide`.
  public static let safeArea = LayoutItem.guide(.safeArea, nil)

  /// The `layoutMarginsGuide` of a view; nil names the root's.
  public static func margins(_ name: String?) -> LayoutItem { .guide(.margins, name) }
  /// The `safeAreaLayoutGuide` of a view below the root.
  public static func safeAreaOf(_ name: String) -> LayoutItem { .guide(.safeArea, name) }
  /// A scroll view's `contentLayoutGuide`.
  public static func content(_ name: String) -> LayoutItem { .guide(.scrollContent, name) }
  /// The `readableContentGuide` of a view; nil names the root's.
  public static func readable(_ name: String?) -> LayoutItem { .guide(.readableContent, name) }

  /// The item for guide `guide` of view `owner` (nil: the root), or nil for
  /// a guide the model holds as another item (a scroll view's frame guide
  /// is the view, the legacy guides are the safe area's edges) or that the
  /// root does not have (a scroll view's content).
  public static func guide(_ guide: LayoutGuide, of owner: String?) -> LayoutItem? {
    switch guide {
    case .safeArea, .margins, .readableContent: return .guide(guide, owner)
    case .scrollContent: return owner.map { .guide(.scrollContent, $0) }
    case .scrollFrame, .topLayoutGuide, .bottomLayoutGuide, .keyboard: return nil
    }
  }

  /// The guide the item is and its view (nil: the root); nil for views and the root.
  public var layoutGuide: (guide: LayoutGuide, owner: String?)? {
    guard case .guide(let g, let owner) = self else { return nil }
    return (g, owner)
  }
}
