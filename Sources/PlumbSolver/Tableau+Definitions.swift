/// Definitions: required equalities kept out of the tableau.
///
/// **Why.** A required equality that arrives with a *fresh* variable (one no
/// constraint mentions yet) can always hold: solved for that variable, its
/// *subject*, it says what the subject is. Cassowary would make the subject
/// basic, with a row written in parametric symbols only, so the row copies
/// the rows of every basic variable the equality names. Along a row of
/// views (`v[k].left = v[k-1].left + v[k-1].width + 8`, each width held by
/// `width == 100 @750`) each left edge's row then holds every earlier
/// width's errors: N² cells, 1.5 GB at 5,000 views. No basis avoids it while
/// the chain is open: the last edge sits at a kink of the objective, so
/// every certified optimal basis keeps all left edges basic. A dummy marker
/// column has the same problem one level down: when required equalities fix
/// every variable, each value depends on almost every constant, and the
/// dummies' part of the tableau is the dense inverse of the basis.
///
/// **What instead.** Such an equality is not given to the tableau at all
/// (LP presolve's free column singleton, Andersen & Andersen 1995). It is
/// stored as a `Definition` whose terms may name other subjects, and:
/// - *values*: each subject's value is its terms' values plus its constant,
///   evaluated in the order the definitions came, which is dependency order
///   (see `Definition`). A move marks the definitions from the first one
///   that names the moved variable on as stale (`staleFrom`, `noteMoved`),
///   and they are evaluated when a stale subject's value is read
///   (`currentValue`), so adding a view to a row evaluates one and adding
///   a row's widths after its gaps evaluates the row once.
/// - *constraints that name a subject* (`expanded`): the tableau sees the
///   constraint with every subject replaced by its definition, recursively,
///   down to variables that are not subjects. The tableau's LP is the same
///   LP with the subjects substituted out, so priorities, conflicts and
///   ambiguity mean what they meant. A definition keeps its expansion when
///   it is short (`Definition.expansion`), so a chain of equal widths
///   expands each width in one step.
/// - *a constant change* moves the subject and every later subject that
///   depends on it (evaluated again), and changes the expanded constant of
///   each constraint in the tableau that names one of them: those are
///   in-place constant changes of the tableau (`setDefinitionConstant`).
/// - *a removal* of a definition nothing else names drops it; the subject
///   keeps its value as a free variable. When something names it, what
///   builds on it is taken out and put back around it (`removeBuildingOn`).
/// - *a conflict's certificate* gives each definition's weight by walking
///   back (`definitionWeights`).
///
/// - Complexity: adding a definition costs its terms (and its expansion
///   when kept); a constraint that names subjects costs the definitions its
///   expansion reaches, sorted once.
extension Tableau {
  // MARK: Adding

  /// The subject `c` defines, with the net coefficient of every variable:
  /// for a required equality that names a variable no constraint mentions
  /// (`isFresh`: a definition names none either, so a subject only names
  /// earlier ones), the one with the lowest id. Makes the variables'
  /// symbols (inside the add's transaction, so a refusal forgets them).
  func definitionSubject(of c: Constraint) -> (subject: Symbol, net: Row)? {
    guard c.priority.isRequired, c.relation == .equal else { return nil }
    var net = Row()
    for t in c.expression.terms where t.coefficient != 0 { net.insert(symbol(for: t.variable), t.coefficient) }
    // Cells are in symbol order, which is id order.
    guard let subject = net.symbols.first(where: isFresh) else { return nil }
    return (subject, net)
  }

  /// Stores `c` as the definition of `subject`; `net` holds every variable's net coefficient.
  func installDefinition(_ c: Constraint, subject x: Symbol, net: Row) {
    let a = net.coefficient(for: x)
    let terms = net.cells.compactMap { $0.symbol == x ? nil : Cell(symbol: $0.symbol, coefficient: -$0.coefficient / a) }
    let position = definitionOrder.count
    let d = Definition(
      constraint: c, position: position, subjectCoefficient: a, terms: terms,
      constant: -c.expression.constant / a, expansion: shortExpansion(of: terms))
    definitions[x] = d
    definitionOrder.append(x)
    for cell in terms {
      definitionReferences.update(cell.symbol, default: 0) { $0 += 1 }
      if !firstReference.contains(cell.symbol) { firstReference[cell.symbol] = position }
    }
    // Its terms' values up to date first: a term may be a stale subject.
    if d.terms.contains(where: { isStale($0.symbol) }) { refreshDefinedValues() }
    setValue(x, evaluate(d))
    let dummy = newSymbol(.dummy)
    tags[c] = Tag(marker: dummy, other: nil, markerCoefficient: 1, constant: c.expression.constant, subject: x)
    owners[dummy] = c
  }

  /// `terms` written in symbols that are not subjects, when every subject
  /// among them keeps its expansion and the sum stays within `limit` cells.
  func shortExpansion(of terms: [Cell], limit: Int = Definition.shortExpansion) -> [Cell]? {
    var sum = Row()
    for cell in terms {
      if let e = definitions.withValue(cell.symbol, { $0.expansion }) {
        guard let e else { return nil }
        for inner in e { sum.insert(inner.symbol, cell.coefficient * inner.coefficient) }
      } else {
        sum.insert(cell.symbol, cell.coefficient)
      }
      if sum.count > limit { return nil }
    }
    return sum.cells
  }

  func isDefined(_ s: Symbol) -> Bool { definitions.contains(s) }

  /// Whether `s` is a subject whose value is stale (see `refreshDefinedValues`).
  func isStale(_ s: Symbol) -> Bool {
    staleFrom != .max && (definitions.withValue(s) { $0.position >= staleFrom } ?? false)
  }

  // MARK: Values

  /// The subject's value from its terms' current values.
  func evaluate(_ d: Definition) -> Double {
    var v = d.constant
    for cell in d.terms { v += cell.coefficient * value(cell.symbol) }
    return v
  }

  /// Notes that the variable `s` changed value: the definitions from the
  /// first one that names it on must be evaluated again.
  @inline(__always)
  func noteMoved(_ s: Symbol) {
    if let first = firstReference.withValue(s, { $0 }), first < staleFrom { staleFrom = first }
  }

  /// Evaluates the definitions from `staleFrom` on, in order.
  ///
  /// Values are evaluated when read, not after every operation (see
  /// `currentValue`): a row of views whose widths are added after their gaps
  /// moves every later left edge with each width, and evaluating them all
  /// each time made reading a 10,000-constraint conflict log quadratic.
  /// Inside an operation the values set are journaled like any other.
  /// - Complexity: O(terms of the definitions evaluated).
  func refreshDefinedValues() {
    let start = staleFrom
    // Fresh while evaluating: a definition reads only earlier subjects, done first.
    staleFrom = .max
    guard start < definitionOrder.count else { return }
    for i in start..<definitionOrder.count {
      guard let x = definitionOrder[i], let v = definitions.withValue(x, { evaluate($0) }) else { continue }
      setValue(x, v)
    }
  }

  // MARK: Constraints that name subjects

  /// `terms` (symbols with coefficients, duplicates allowed) with every
  /// subject replaced by its definition, down to symbols that are not
  /// subjects; constants are left out (a new row's constant is its
  /// constraint's residual at the current values, which the subjects'
  /// values already hold).
  ///
  /// The subjects reached are visited once each, latest first: a subject is
  /// only named by later definitions, so by the time it is visited it has
  /// gathered its whole coefficient. A kept expansion ends the walk there.
  /// - Complexity: O(r log r) for the r definitions reached.
  func expanded(_ terms: [Cell]) -> [Cell] {
    // Most subjects keep their expansion: one short merge, no walk.
    if let sum = shortExpansion(of: terms, limit: .max) { return sum }
    var pending: [Symbol: Sum] = [:]
    var result: [Symbol: Sum] = [:]
    var reached: [Symbol] = []
    var stack: [Symbol] = []
    func reach(_ s: Symbol, _ a: Double) {
      guard definitions.contains(s) else {
        result[s, default: Sum()].add(a)
        return
      }
      if pending[s] == nil {
        reached.append(s)
        stack.append(s)
      }
      pending[s, default: Sum()].add(a)
    }
    for cell in terms { reach(cell.symbol, cell.coefficient) }
    // Every subject reachable, found first so that each is expanded once.
    while let x = stack.popLast() {
      guard let d = definitions[x], d.expansion == nil else { continue }
      for cell in d.terms where definitions.contains(cell.symbol) && pending[cell.symbol] == nil {
        pending[cell.symbol] = Sum()
        reached.append(cell.symbol)
        stack.append(cell.symbol)
      }
    }
    let order = reached.map { ($0, definitions.withValue($0) { $0.position } ?? 0) }.sorted { $0.1 > $1.1 }
    for (x, _) in order {
      guard let a = pending[x]?.value, a != 0, let d = definitions[x] else { continue }
      if let e = d.expansion {
        for cell in e { result[cell.symbol, default: Sum()].add(a * cell.coefficient) }
      } else {
        for cell in d.terms {
          if definitions.contains(cell.symbol) {
            pending[cell.symbol, default: Sum()].add(a * cell.coefficient)
          } else {
            result[cell.symbol, default: Sum()].add(a * cell.coefficient)
          }
        }
      }
    }
    return result.compactMap { $0.value.value == 0 ? nil : Cell(symbol: $0.key, coefficient: $0.value.value) }
      .sorted { $0.symbol < $1.symbol }
  }

  /// Lists `c` (a constraint in the tableau) under each subject it names,
  /// once the index exists (see `constraintsNaming`).
  func noteCoreMentions(of c: Constraint) {
    guard coreMentions != nil else { return }
    for s in namedSubjects(of: c) { coreMentions?.update(s, default: []) { $0.append(c) } }
  }

  func forgetCoreMentions(of c: Constraint) {
    guard coreMentions != nil else { return }
    for s in namedSubjects(of: c) { coreMentions?.modify(s) { $0.removeAll { $0 === c } } }
  }

  /// The constraints in the rows that name the subject `s`. The index is
  /// made on the first question (a constant change or a removal of a
  /// definition) and kept from then on: a layout that never asks, such as
  /// one solved once, pays nothing for it.
  /// - Complexity: O(1) once made; making it scans every constraint once.
  func constraintsNaming(_ s: Symbol) -> [Constraint] {
    if coreMentions == nil {
      coreMentions = SymbolTable()
      for (c, tag) in tags where tag.subject == nil {
        for x in namedSubjects(of: c) { coreMentions?.update(x, default: []) { $0.append(c) } }
      }
    }
    return coreMentions?[s] ?? []
  }

  /// The subjects `c` names, each once.
  func namedSubjects(of c: Constraint) -> [Symbol] {
    var named: [Symbol] = []
    for t in c.expression.terms {
      guard let s = knownSymbol(t.variable), definitions.contains(s), !named.contains(s) else { continue }
      named.append(s)
    }
    return named
  }

  // MARK: Changing a constant

  /// Changes the constant of the definition `c` of `x`.
  ///
  /// With its terms held, the subject moves by `-Δ / a`; every later
  /// definition that names a moved subject moves by its coefficient times
  /// that; a constraint in the tableau that names moved subjects sees its
  /// expanded constant change by the sum of its coefficients times their
  /// moves, which is an in-place constant change there (`shiftConstant`).
  /// A required one that then cannot hold refuses the change.
  /// - Complexity: O(terms of the later definitions) plus the tableau's
  ///   constant changes and the dual simplex.
  func setDefinitionConstant(_ constant: Double, of c: Constraint, _ tag: Tag, subject x: Symbol) throws {
    guard let d = definitions[x] else { throw SolverError.internalError("the definition of \(c) is missing") }
    let delta = constant - tag.constant
    // Each subject's move, by position from `d`'s: only later ones can move.
    let start = d.position
    var moves = [Double](repeating: 0, count: definitionOrder.count - start)
    moves[0] = -delta / d.subjectCoefficient
    for i in (start + 1)..<definitionOrder.count {
      guard let y = definitionOrder[i] else { continue }
      let m = definitions.withValue(y) { later -> Double in
        var sum = Sum()
        for cell in later.terms {
          guard let p = definitions.withValue(cell.symbol, { $0.position }), p >= start, moves[p - start] != 0 else { continue }
          sum.add(cell.coefficient * moves[p - start])
        }
        return sum.value
      }
      moves[i - start] = m ?? 0
    }
    // The constraints in the tableau that the moves reach, in the order they came.
    var changes: [ObjectIdentifier: (constraint: Constraint, change: Sum)] = [:]
    for (k, m) in moves.enumerated() where m != 0 {
      guard let s = definitionOrder[start + k], let x = variables[s] else { continue }
      for j in constraintsNaming(s) {
        changes[ObjectIdentifier(j), default: (j, Sum())].change.add(j.expression.netCoefficient(of: x) * m)
      }
    }
    let reached = changes.values.compactMap { $0.change.value == 0 ? nil : ($0.constraint, $0.change.value) }
      .sorted { (tags[$0.0]?.marker.id ?? 0) < (tags[$1.0]?.marker.id ?? 0) }
    // The new constant is in place during the operation, so that a bound
    // test there reads the subjects' new values (see `magnitude`); a
    // refusal puts the old definition back (the journal restores values).
    definitions[x] = d.with(constant: -constant / d.subjectCoefficient)
    staleFrom = min(staleFrom, d.position)
    do {
      try transaction(journaled: !reached.isEmpty) {
        for (j, change) in reached {
          guard let t = tags[j] else { continue }
          shiftConstant(of: t, by: change)
        }
        try dualOptimize(blaming: c, newConstant: constant)
        try optimize()
        // Recorded last: nothing after this point can fail.
        var t = tag
        t.constant = constant
        tags[c] = t
        c.setConstant(constant)
        staleFrom = min(staleFrom, d.position)
      }
    } catch {
      definitions[x] = d
      throw error
    }
  }

  // MARK: Removing

  /// Removes the definition `c` of `x`: drops it when nothing names `x`
  /// (which keeps its value, now a free variable's), else takes out what
  /// builds on `x` first (`removeBuildingOn`).
  func removeDefinition(_ c: Constraint, _ tag: Tag, subject x: Symbol) throws {
    let named = definitionReferences.contains(x) || !constraintsNaming(x).isEmpty
    if named { return try removeBuildingOn(c, subject: x) }
    try transaction(journaled: false) {
      // The subject keeps its value: bring it up to date while it still has a definition.
      if isStale(x) { refreshDefinedValues() }
      guard let d = definitions.removeValue(forKey: x) else { return }
      definitionOrder[d.position] = nil
      removedDefinitions += 1
      for cell in d.terms {
        var left = 0
        definitionReferences.modify(cell.symbol) {
          $0 -= 1
          left = $0
        }
        if left == 0 {
          definitionReferences.removeValue(forKey: cell.symbol)
          firstReference.removeValue(forKey: cell.symbol)
        }
      }
      coreMentions?.removeValue(forKey: x)
      tags.removeValue(forKey: c)
      owners.removeValue(forKey: tag.marker)
      if removedDefinitions > max(64, definitionOrder.count / 2) { compactDefinitions() }
    }
  }

  /// Removes the definition `c` of `x` that later constraints name.
  ///
  /// Those constraints, the *cone* of `x` (the definitions that name `x` or
  /// a subject of the cone, and the constraints in the tableau that name a
  /// subject of the cone), come out latest first, so that each has nothing
  /// left naming it when it goes; then `c` goes, and the cone goes back in
  /// in the order it first came. A definition comes back a definition, not
  /// a row: once all that named them is out, its variables are fresh again,
  /// `x` among them, so it may now define another of them than before (the
  /// edge after `x` comes back defining `x`); the equations, and so the LP,
  /// are the same. A conflict broken at the end of a row of
  /// views or an edge toggled in the playground touches what hangs on it,
  /// where rebuilding the whole tableau touched every constraint: 64 such
  /// conflicts among 20,000 constraints took 2.3 s that way. A cone of more
  /// than half the constraints is rebuilt instead, which costs less per
  /// constraint.
  /// - Complexity: O(terms of the definitions after `x`) to find the cone,
  ///   plus removing and adding it.
  func removeBuildingOn(_ c: Constraint, subject x: Symbol) throws {
    guard let d = definitions[x] else { throw SolverError.internalError("the definition of \(c) is missing") }
    var subjects: Set<Symbol> = [x]
    var cone: [Constraint] = []
    for i in (d.position + 1)..<definitionOrder.count {
      guard let y = definitionOrder[i], let dy = definitions[y], dy.terms.contains(where: { subjects.contains($0.symbol) }) else { continue }
      subjects.insert(y)
      cone.append(dy.constraint)
    }
    var inCone = Set(cone.map(ObjectIdentifier.init))
    for s in subjects {
      for k in constraintsNaming(s) where inCone.insert(ObjectIdentifier(k)).inserted { cone.append(k) }
    }
    if cone.count * 2 > tags.count { return try rebuild(removing: c) }
    let order = cone.compactMap { k in tags[k].map { (k, $0.marker.id) } }.sorted { $0.1 < $1.1 }.map(\.0)
    for k in order.reversed() { try remove(k) }
    try remove(c)
    for (i, k) in order.enumerated() {
      do {
        try add(k)
      } catch {
        // The constraints but one held together, so only rounding can
        // refuse one now (its add is rolled back): solve anew with all of
        // them, as a removal did before, rather than lose one.
        let present = tags.sorted { $0.value.marker.id < $1.value.marker.id }.map(\.key)
        return try rebuild(from: present + order[i...])
      }
    }
  }

  /// Closes the gaps removed definitions left in `definitionOrder`, which
  /// every evaluation and constant change walks: renumbers the positions,
  /// where each symbol is first named, and where the stale ones start.
  /// - Complexity: O(terms of all definitions).
  func compactDefinitions() {
    var order: [Symbol?] = []
    order.reserveCapacity(definitionOrder.count - removedDefinitions)
    firstReference = SymbolTable()
    var firstStale = Int.max
    for case let x? in definitionOrder {
      guard let d = definitions[x] else { continue }
      let position = order.count
      if d.position >= staleFrom && firstStale == .max { firstStale = position }
      definitions[x] = d.with(position: position)
      order.append(x)
      for cell in d.terms where !firstReference.contains(cell.symbol) { firstReference[cell.symbol] = position }
    }
    definitionOrder = order
    removedDefinitions = 0
    staleFrom = firstStale
  }

  /// Replaces the tableau by one built from its constraints but `c`, in the
  /// order they came, starting from the current values (so a variable the
  /// constraints leave free stays where it was) and keeping edit variables.
  /// - Complexity: one add per constraint; linear in a layout's size.
  func rebuild(removing c: Constraint) throws {
    try rebuild(from: tags.filter { $0.key !== c }.sorted { $0.value.marker.id < $1.value.marker.id }.map(\.key), without: c)
  }

  /// Solves `constraints` (in that order) anew from the current values, in
  /// place of what the tableau holds; `without` names what was left out,
  /// for the message should it fail.
  func rebuild(from constraints: [Constraint], without c: Constraint? = nil) throws {
    if let broken { throw broken }
    rebuilds += 1
    let t = Tableau()
    t.checksInvariants = checksInvariants
    t.explainsConflicts = explainsConflicts
    refreshDefinedValues()
    for (unretained, s) in seen {
      let v = value(s)
      let n = t.symbol(for: unretained.takeUnretainedValue())
      if v != 0 { t.values[n] = v }
    }
    do {
      for k in constraints { try t.add(k) }
    } catch {
      // Only a bug can get here: the constraints but one held together.
      throw SolverError.internalError("rebuilding\(c.map { " without \($0)" } ?? "") failed (\(error))")
    }
    t.edits = edits
    adopt(t)
    // The variables' caches point at the new tableau's identity.
    identity = t.identity
  }

  // MARK: Conflicts

  /// A sum that remembers its largest addend, and reads as zero when all
  /// that is left of it is rounding noise (see `Row.cancels`): sums that two
  /// paths reach with opposite signs must cancel exactly, not leave noise
  /// that a later pivot would divide by.
  struct Sum {
    private var total = 0.0, scale = 0.0
    init(_ x: Double = 0) { add(x) }
    mutating func add(_ x: Double) {
      total += x
      scale = max(scale, abs(x))
    }
    var value: Double { abs(total) <= Row.cancellation * scale ? 0 : total }
  }

  /// The weight of each definition in the certificate `row` (a tableau row
  /// the dual simplex could not repair), given the weights of the
  /// constraints whose markers it names (`known`).
  ///
  /// The row is a combination of the constraints' own expressions in which
  /// every subject cancels (no row holds one), so for each subject the
  /// weighted coefficients of the constraints that mention it sum to zero.
  /// A subject is mentioned only by its definition and by later
  /// constraints, so walking the definitions from the last added back,
  /// each weight follows from the weights already known. Only definitions
  /// a weighted constraint reaches through the subjects it names can weigh
  /// anything: those are found first and walked, not every constraint (a
  /// conflict at the end of a long row reads its own neighbourhood).
  /// A constraint being added (not yet among the tags) weighs like the
  /// others, through `known`.
  /// - Complexity: O(r log r) and the terms of the r definitions reached.
  func definitionWeights(row: Row, known: [Constraint: Double]) -> [Constraint: Double] {
    var weights = known
    if definitionOrder.isEmpty { return weights }
    // The subjects `c` names with a non-zero net coefficient, once each, other than its own.
    func named(by c: Constraint) -> [(Symbol, Double)] {
      var out: [(Symbol, Double)] = []
      let terms = c.expression.terms
      for (i, t) in terms.enumerated() {
        guard let s = knownSymbol(t.variable), let d = definitions[s], d.constraint !== c else { continue }
        if terms[..<i].contains(where: { $0.variable === t.variable }) { continue }
        let a = c.expression.netCoefficient(of: t.variable)
        if a != 0 { out.append((s, a)) }
      }
      return out
    }
    // Every definition reachable from the weighted constraints and the row.
    var reached: [Symbol: Int] = [:]
    var stack: [Symbol] = []
    func reach(_ s: Symbol) {
      guard reached[s] == nil, let d = definitions[s] else { return }
      reached[s] = d.position
      stack.append(s)
    }
    var pending: [Symbol: Double] = [:]
    for (j, w) in known where w != 0 {
      for (s, a) in named(by: j) {
        pending[s, default: 0] += w * a
        reach(s)
      }
    }
    for cell in row.cells { reach(cell.symbol) }
    while let s = stack.popLast() {
      for cell in definitions[s]?.terms ?? [] { reach(cell.symbol) }
    }
    // Latest first: by then every constraint that mentions a subject has its weight.
    for (s, _) in reached.sorted(by: { $0.value > $1.value }) {
      guard let d = definitions[s], let x = variables[s] else { continue }
      let k = d.constraint
      let y = (row.coefficient(for: s) - (pending[s] ?? 0)) / k.expression.netCoefficient(of: x)
      guard y != 0 else { continue }
      weights[k] = y
      for (t, a) in named(by: k) { pending[t, default: 0] += y * a }
    }
    return weights
  }
}
