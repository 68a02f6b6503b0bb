/// What a constraint refers to: a view by name, the first item's parent,
/// the root, or a layout guide of one of them.
public enum ItemRef: Equatable, Hashable, Sendable, CustomStringConvertible {
  case view(String)
  /// The first item's parent.
  case superview
  case root
  /// A layout guide of a named view, or of the root when the name is nil.
  ///
  /// Every guide of `LayoutGuide` can be named; the generator holds a
  /// scroll view's frame guide as the scroll view, the legacy guides as the
  /// safe area's edges (`LayoutGuide.legacyEdge`), and a guide the root
  /// does not have (a scroll view's content) as the root.
  case guide(LayoutGuide, String?)
  /// A layout guide of the first item's parent (`margins` alone).
  ///
  /// Two flat cases rather than one with an owner enum: an item is copied
  /// and compared for every constraint on every key, and a nested enum's
  /// copies cost 1.8% of the playground's instructions per key.
  case superviewGuide(LayoutGuide)

  public var description: String {
    switch self {
    case .view(let n): return n
    case .superview: return "superview"
    case .root: return "root"
    // The root's safe area and the first item's parent's margins are written without an owner.
    case .guide(let g, nil) where g == .safeArea, .superviewGuide(let g) where g == .margins: return Self.sceneWord(of: g)
    case .guide(let g, let n): return "\(n ?? "root").\(Self.sceneWord(of: g))"
    case .superviewGuide(let g): return "superview.\(Self.sceneWord(of: g))"
    }
  }

  /// A guide's scene word, or its UIKit property for a guide the format has no word for.
  static func sceneWord(of guide: LayoutGuide) -> String { guide.sceneWord ?? guide.uikitProperty }
}
