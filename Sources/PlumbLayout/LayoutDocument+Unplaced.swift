extension LayoutDocument {
  /// The weak pins (`SystemConstraint.unplaced`) that place a view its
  /// input leaves free: towards its superview's top-left corner at priority
  /// 2 and towards filling it at priority 1, so that whatever the input
  /// leaves free is drawn as a box, the same way every time (two pins of
  /// one priority pulling apart would leave it ambiguous), and loses to any
  /// constraint the input has.
  public static func unplacedPins(of view: ViewSpec) -> [ConstraintSpec] {
    let parent: ItemRef = view.parent.map { .view($0) } ?? .root
    return [(LayoutAttribute.left, 2 as LayoutPriority), (.top, 2), (.right, 1), (.bottom, 1)].map { a, p in
      ConstraintSpec(
        identifier: SystemConstraint.unplaced, firstItem: .view(view.name), firstAttribute: a, secondItem: parent, secondAttribute: a, priority: p)
    }
  }
}
