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

  /// How far the solution is from a constraint in the solver (0 when it
  /// holds), and whether it holds relative to the size of its terms: one
  /// evaluation for both.
  func measure(_ a: Applied) -> (violation: Double, holds: Bool) {
    let e = a.constraint.expression
    var scale = abs(e.constant)
    var sum = e.constant
    for t in e.terms {
      let x = t.coefficient * solver.value(of: t.variable)
      scale = max(scale, abs(x))
      sum += x
    }
    let violation: Double
    switch a.constraint.relation {
    case .equal: violation = abs(sum)
    case .lessThanOrEqual: violation = max(0, sum)
    case .greaterThanOrEqual: violation = max(0, -sum)
    }
    guard sum.isFinite, scale.isFinite else { return (violation, false) }
    return (violation, violation <= 1e-3 + 1e-9 * scale)
  }

  func makeResult() -> LayoutResult {
    var (w, h) = document.size
    // An assumed root size gives way to the view's own: the canvas is the size solved.
    if let root = boxes[.root] {
      if document.root.sizeIsAssumed { w = solver.value(of: root.width) }
      if document.rootHeightGivesWay { h = solver.value(of: root.height) }
    }
    let insets = document.safeAreaInsets
    // UIKit holds a view's origin in its superview's coordinates: a view
    // pinned to a superview that can move is not ambiguous, only the
    // superview is. Unless the view is pinned to the superview's margins
    // and they are measured from what can move (where it lands, its size):
    // then they move the view too.
    var superviewEdges: [Variable: Variable] = [:]
    var measuredFrom: [Variable: [Offset]] = [:]
    let held = superviewsWhoseMarginsHold()
    for spec in document.views where installedViews.index(forKey: spec.name) != nil {
      guard let p = spec.parent, let parent = boxes[.view(p)], let b = boxes[.view(spec.name)] else { continue }
      superviewEdges[b.left] = parent.left
      superviewEdges[b.top] = parent.top
      if let superview = held[spec.name] {
        let measures = marginMeasures(of: superview)
        if !measures.across.isEmpty { measuredFrom[b.left] = measures.across }
        if !measures.down.isEmpty { measuredFrom[b.top] = measures.down }
      }
    }
    let freedoms = solver.freedoms(relativeTo: superviewEdges, measuredFrom: measuredFrom)
    var views: [ViewResult] = []
    views.reserveCapacity(installedViews.count)
    var ambiguous: [Diagnostic] = []
    var negative: [Diagnostic] = []
    // Views are read in place, field by field: a copy of a view is a dozen reference counts.
    let specs = document.views
    for k in specs.indices where installedViews.index(forKey: specs[k].name) != nil {
      guard let b = boxes[.view(specs[k].name)] else { continue }
      let abs = Frame(x: solver.value(of: b.left), y: solver.value(of: b.top), width: solver.value(of: b.width), height: solver.value(of: b.height))
      var frame = abs
      if let p = specs[k].parent, let parent = boxes[.view(p)] {
        frame.x -= solver.value(of: parent.left)
        frame.y -= solver.value(of: parent.top)
      }
      var axes: [String] = []
      var missing = false
      var ties: [Constraint] = []
      var tradedPriorities: Set<Double> = []
      var listIsCut = false
      for c in LayoutVariable.Component.allCases {
        // A variable no constraint mentions is free too: the solver has never seen it.
        let variable = b[c]
        let seen = solver.isKnown(variable)
        // A layout that nothing leaves free (the usual one) has no freedoms to look up.
        guard let f = seen ? (freedoms.isEmpty ? nil : freedoms[variable]) : Freedom(missingConstraints: true) else { continue }
        axes.append(c.axisName)
        missing = missing || f.missingConstraints
        for c in f.equalPriorityConflicts where !ties.contains(c) { ties.append(c) }
        tradedPriorities.formUnion(f.tradedPriorities)
        listIsCut = listIsCut || f.listIsCut
      }
      let size = specs[k].intrinsicSize(wrapWidth: abs.width)
      let v = (name: specs[k].name, kind: specs[k].kind, parent: specs[k].parent)
      views.append(ViewResult(
        name: v.name, kind: v.kind, frame: frame, absoluteFrame: abs, parent: v.parent, ambiguousAxes: axes,
        intrinsicWidth: size.width, intrinsicHeight: size.height))
      // A negative size is a frame UIKit keeps but never draws: never shown without a word.
      if let what = Self.negativeSize(of: abs, ambiguousAxes: axes) {
        negative.append(Diagnostic(
          severity: .warning, kind: .negativeSize,
          message: "'\(v.name)' is laid out with \(what): an edge comes out past the opposite one, so UIKit draws nothing of it.",
          views: [v.name]))
      }
      if !axes.isEmpty {
        var causes: [String] = []
        if missing { causes.append("missing constraints: nothing fixes its \(axes.joined(separator: ", "))") }
        if !ties.isEmpty || !tradedPriorities.isEmpty {
          let p = Set(ties.map(\.priority.value)).union(tradedPriorities).sorted().map(formatPoints)
          // A view of a long row moves with many widths: a few are named.
          let cut = listIsCut && !ties.isEmpty ? " (\(ties.count) of them listed; more trade)" : ""
          causes.append("conflicting optional constraints of equal priority (\(p.joined(separator: ", "))) leave it free\(cut)")
        }
        ambiguous.append(Diagnostic(
          severity: .warning, kind: .ambiguous,
          message: "'\(v.name)' has an ambiguous layout (hasAmbiguousLayout == YES): \(axes.joined(separator: ", ")) not uniquely determined; \(causes.joined(separator: "; ")).",
          constraints: ties.compactMap { origins[$0].flatMap { applied[$0]?.generated.description } }, views: [v.name]))
      }
    }
    var states: [ConstraintResult] = []
    var outOfRange: [Diagnostic] = []
    states.reserveCapacity(document.constraints.count)
    // The scene's constraints in the solver, found by walking the applied list once.
    var inSolver = [Applied?](repeating: nil, count: document.constraints.count)
    for a in appliedInOrder {
      if let a, case .scene(let i) = a.generated.origin, inSolver.indices.contains(i) { inSolver[i] = a }
    }
    for i in document.constraints.indices {
      let brokenOne = broken.isEmpty ? nil : broken[.scene(i)]
      // The solver's own constraints are evaluated once, without a lookup per term.
      let measured = inSolver[i].map(measure)
      let miss = measured?.violation ?? brokenOne.map { violation(of: $0) } ?? 0
      let known = inSolver[i] != nil || brokenOne != nil
      states.append(ConstraintResult(
        index: i, installed: inSolver[i] != nil, satisfied: known && miss <= 1e-3, broken: brokenOne != nil, violation: miss))
      // A required constraint in the solver always holds, unless its numbers
      // left the range of a Double (multipliers compounding along a chain):
      // never a silent wrong frame.
      if let a = inSolver[i], a.generated.priority.isRequired, measured?.holds == false {
        outOfRange.append(Diagnostic(
          severity: .error, kind: .outOfRange,
          message: "Plumb could not satisfy \(a.generated.description): its numbers are past the range of a Double (multipliers and constants compound along a chain); the frames it touches are wrong.",
          constraints: [a.generated.description], views: a.generated.viewNames))
      }
    }
    var guides: [LayoutItem: Frame] = [:]
    for (item, b) in boxes where item.isGuideOrRoot {
      guides[item] = Frame(x: solver.value(of: b.left), y: solver.value(of: b.top), width: solver.value(of: b.width), height: solver.value(of: b.height))
    }
    let result = LayoutResult(
      canvas: Frame(x: 0, y: 0, width: w, height: h),
      safeArea: Frame(x: insets.left, y: insets.top, width: w - insets.left - insets.right, height: h - insets.top - insets.bottom),
      traits: document.traits, views: views, constraints: states,
      diagnostics: conflictLog + outOfRange + settlingWarnings(views) + ambiguous + negative,
      generated: broken.isEmpty ? generated : generated.filter { broken[$0.origin] == nil }, guideFrames: guides, sharing: hierarchy)
    // The next result shares it while the views' tree stays (most keys change no view).
    hierarchy = result.madeHierarchy
    return result
  }
}

extension LayoutEngine {
  /// The warnings of the last layout pass, less a margin feedback loop
  /// among views whose layout is ambiguous: the ambiguity, reported on its
  /// own, is what lets their size grow.
  func settlingWarnings(_ views: [ViewResult]) -> [Diagnostic] {
    let ambiguous = Set(views.filter(\.isAmbiguous).map(\.name))
    return pendingWarnings.filter { $0.kind != .unsettled || !$0.views.contains(where: ambiguous.contains) }
  }
}

extension LayoutEngine {
  /// Another layout that satisfies the constraints as well as this one, as
  /// UIKit's `exerciseAmbiguityInLayout()` shows: every free component of an
  /// ambiguous view is pulled 40 points away at priority 1, below every
  /// priority a scene can hold, so nothing that decides the layout moves.
  /// The pulls are removed again; the engine keeps its own layout.
  public func exerciseAmbiguity() -> LayoutResult {
    let base = layoutIfNeeded()
    // One pull a free axis: a free size grows (that moves its position with it
    // when the position is tied to it); a free position alone moves.
    var targets: [(LinearExpression, Double)] = []
    for v in base.views where v.isAmbiguous {
      guard let b = boxes[.view(v.name)] else { continue }
      let free = Set(v.ambiguousAxes)
      if free.contains("width") { targets.append((LinearExpression(b.width), solver.value(of: b.width) + 40)) } else if free.contains("x") {
        targets.append((LinearExpression(b.left), solver.value(of: b.left) + 40))
      }
      if free.contains("height") { targets.append((LinearExpression(b.height), solver.value(of: b.height) + 40)) } else if free.contains("y") {
        targets.append((LinearExpression(b.top), solver.value(of: b.top) + 40))
      }
    }
    return laidOut(base, pulling: targets)
  }

  /// `base` (the engine's own layout) with its free components at the
  /// document's design frames, as Interface Builder's canvas keeps a view
  /// where its constraints leave it free: each free component of an
  /// ambiguous view is pulled to its stored value, relative to its
  /// superview, at priority 1.
  ///
  /// UIKit's `UISV-ambiguity-suppression` (an arranged view 0 across its
  /// stack, at 25) is let go for this pass too, and such views' components
  /// across the stack pulled with the free ones: the canvas keeps what it
  /// stored there (a spacer 240 wide in a centred stack, a fresh sample's
  /// 113 and 024), though at run time the view is 0 across and not ambiguous.
  func keepingDesignFrames(_ base: LayoutResult) -> LayoutResult {
    var targets: [(LinearExpression, Double)] = []
    let root = boxes[.root]
    // The suppressed views, with the components across their stack (the
    // one size the suppression holds, `view.width == 0` or `.height`, and
    // the position that goes with it), and the constraints to lift.
    var suppressed: [String: [String]] = [:]
    var lifted: [Constraint] = []
    for a in appliedInOrder {
      guard let a, case .stack(_, "UISV-ambiguity-suppression", _) = a.generated.origin, let held = a.generated.terms.first?.variable,
        case .view(let view) = held.item
      else { continue }
      suppressed[view] = held.component == .width ? ["x", "width"] : ["y", "height"]
      lifted.append(a.constraint)
    }
    for v in base.views where v.isAmbiguous || suppressed[v.name] != nil {
      guard let design = document.designFrames[v.name], let b = boxes[.view(v.name)] else { continue }
      let parent = v.parent.flatMap { boxes[.view($0)] } ?? root
      for axis in Set(v.ambiguousAxes + (suppressed[v.name] ?? [])).sorted() {
        switch axis {
        case "x": targets.append((parent.map { b.left - $0.left } ?? LinearExpression(b.left), design.x))
        case "y": targets.append((parent.map { b.top - $0.top } ?? LinearExpression(b.top), design.y))
        case "width": targets.append((LinearExpression(b.width), design.width))
        case "height": targets.append((LinearExpression(b.height), design.height))
        default: continue
        }
      }
    }
    return laidOut(base, pulling: targets, lifting: lifted)
  }

  /// The layout with each `expression == value` added at priority 1 (below
  /// every priority a scene can hold, so nothing that decides the layout
  /// moves), read, and taken away again; the engine keeps its own layout.
  /// The views keep `base`'s ambiguity and diagnostics: the pulls only
  /// chose one of their layouts.
  /// `lifting` constraints are taken out of the solver for the pass and
  /// put back after it.
  func laidOut(_ base: LayoutResult, pulling targets: [(LinearExpression, Double)], lifting: [Constraint] = []) -> LayoutResult {
    guard !targets.isEmpty else { return base }
    /// Adds `expression == value` at priority 1 for each pair; the ones the solver took.
    func pull(_ targets: [(LinearExpression, Double)]) -> [Constraint] {
      var added: [Constraint] = []
      for (expression, value) in targets {
        let c = Constraint(expression - value, .equal, priority: 1)
        do {
          try solver.add(c)
          added.append(c)
        } catch {
          continue  // an optional constraint is not refused; were it, that component would simply stay
        }
      }
      return added
    }
    func remove(_ cs: [Constraint]) {
      for c in cs {
        do { try solver.remove(c) } catch { return rebuild(generated) }
      }
    }
    let back = targets.map { ($0.0, $0.0.value { solver.value(of: $0) }) }
    changesInPlace()
    remove(lifting)
    let pulls = pull(targets)
    var result = makeResult()
    remove(pulls)
    // Leave the solver where it was: pull back, put back, then let go.
    let held = pull(back)
    for c in lifting {
      do { try solver.add(c) } catch { rebuild(generated); break }
    }
    remove(held)
    result.views = result.views.map { v in
      var v = v
      v.ambiguousAxes = base.view(v.name)?.ambiguousAxes ?? v.ambiguousAxes
      return v
    }
    result.diagnostics = base.diagnostics
    return result
  }
}
