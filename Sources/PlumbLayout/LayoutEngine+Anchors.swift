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
    var e = LinearExpression()
    add(b, insets, attr, view: view, flipped: flipped, times: 1, to: &e)
    return e
  }

  /// Adds `k ×` an attribute (see `expression`) to `e`, term by term: a
  /// layout makes one expression per constraint, and building each edge as
  /// its own expression and then combining them would allocate several.
  func add(_ b: Box, _ insets: Insets, _ attr: LayoutAttribute, view: ViewSpec?, flipped: Bool, times k: Double, to e: inout LinearExpression) {
    func add(_ v: Variable, _ a: Double) { e.terms.append(Term(v, a * k)) }
    func add(_ c: Double) { e.constant += c * k }
    // Edges measured from the right flip every sign.
    let sign: Double = flipped ? -1 : 1
    switch attr {
    case .left:
      add(b.left, 1); add(insets.left)
    case .right:
      add(b.left, 1); add(b.width, 1); add(-insets.right)
    case .top:
      add(b.top, 1); add(insets.top)
    case .bottom:
      add(b.top, 1); add(b.height, 1); add(-insets.bottom)
    case .width:
      add(b.width, 1); add(-(insets.left + insets.right))
    case .height:
      add(b.height, 1); add(-(insets.top + insets.bottom))
    case .centerX:
      add(b.left, sign); add(b.width, 0.5 * sign); add(sign * (insets.left - insets.right) / 2)
    case .centerY:
      add(b.top, 1); add(b.height, 0.5); add((insets.top - insets.bottom) / 2)
    case .leading where flipped:
      add(b.left, -1); add(b.width, -1); add(insets.right)
    case .leading:
      add(b.left, 1); add(insets.left)
    case .trailing where flipped:
      add(b.left, -1); add(-insets.left)
    case .trailing:
      add(b.left, 1); add(b.width, 1); add(-insets.right)
    case .firstBaseline, .lastBaseline:
      guard let view, view.kind.hasText, !view.text.isEmpty else {
        add(b.top, 1); add(b.height, 1); add(-insets.bottom)
        return
      }
      // Text is centred vertically; its first line's baseline is `ascent` below the text's top.
      let textHeight = intrinsicSize(of: view, width: nil).height ?? TextMetrics.lineHeight
      let offset = attr == .firstBaseline ? TextMetrics.ascent : textHeight - TextMetrics.lineHeight + TextMetrics.ascent
      add(b.top, 1); add(b.height, 0.5); add(offset - textHeight / 2)
    }
  }

  /// The solver constraint for a scene constraint, and its `base`: the
  /// solver constant is `base - spec.constant`. Nil when an item is missing.
  func makeConstraint(_ spec: ConstraintSpec) -> (Constraint, Double)? {
    let parent: String? = {
      if case .view(let n) = spec.firstItem { return viewNamed(n)?.parent }
      return nil
    }()
    func isReadingDirection(_ a: LayoutAttribute?) -> Bool { a == .leading || a == .trailing }
    let usesReadingDirection = isReadingDirection(spec.firstAttribute) || isReadingDirection(spec.secondAttribute)
    let flipped = document.direction == .rightToLeft && usesReadingDirection
    guard let (b1, i1) = box(for: spec.firstItem, firstItemParent: parent) else { return nil }
    // lhs - multiplier × rhs - constant (relation) 0
    var e = LinearExpression()
    e.terms.reserveCapacity(4)
    add(b1, i1, spec.firstAttribute, view: viewSpec(spec.firstItem), flipped: flipped, times: 1, to: &e)
    if let item = spec.secondItem, let attr = spec.secondAttribute {
      guard let (b2, i2) = box(for: item, firstItemParent: parent) else { return nil }
      add(b2, i2, attr, view: viewSpec(item), flipped: flipped, times: -spec.multiplier, to: &e)
    }
    let relation: Relation = {
      switch spec.relation {
      case .equal: return .equal
      case .lessThanOrEqual: return .lessThanOrEqual
      case .greaterThanOrEqual: return .greaterThanOrEqual
      }
    }()
    let base = e.constant
    e.constant = base - spec.constant
    let c = Constraint(e, relation, priority: Priority(min(1000, max(1, spec.priority))), describedBy: { spec.uikitDescription })
    return (c, base)
  }

  func viewSpec(_ item: ItemRef) -> ViewSpec? {
    if case .view(let n) = item { return viewNamed(n) }
    return nil
  }
}
