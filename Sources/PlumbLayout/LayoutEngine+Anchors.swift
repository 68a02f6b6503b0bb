import PlumbSolver

extension LayoutEngine {
  /// The box an item stands for, with the insets of a margins guide.
  func box(for item: ItemRef, firstItemParent: String?) -> (Box, Insets)? {
    switch item {
    case .view(let n): return boxes[n].map { ($0, .zero) }
    case .root: return (rootBox, .zero)
    case .safeArea: return (safeBox, .zero)
    case .superview:
      guard let p = firstItemParent else { return (rootBox, .zero) }
      return boxes[p].map { ($0, .zero) }
    case .margins:
      // The root's margins sit inside its safe area (insetsLayoutMarginsFromSafeArea).
      guard let p = firstItemParent, let v = viewNamed(p) else {
        return (safeBox, Insets(top: 8, left: 8, bottom: 8, right: 8))
      }
      return boxes[p].map { ($0, v.margins) }
    }
  }

  /// An attribute as a linear expression in root coordinates.
  ///
  /// With `flipped` (a right-to-left layout and a constraint that uses
  /// leading or trailing), horizontal positions are measured from the right:
  /// leading is the negated right edge and trailing the negated left edge, so
  /// `b.leading = a.trailing + 8` puts b 8 points to the left of a.
  func expression(_ b: Box, _ insets: Insets, _ attr: LayoutAttribute, view: ViewSpec?, flipped: Bool) -> LinearExpression {
    let l = LinearExpression(b.left), t = LinearExpression(b.top)
    let w = LinearExpression(b.width), h = LinearExpression(b.height)
    // Each edge is built only when asked for: this runs once per constraint.
    var left: LinearExpression { l + insets.left }
    var right: LinearExpression { l + w - insets.right }
    var bottom: LinearExpression { t + h - insets.bottom }
    switch attr {
    case .left: return left
    case .right: return right
    case .top: return t + insets.top
    case .bottom: return bottom
    case .width: return w - (insets.left + insets.right)
    case .height: return h - (insets.top + insets.bottom)
    case .centerX:
      let centerX: LinearExpression = l + 0.5 * w + (insets.left - insets.right) / 2
      return flipped ? -centerX : centerX
    case .centerY: return t + 0.5 * h + (insets.top - insets.bottom) / 2
    case .leading: return flipped ? -right : left
    case .trailing: return flipped ? -left : right
    case .firstBaseline, .lastBaseline:
      guard let view, view.kind.hasText, !view.text.isEmpty else { return bottom }
      // Text is centred vertically; its first line's baseline is `ascent` below the text's top.
      let textHeight = intrinsicSize(of: view, width: nil).height ?? TextMetrics.lineHeight
      let textTop: LinearExpression = t + 0.5 * h - textHeight / 2
      let offset = attr == .firstBaseline ? TextMetrics.ascent : textHeight - TextMetrics.lineHeight + TextMetrics.ascent
      return textTop + offset
    }
  }

  /// The solver constraint for a scene constraint, and its `base`: the
  /// solver constant is `base - spec.constant`. Nil when an item is missing.
  func makeConstraint(_ spec: ConstraintSpec) -> (Constraint, Double)? {
    let parent: String? = {
      if case .view(let n) = spec.firstItem { return viewNamed(n)?.parent }
      return nil
    }()
    let usesReadingDirection = [spec.firstAttribute, spec.secondAttribute].contains { $0 == .leading || $0 == .trailing }
    let flipped = document.direction == .rightToLeft && usesReadingDirection
    guard let (b1, i1) = box(for: spec.firstItem, firstItemParent: parent) else { return nil }
    let lhs = expression(b1, i1, spec.firstAttribute, view: viewSpec(spec.firstItem), flipped: flipped)
    var rhs = LinearExpression()
    if let item = spec.secondItem, let attr = spec.secondAttribute {
      guard let (b2, i2) = box(for: item, firstItemParent: parent) else { return nil }
      rhs = spec.multiplier * expression(b2, i2, attr, view: viewSpec(item), flipped: flipped)
    }
    let relation: Relation = {
      switch spec.relation {
      case .equal: return .equal
      case .lessThanOrEqual: return .lessThanOrEqual
      case .greaterThanOrEqual: return .greaterThanOrEqual
      }
    }()
    // lhs - rhs - constant (relation) 0
    let base = lhs.constant - rhs.constant
    var e = lhs - rhs
    e.constant = base - spec.constant
    let c = Constraint(e, relation, priority: Priority(min(1000, max(1, spec.priority))), describedBy: { spec.uikitDescription })
    return (c, base)
  }

  func viewSpec(_ item: ItemRef) -> ViewSpec? {
    if case .view(let n) = item { return viewNamed(n) }
    return nil
  }
}
