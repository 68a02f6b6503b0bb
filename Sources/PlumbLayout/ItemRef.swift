/// What a constraint refers to: a view by name, the first item's parent,
/// the root, or a layout guide of one of them.
public enum ItemRef: Equatable, Hashable, Sendable, CustomStringConvertible {
  case view(String)
  /// The first item's parent.
  case superview
  case root
  /// A layout guide of a view, of the first item's parent, or of the root.
  ///
  /// Every guide of `LayoutGuide` can be named; the generator holds a
  /// scroll view's frame guide as the scroll view, the legacy guides as the
  /// safe area's edges (`LayoutGuide.legacyEdge`), and a guide the root
  /// does not have (a scroll view's content) as the root.
  case guide(LayoutGuide, GuideOwner)

  public var description: String {
    switch self {
    case .view(let n): return n
    case .superview: return "superview"
    case .root: return "root"
    // The root's safe area and the first item's parent's margins are written without an owner.
    case .guide(let g, .root) where g == .safeArea, .guide(let g, .superview) where g == .margins: return Self.sceneWord(of: g)
    case .guide(let g, .root): return "root.\(Self.sceneWord(of: g))"
    case .guide(let g, .superview): return "superview.\(Self.sceneWord(of: g))"
    case .guide(let g, .view(let n)): return "\(n).\(Self.sceneWord(of: g))"
    }
  }

  /// A guide's scene word, or its UIKit property for a guide the format has no word for.
  static func sceneWord(of guide: LayoutGuide) -> String { guide.sceneWord ?? guide.uikitProperty }
}
