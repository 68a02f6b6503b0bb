import PlumbSolver

extension LayoutEngine {
  func makeResult() -> LayoutResult {
    let (w, h) = document.size
    let insets = document.safeAreaInsets
    let freedoms = solver.freedoms()
    var views: [ViewResult] = []
    var ambiguous: [Diagnostic] = []
    func absolute(_ b: Box) -> Frame {
      Frame(x: solver.value(of: b.left), y: solver.value(of: b.top), width: solver.value(of: b.width), height: solver.value(of: b.height))
    }
    // Exactly the installed views have boxes.
    for v in document.views {
      guard let b = boxes[v.name] else { continue }
      let abs = absolute(b)
      var frame = abs
      if let p = v.parent, let pb = boxes[p] {
        frame.x -= solver.value(of: pb.left)
        frame.y -= solver.value(of: pb.top)
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
      let size = intrinsicSize(of: v, width: abs.width)
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
          constraints: ties.map(\.label), views: [v.name]))
      }
    }
    var states: [ConstraintResult] = []
    for (i, spec) in document.constraints.enumerated() {
      let isInstalled = installed[i] != nil
      var satisfied = false
      if let inst = installed[i] {
        satisfied = solver.violation(of: inst.constraint) <= 1e-3
      } else if broken.contains(i), let (c, _) = makeConstraint(spec) {
        satisfied = solver.violation(of: c) <= 1e-3
      }
      states.append(ConstraintResult(index: i, installed: isInstalled, satisfied: satisfied, broken: broken.contains(i)))
    }
    return LayoutResult(
      canvas: Frame(x: 0, y: 0, width: w, height: h),
      safeArea: Frame(x: insets.left, y: insets.top, width: w - insets.left - insets.right, height: h - insets.top - insets.bottom),
      traits: document.traits, views: views, constraints: states,
      diagnostics: conflictLog + pendingWarnings + ambiguous,
      solveMicroseconds: Double(solveNanoseconds) / 1000)
  }
}
