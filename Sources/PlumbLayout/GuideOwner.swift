/// Whose layout guide a constraint names.
public enum GuideOwner: Hashable, Sendable {
  /// The view controller's root view.
  case root
  /// The constraint's first item's parent.
  case superview
  case view(String)

  /// The owner of a view's guide, or the root's when `name` is nil.
  public init(_ name: String?) { self = name.map { .view($0) } ?? .root }
}
