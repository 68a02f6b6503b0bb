extension LayoutDocument {
  /// The weak pins (`SystemConstraint.unplaced`) that place the views an
  /// input leaves free: each view leans towards its superview's top-left
  /// corner, and a little less towards filling it, so that whatever the
  /// input leaves free is drawn as a box, the same way every time. A
  /// view's pins are weaker than its superview's (by its depth), so that a
  /// child never pulls its superview's free size towards its own with the
  /// same strength as the superview's pins (a tie UIKit would call
  /// ambiguous); all are below 100, so that the input's own constraints
  /// (hugging and compression resistance at 250 and 750 among them) win.
  /// Hidden views (guides) get none.
  /// - Complexity: O(views × depth).
  public static func unplacedPins(for views: [ViewSpec]) -> [ConstraintSpec] {
    let parents = Dictionary(views.map { ($0.name, $0.parent) }, uniquingKeysWith: { a, _ in a })
    func depth(_ name: String) -> Int {
      var d = 0
      var cursor = parents[name] ?? nil
      var seen: Set<String> = [name]
      while let p = cursor, seen.insert(p).inserted {
        d += 1
        cursor = parents[p] ?? nil
      }
      return d
    }
    var out: [ConstraintSpec] = []
    for v in views where !v.isHidden {
      let parent: ItemRef = v.parent.map { .view($0) } ?? .root
      let toward = LayoutPriority(clamping: Double(max(1, 99 - 2 * depth(v.name))))
      let filling = LayoutPriority(clamping: max(1, toward.value - 1))
      for (a, p) in [(LayoutAttribute.left, toward), (.top, toward), (.right, filling), (.bottom, filling)] {
        out.append(ConstraintSpec(
          identifier: SystemConstraint.unplaced, firstItem: .view(v.name), firstAttribute: a, secondItem: parent, secondAttribute: a, priority: p))
      }
    }
    return out
  }
}
