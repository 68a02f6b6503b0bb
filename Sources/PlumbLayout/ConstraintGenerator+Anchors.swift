extension ConstraintGenerator {
  /// A linear expression under construction: terms and a constant.
  struct Expression {
    var terms: [LayoutTerm] = []
    var constant = 0.0

    mutating func add(_ item: LayoutItem, _ c: LayoutVariable.Component, _ k: Double) {
      guard k != 0 else { return }
      let v = LayoutVariable(item, c)
      // Terms of one variable merge, so that equal constraints have equal terms.
      if let i = terms.firstIndex(where: { $0.variable == v }) {
        terms[i].coefficient += k
        if terms[i].coefficient == 0 { terms.remove(at: i) }
      } else {
        terms.append(LayoutTerm(v, k))
      }
    }
  }

  /// The view a layout item shows, for its baselines (nil for the root and guides).
  func viewSpec(_ item: LayoutItem) -> ViewSpec? {
    if case .view(let n) = item { return views[n] }
    return nil
  }

  /// Adds `k ×` an attribute of `item`, in the root's coordinates, to `e`.
  ///
  /// With `flipped` (a right-to-left layout and a constraint that uses
  /// leading or trailing), horizontal positions are measured from the right:
  /// leading is the negated right edge and trailing the negated left edge,
  /// so `b.leading = a.trailing + 8` puts b 8 points to the left of a, as
  /// UIKit reads leading and trailing under a right-to-left layout.
  func add(_ item: LayoutItem, _ attr: LayoutAttribute, flipped: Bool, times k: Double, to e: inout Expression) {
    let sign: Double = flipped ? -1 : 1
    switch attr {
    case .left:
      e.add(item, .minX, k)
    case .right:
      e.add(item, .minX, k); e.add(item, .width, k)
    case .top:
      e.add(item, .minY, k)
    case .bottom:
      e.add(item, .minY, k); e.add(item, .height, k)
    case .width:
      e.add(item, .width, k)
    case .height:
      e.add(item, .height, k)
    case .centerX:
      e.add(item, .minX, sign * k); e.add(item, .width, 0.5 * sign * k)
    case .centerY:
      e.add(item, .minY, k); e.add(item, .height, 0.5 * k)
    case .leading where flipped:
      e.add(item, .minX, -k); e.add(item, .width, -k)
    case .leading:
      e.add(item, .minX, k)
    case .trailing where flipped:
      e.add(item, .minX, -k)
    case .trailing:
      e.add(item, .minX, k); e.add(item, .width, k)
    case .firstBaseline, .lastBaseline:
      let view = viewSpec(item)
      // A stack view's baselines are an arranged view's (UIStackView's
      // `viewForFirstBaselineLayout`/`viewForLastBaselineLayout`).
      if let view, let inner = baselineView(of: view, attr) {
        return add(.view(inner), attr, flipped: flipped, times: k, to: &e)
      }
      // A label in a known font: its first baseline is the font's ascender
      // below its top, its last the descender above its bottom, however tall
      // the label is (IB's stored frames of stretched labels show this); text
      // in other views is one line centred in them.
      if let view, let font = view.font, view.kind.hasText {
        if view.kind == .label {
          e.add(item, .minY, k)
          if attr == .firstBaseline { e.constant += k * font.ascender } else { e.add(item, .height, k); e.constant -= k * font.descender }
        } else {
          e.add(item, .minY, k); e.add(item, .height, 0.5 * k)
          e.constant += k * (font.ascender - font.lineHeight / 2)
        }
        return
      }
      // A view without text has its first baseline at its top and its last
      // at its bottom (Apple: "If that view does not have a baseline, Auto
      // Layout uses the view's top edge"; the last baseline, its bottom).
      guard let view, let textHeight = view.textBlockHeight(wrapWidth: wrapWidths[view.name]) else {
        e.add(item, .minY, k)
        if attr == .lastBaseline { e.add(item, .height, k) }
        return
      }
      // The text block is centred vertically; a line's baseline is `ascent` below its top.
      let line = attr == .firstBaseline ? 0 : textHeight - TextMetrics.lineHeight
      e.add(item, .minY, k); e.add(item, .height, 0.5 * k)
      e.constant += k * (line + TextMetrics.ascent - textHeight / 2)
    }
  }

  /// The arranged view whose baseline a stack view's is: a vertical stack's
  /// first (for the first baseline) or last (for the last) view shown, a
  /// horizontal stack's tallest (by intrinsic height; the first of equals);
  /// nil for a view that is not a stack or a stack showing nothing.
  func baselineView(of view: ViewSpec, _ attr: LayoutAttribute) -> String? {
    guard let stack = view.stack else { return nil }
    let shown = stack.arranged.filter { views[$0].map { !$0.isHidden } ?? false }
    if stack.axis == .vertical { return attr == .firstBaseline ? shown.first : shown.last }
    var best: (name: String, height: Double)? = nil
    for n in shown {
      let h = views[n].flatMap { $0.intrinsicSize(wrapWidth: wrapWidths[n]).height } ?? 0
      if best == nil || h > (best?.height ?? 0) { best = (n, h) }
    }
    return best?.name
  }

  /// The scene item a constraint names, as a layout item; nil when it is
  /// a view that is not installed.
  func resolve(_ ref: ItemRef, firstItemParent parent: String?, known: Bool = false) -> LayoutItem? {
    switch ref {
    case .view(let n): return known || views[n] != nil ? .view(n) : nil
    case .root: return .root
    case .superview: return parent.map { .view($0) } ?? .root
    case .guide, .superviewGuide: return resolveGuide(ref, firstItemParent: parent)
    }
  }

  /// The view whose coordinate system a constraint between `a` and `b` is
  /// evaluated in: their nearest common ancestor (nil: the root). A view
  /// counts as its own ancestor, and a guide belongs to its view.
  func nearestCommonAncestor(_ a: LayoutItem, _ b: LayoutItem) -> String? {
    guard var x = a.owner, var y = b.owner else { return nil }
    guard var dx = depths[x], var dy = depths[y] else { return nil }
    while dx > dy { guard let p = views[x]?.parent else { return nil }; x = p; dx -= 1 }
    while dy > dx { guard let p = views[y]?.parent else { return nil }; y = p; dy -= 1 }
    while x != y {
      guard let px = views[x]?.parent, let py = views[y]?.parent else { return nil }
      (x, y) = (px, py)
    }
    return x
  }

  /// The scene constraint at `index`, or nil when it is not installed.
  ///
  /// UIKit evaluates a constraint in the coordinate system of its items'
  /// nearest common ancestor. Positions in two different systems differ by
  /// the ancestor's origin on both sides, which cancels when the multiplier
  /// is 1; with another multiplier the origin is subtracted explicitly, so
  /// `dot.centerX = 0.5 × card.centerX` (dot inside card) puts dot at a
  /// quarter of card's width from card's left edge, wherever card is.
  func generate(_ spec: ConstraintSpec, index: Int) -> GeneratedConstraint? {
    guard spec.isActive, spec.condition.matches(document.traits) else { return nil }
    // One lookup per named view: installed, and the first one's parent.
    var parent: String?
    if case .view(let n) = spec.firstItem {
      guard let v = views[n] else { return nil }
      parent = v.parent
    }
    if case .view(let n)? = spec.secondItem, views[n] == nil { return nil }
    guard let first = resolve(spec.firstItem, firstItemParent: parent, known: true) else { return nil }
    func isReadingDirection(_ a: LayoutAttribute?) -> Bool { a == .leading || a == .trailing }
    let flipped = document.direction == .rightToLeft && (isReadingDirection(spec.firstAttribute) || isReadingDirection(spec.secondAttribute))
    // first - multiplier × second - constant (relation) 0
    var e = Expression()
    e.terms.reserveCapacity(4)
    add(first, spec.firstAttribute, flipped: flipped, times: 1, to: &e)
    if let ref = spec.secondItem, let attr = spec.secondAttribute {
      guard let second = resolve(ref, firstItemParent: parent, known: true) else { return nil }
      add(second, attr, flipped: flipped, times: -spec.multiplier, to: &e)
      if spec.multiplier != 1, !attr.isSize, let ancestor = nearestCommonAncestor(first, second) {
        // Both sides measured from the ancestor's origin: -(1 - m) × origin.
        let origin: LayoutVariable.Component = attr.axis == .horizontal ? .minX : .minY
        let sign: Double = flipped && attr.axis == .horizontal ? -1 : 1
        e.add(.view(ancestor), origin, -sign * (1 - spec.multiplier))
      }
    }
    e.constant -= spec.constant
    return GeneratedConstraint(
      origin: .scene(index), identifier: spec.identifier, terms: e.terms, relation: spec.relation, constant: e.constant,
      priority: spec.priority, equation: .spec(spec))
  }
}
