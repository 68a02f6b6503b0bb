extension LayoutResult {
  /// The solved value of a layout variable (0 for an item the result does not hold).
  public func value(of v: LayoutVariable) -> Double {
    let f: Frame?
    if case .view(let n) = v.item { f = view(n)?.absoluteFrame } else { f = guideFrames[v.item] }
    guard let f else { return 0 }
    switch v.component {
    case .minX: return f.x
    case .minY: return f.y
    case .width: return f.width
    case .height: return f.height
    }
  }

  /// `Σ terms + constant` at the solution: 0 when an equality holds exactly.
  public func residual(of g: GeneratedConstraint) -> Double {
    g.terms.reduce(g.constant) { $0 + $1.coefficient * value(of: $1.variable) }
  }

  /// How far the solution is from satisfying `g` (0 when it holds).
  public func violation(of g: GeneratedConstraint) -> Double {
    let r = residual(of: g)
    switch g.relation {
    case .equal: return abs(r)
    case .lessThanOrEqual: return max(0, r)
    case .greaterThanOrEqual: return max(0, -r)
    }
  }

  /// The content-size constraints of a view (`NSContentSizeLayoutConstraint`), width first.
  public func contentSizeConstraints(of name: String) -> [GeneratedConstraint] {
    generated.filter {
      if case .contentSize(let v, _, _) = $0.origin { return v == name }
      return false
    }
  }

  /// The constraints that determine one component of a view's frame, as
  /// UIKit's `constraintsAffectingLayout(for:)` lists them: those that hold
  /// with equality (an equality, or an inequality at its bound) and reach the
  /// component through other such constraints on the same axis.
  /// - Complexity: O(constraints × variables reached); meant for one selected view.
  public func constraintsAffecting(_ name: String, _ component: LayoutVariable.Component) -> [GeneratedConstraint] {
    affecting(name, component, transitively: true)
  }

  /// The first step of `constraintsAffecting` for a whole axis: the
  /// constraints that hold with equality on the view's position or size on
  /// that axis (the two are fixed together: `trailing` is x + width).
  public func constraintsHolding(_ name: String, _ axis: Axis) -> [GeneratedConstraint] {
    affecting(name, axis == .horizontal ? .minX : .minY, transitively: false, bothComponents: true)
  }

  func affecting(_ name: String, _ component: LayoutVariable.Component, transitively: Bool, bothComponents: Bool = false) -> [GeneratedConstraint] {
    let horizontal = component == .minX || component == .width
    func sameAxis(_ v: LayoutVariable) -> Bool { (v.component == .minX || v.component == .width) == horizontal }
    let scale = max(1, canvas.width, canvas.height)
    let tight = generated.filter { g in
      g.terms.contains { sameAxis($0.variable) } && abs(residual(of: g)) <= 1e-6 * scale
    }
    var reached: Set<LayoutVariable> = [LayoutVariable(.view(name), component)]
    if bothComponents { reached.insert(LayoutVariable(.view(name), horizontal ? .width : .height)) }
    var pending = Array(reached)
    var used = [Bool](repeating: false, count: tight.count)
    var out: [GeneratedConstraint] = []
    while let v = pending.popLast() {
      for (k, g) in tight.enumerated() where !used[k] && g.terms.contains(where: { $0.variable == v }) {
        used[k] = true
        out.append(g)
        for t in g.terms where transitively && sameAxis(t.variable) && reached.insert(t.variable).inserted { pending.append(t.variable) }
      }
    }
    // Installation order, as a log would list them.
    let order = Dictionary(tight.enumerated().map { ($1.origin, $0) }, uniquingKeysWith: { a, _ in a })
    return out.sorted { (order[$0.origin] ?? 0) < (order[$1.origin] ?? 0) }
  }
}

extension LayoutResult {
  /// Whether any of the layout's constraints is a reader's weak pin
  /// (`SystemConstraint.unplaced`): only an input that leaves views free
  /// has them, so a caller asking of every view asks this once first.
  /// - Complexity: O(constraints).
  public var hasUnplacedPins: Bool { generated.contains { $0.identifier == SystemConstraint.unplaced } }

  /// What of a view's frame only a reader's weak pins decide
  /// (`SystemConstraint.unplaced`): the components its input does not fix
  /// (`x`, `y`, `width`, `height`), held by nothing but those pins.
  /// - Complexity: O(constraints) per component; meant for one selected view.
  public func unplacedComponents(_ name: String) -> [String] {
    guard hasUnplacedPins else { return [] }
    return LayoutVariable.Component.allCases.filter { component in
      let holding = affecting(name, component, transitively: false)
      let pins = holding.filter { $0.identifier == SystemConstraint.unplaced }
      return !pins.isEmpty && pins.count == holding.count && pins.contains { $0.terms.first?.variable.item == .view(name) }
    }.map(\.axisName)
  }
}
