import PlumbSolver

extension LayoutEngine {
  func frame(_ item: LayoutItem) -> Frame {
    Frame(x: value(item, .minX), y: value(item, .minY), width: value(item, .width), height: value(item, .height))
  }

  /// How far the solution is from satisfying `g` (0 when it holds).
  func violation(of g: GeneratedConstraint) -> Double {
    var v = g.constant
    for t in g.terms { v += t.coefficient * value(t.variable.item, t.variable.component) }
    switch g.relation {
    case .equal: return abs(v)
    case .lessThanOrEqual: return max(0, v)
    case .greaterThanOrEqual: return max(0, -v)
    }
  }

  func makeResult() -> LayoutResult {
    let (w, h) = document.size
    let insets = document.safeAreaInsets
    let freedoms = solver.freedoms()
    var views: [ViewResult] = []
    var ambiguous: [Diagnostic] = []
    for v in document.views where installedViews.contains(v.name) {
      guard let b = boxes[.view(v.name)] else { continue }
      let abs = frame(.view(v.name))
      var frame = abs
      if let p = v.parent {
        frame.x -= value(.view(p), .minX)
        frame.y -= value(.view(p), .minY)
      }
      var axes: [String] = []
      var missing = false
      var ties: [Constraint] = []
      for (axis, variable) in [("x", b.left), ("y", b.top), ("width", b.width), ("height", b.height)] {
        // A variable no constraint mentions is free too: the solver has never seen it.
        let seen = solver.isKnown(variable)
        guard let f = seen ? freedoms[variable] : Freedom(missingConstraints: true) else { continue }
        axes.append(axis)
        missing = missing || f.missingConstraints
        for c in f.equalPriorityConflicts where !ties.contains(c) { ties.append(c) }
      }
      let size = v.intrinsicSize(wrapWidth: abs.width)
      views.append(ViewResult(
        name: v.name, kind: v.kind, frame: frame, absoluteFrame: abs, parent: v.parent, ambiguousAxes: axes,
        intrinsicWidth: size.width, intrinsicHeight: size.height))
      if !axes.isEmpty {
        var causes: [String] = []
        if missing { causes.append("missing constraints: nothing fixes its \(axes.joined(separator: ", "))") }
        if !ties.isEmpty {
          let p = ties.map { formatPoints($0.priority.value) }
          causes.append("conflicting optional constraints of equal priority (\(Array(Set(p)).sorted().joined(separator: ", "))) leave it free")
        }
        ambiguous.append(Diagnostic(
          severity: .warning, kind: .ambiguous,
          message: "'\(v.name)' has an ambiguous layout (hasAmbiguousLayout == YES): \(axes.joined(separator: ", ")) not uniquely determined; \(causes.joined(separator: "; ")).",
          constraints: ties.compactMap { origins[$0].flatMap { applied[$0]?.generated.description } }, views: [v.name]))
      }
    }
    var states: [ConstraintResult] = []
    states.reserveCapacity(document.constraints.count)
    for i in document.constraints.indices {
      let origin = GeneratedConstraint.Origin.scene(i)
      let inSolver = applied[origin]
      let g = inSolver?.generated ?? broken[origin]
      // The solver evaluates its own constraints without a lookup per term.
      let miss = inSolver.map { solver.violation(of: $0.constraint) } ?? g.map { violation(of: $0) } ?? 0
      states.append(ConstraintResult(
        index: i, installed: applied[origin] != nil, satisfied: g != nil && miss <= 1e-3, broken: broken[origin] != nil, violation: miss))
    }
    return LayoutResult(
      canvas: Frame(x: 0, y: 0, width: w, height: h),
      safeArea: Frame(x: insets.left, y: insets.top, width: w - insets.left - insets.right, height: h - insets.top - insets.bottom),
      traits: document.traits, views: views, constraints: states,
      diagnostics: conflictLog + pendingWarnings + ambiguous)
  }
}
