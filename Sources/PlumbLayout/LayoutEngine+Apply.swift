import PlumbSolver

extension LayoutEngine {
  /// Turns the difference between the applied constraints and `list` into
  /// solver calls, in this order: removals (so that nothing added fights a
  /// constraint on its way out), constants changed in place, then additions
  /// in `list`'s order.
  ///
  /// A conflict settles the same way whatever the path: when the layout had
  /// broken constraints or an addition or constant change is refused, the
  /// solver is rebuilt from `list`, so that which constraint breaks depends
  /// on the document only, never on the order of the edits that led to it.
  ///
  /// `changed`, when given, holds the only positions where `list` may
  /// differ from the applied list (a generation that reused the rest).
  /// - Complexity: O(|list| + |applied|) lookups, plus the solver work of
  ///   the changes; O(|changed|) when the lists line up.
  func apply(_ list: [GeneratedConstraint], changed: [Int]? = nil) {
    if broken.isEmpty, !applied.isEmpty, applyAligned(list, changed: changed) {
      generated = list
      return
    }
    defer {
      generated = list
      appliedInOrder = list.map { applied[$0.origin] }
    }
    guard broken.isEmpty, !applied.isEmpty else { return rebuild(list) }
    changesInPlace()
    var wanted: [GeneratedConstraint.Origin: Int] = [:]
    wanted.reserveCapacity(list.count)
    for (i, g) in list.enumerated() { wanted[g.origin] = i }
    var stale: [GeneratedConstraint.Origin] = []
    for (origin, a) in applied {
      guard let i = wanted[origin], list[i].hasSameShape(as: a.generated) else {
        stale.append(origin)
        continue
      }
    }
    for origin in stale {
      guard let a = applied.removeValue(forKey: origin) else { continue }
      origins.removeValue(forKey: a.constraint)
      do { try solver.remove(a.constraint) } catch { return rebuild(list) }
    }
    for g in list {
      guard let a = applied[g.origin] else { continue }
      if a.generated.constant != g.constant {
        do { try solver.setConstant(g.constant, of: a.constraint) } catch { return rebuild(list) }
      }
      a.generated = g
    }
    for g in list where applied[g.origin] == nil {
      let c = solverConstraint(g)
      do {
        try solver.add(c)
        record(g, c)
      } catch {
        return rebuild(list)
      }
    }
    ensureBoxes()
  }

  /// The common case of a key press: `list` holds the same constraints in
  /// the same order as the applied one, up to constants. Then the lists are
  /// walked side by side (at the `changed` positions only, when given),
  /// without a lookup by origin, and each changed constant is changed in
  /// place. False (and nothing done) when they differ otherwise; true when
  /// done (after a rebuild, if a constant is refused).
  func applyAligned(_ list: [GeneratedConstraint], changed: [Int]?) -> Bool {
    let entries = appliedInOrder  // one read of the property, not one per element
    guard list.count == generated.count, entries.count == list.count else { return false }
    let positions = changed ?? Array(list.indices)
    var moved: [Int] = []
    for k in positions {
      guard let a = entries[k], a.generated.origin == list[k].origin, list[k].hasSameShape(as: a.generated) else { return false }
      if a.generated.constant != list[k].constant { moved.append(k) }
    }
    if !moved.isEmpty { changesInPlace() }
    for k in moved {
      guard let a = entries[k] else { continue }
      do { try solver.setConstant(list[k].constant, of: a.constraint) } catch {
        rebuild(list)
        return true
      }
    }
    // The descriptions of scene constraints show their constants: keep the new ones.
    for k in positions { entries[k]?.generated = list[k] }
    return true
  }

  /// The solver is about to change in place: it is no longer a build of its
  /// list, and the builds kept may share constraints with it (whose
  /// constants an in-place change moves), so they go.
  func changesInPlace() {
    isPristine = false
    previousBuild = nil
    modelPrefix = nil
  }

  /// Installs `list` into a new solver, breaking conflicts as they come.
  ///
  /// The layout replaced is kept when it was itself such a build, untouched
  /// since: a rebuild of its list (pressing `-` after `+` in a layout with a
  /// conflict, rotating back) takes it back instead of building it again.
  /// A rebuild is a function of the list alone, so the two are the same.
  func rebuild(_ list: [GeneratedConstraint]) {
    rebuilds += 1
    let replaced = isPristine
      ? Build(list: generated, solver: solver, boxes: boxes, applied: applied, origins: origins, broken: broken, conflictLog: conflictLog) : nil
    isPristine = true
    // Whoever called, the list in order names what is in the new solver
    // (a rebuild after `exerciseAmbiguity` once left it naming the old one's).
    defer { appliedInOrder = list.map { applied[$0.origin] } }
    if let kept = previousBuild, kept.list == list {
      buildsTakenBack += 1
      previousBuild = replaced
      (solver, boxes, applied, origins, broken, conflictLog) = (kept.solver, kept.boxes, kept.applied, kept.origins, kept.broken, kept.conflictLog)
      // A view no constraint names can be installed since (size classes).
      return ensureBoxes()
    }
    previousBuild = replaced
    solver = Solver()
    // The variables are kept for the items that still need them (a new
    // solver knows none of them, and they hold nothing but their names).
    retiredBoxes = boxes
    defer { retiredBoxes = [:] }
    boxes = [:]
    applied = [:]
    origins = [:]
    broken = [:]
    conflictLog = []
    let model = list.prefix { $0.sceneIndex == nil }
    var next = list.startIndex
    if let p = modelPrefix, p.list == model {
      // The same model constraints, added the same way: start from their solver.
      solver = p.solver.copy()
      boxes = p.boxes
      for (g, c) in zip(model, p.installed) { record(g, c) }
      next = model.endIndex
    } else {
      modelPrefix = nil
    }
    for k in next..<list.endIndex {
      // Not on the first build: a layout solved once (plumb solve) has no use for it.
      if k == model.endIndex, modelPrefix == nil, broken.isEmpty, rebuilds > 1 {
        modelPrefix = (model, solver.copy(), boxes, model.compactMap { applied[$0.origin]?.constraint })
      }
      addBreakingConflicts(list[k])
    }
    ensureBoxes()
  }

  /// Every installed view has variables, constrained or not, so that the
  /// result can read (and call ambiguous) a view no constraint mentions.
  func ensureBoxes() {
    for v in document.views where boxes[.view(v.name)] == nil && installedViews[v.name] != nil {
      boxes[.view(v.name)] = retiredBoxes[.view(v.name)] ?? Box(v.name)
    }
  }

  func record(_ g: GeneratedConstraint, _ c: Constraint) {
    applied[g.origin] = Applied(generated: g, constraint: c)
    origins[c] = g.origin
  }

  /// The solver's constraint for a generated one.
  func solverConstraint(_ g: GeneratedConstraint) -> Constraint {
    var terms: [Term] = []
    terms.reserveCapacity(g.terms.count)
    for t in g.terms {
      let box: Box
      if let b = boxes[t.variable.item] { box = b } else {
        box = retiredBoxes[t.variable.item] ?? Box(t.variable.item.description)
        boxes[t.variable.item] = box
      }
      terms.append(Term(box[t.variable.component], t.coefficient))
    }
    let relation: Relation
    switch g.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    return Constraint(LinearExpression(terms, constant: g.constant), relation, priority: g.priority.solverPriority)
  }

  /// The one path every addition takes on a fresh layout: add, and if the
  /// solver refuses a required constraint, break one member of the
  /// conflicting set and log the conflict in UIKit's words.
  ///
  /// The member broken is the scene's constraint that comes last in the
  /// scene (users can change theirs; the model's are UIKit's own), an
  /// author's before a system-made one (`SystemConstraint`: in every public
  /// log where the conflict held one of the app's, UIKit broke one of the
  /// app's), else the one being added; a broken member already in the solver is removed
  /// and the addition tried again. Last, as UIKit does: the frames
  /// Interface Builder stores for conflicting files agree (the corpus's
  /// 77 files match 17 more views breaking the last than the first, 87
  /// unseen ones 3 more), and in the public logs UIKit broke the
  /// constraint that closes a chain (a trailing or bottom pin) more often
  /// than the one that opens it.
  func addBreakingConflicts(_ g: GeneratedConstraint) {
    let c = solverConstraint(g)
    for _ in 0..<64 {
      do {
        try solver.add(c)
        record(g, c)
        return
      } catch SolverError.unsatisfiable(_, let conflicts) {
        let members: [(GeneratedConstraint, Constraint)] = conflicts.compactMap { k in
          origins[k].flatMap { applied[$0] }.map { ($0.generated, k) }
        } + [(g, c)]
        // The scene's own: an author's before one a reader stands in for UIKit with (`plumb-…`, UIKit's identifiers).
        let own = members.filter { $0.0.sceneIndex != nil }
        let authors = own.filter { !($0.0.identifier.map(SystemConstraint.isSystemIdentifier) ?? false) }
        let victim = (authors.isEmpty ? own : authors).max { ($0.0.sceneIndex ?? 0) < ($1.0.sceneIndex ?? 0) } ?? (g, c)
        conflictLog.append(unsatisfiableDiagnostic(members.map(\.0), breaking: victim.0))
        broken[victim.0.origin] = victim.0
        if victim.1 === c { return }
        applied.removeValue(forKey: victim.0.origin)
        origins.removeValue(forKey: victim.1)
        do { try solver.remove(victim.1) } catch { return refused(g, error) }
      } catch {
        return refused(g, error)
      }
    }
    broken[g.origin] = g
  }

  /// A constraint the solver would not take for another reason than a
  /// conflict: logged, never dropped silently.
  func refused(_ g: GeneratedConstraint, _ error: Error) {
    broken[g.origin] = g
    conflictLog.append(Diagnostic(
      severity: .error, kind: .unsatisfiable,
      message: "Plumb could not install \(g.description): \(error)", constraints: [g.description], views: g.viewNames))
  }

  func unsatisfiableDiagnostic(_ set: [GeneratedConstraint], breaking: GeneratedConstraint) -> Diagnostic {
    let lines = set.map(\.description)
    var m = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
    m += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
    m += "\tTry this: \n"
    m += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
    m += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
    m += "(\n" + lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
    m += "Will attempt to recover by breaking constraint \n\(breaking.description)"
    let views = Set(set.flatMap(\.viewNames)).sorted()
    var d = Diagnostic(severity: .error, kind: .unsatisfiable, message: m, constraints: lines, views: views)
    d.sceneConstraints = ([breaking] + set.filter { $0.origin != breaking.origin }).compactMap(\.sceneIndex)
    d.broken = breaking.description
    return d
  }
}

extension GeneratedConstraint {
  /// Whether `other` is the same constraint up to its constant: the engine
  /// then changes the constant in place.
  func hasSameShape(as other: GeneratedConstraint) -> Bool {
    relation == other.relation && priority == other.priority && terms == other.terms
  }

  /// The index of the scene constraint this is, if it is one.
  public var sceneIndex: Int? {
    if case .scene(let i) = origin { return i }
    return nil
  }

  /// The scene views the constraint relates (not the root or guides), in order of appearance.
  public var viewNames: [String] {
    var names: [String] = []
    for t in terms {
      if case .view(let n) = t.variable.item, !names.contains(n) { names.append(n) }
    }
    return names
  }
}
