extension ItemRef {
  /// The root's safe area (`view.safeAreaLayoutGuide` of a view controller).
  public static let safeArea = ItemRef.guide(.safeArea, nil)
  /// The first item's parent's layout margins.
  public static let margins = ItemRef.superviewGuide(.margins)

  /// Whether the item is `margins` alone, the first item's parent's
  /// (matched in place: the generator asks this of every constraint).
  var isSuperviewMargins: Bool {
    if case .superviewGuide(.margins) = self { return true }
    return false
  }

  /// A named view's `layoutMarginsGuide`, or the root's when nil.
  public static func marginsOf(_ name: String?) -> ItemRef { .guide(.margins, name) }
  /// A named view's `safeAreaLayoutGuide`.
  public static func safeAreaOf(_ name: String) -> ItemRef { .guide(.safeArea, name) }
  /// A scroll view's `contentLayoutGuide`: its content, at content offset zero.
  public static func contentOf(_ name: String) -> ItemRef { .guide(.scrollContent, name) }
  /// A named view's `readableContentGuide`, or the root's when nil: its
  /// margins guide, at most `Insets.readableWidth` wide, centred.
  public static func readableOf(_ name: String?) -> ItemRef { .guide(.readableContent, name) }

  /// The item a constraint names for guide `guide` of view `owner` (nil:
  /// the root), as the model holds it: a scroll view's frame guide is the
  /// scroll view; the root's scroll guides are the root (the model has no
  /// scrolling root); a legacy guide stands for the safe area (its edges
  /// are `LayoutGuide.legacyEdge`).
  public static func guide(_ guide: LayoutGuide, of owner: String?) -> ItemRef {
    switch guide {
    case .safeArea, .margins, .readableContent: return .guide(guide, owner)
    case .scrollContent: return owner.map { .guide(.scrollContent, $0) } ?? .root
    case .scrollFrame: return owner.map { .view($0) } ?? .root
    case .topLayoutGuide, .bottomLayoutGuide, .keyboard: return .safeArea
    }
  }

  /// The guide the item is and its view (nil: the root, or the first
  /// item's parent); nil for views, the root and the superview.
  public var layoutGuide: (guide: LayoutGuide, owner: String?)? {
    switch self {
    case .guide(let g, let owner): return (g, owner)
    case .superviewGuide(let g): return (g, nil)
    case .view, .superview, .root: return nil
    }
  }
}
