/// The simplex tableau behind `Solver`: rows, the column index, the
/// lexicographic objective and the bookkeeping of constraints.
///
/// The algorithm is Cassowary (Badros, Borning & Stuckey 2001) with three
/// changes that matter to a layout playground:
/// - the objective is lexicographic, one level per priority (see `Objective`);
/// - rows are in deviation form (see `Row`), so parametric variables may sit
///   at non-zero values and an in-place constant change is a shift of values
///   followed by a dual simplex, never a rebuild;
/// - every operation runs under a `Journal`: a refused operation leaves the
///   tableau exactly as it found it.
///
/// The helpers below read in textbook order: create a row, choose its subject,
/// install it, optimise (primal), dual optimise, and the entering and leaving
/// symbol rules they use.
final class Tableau {
  // MARK: State
  //
  // The state is `@exclusivity(unchecked)`: every access to a class's stored
  // property is otherwise checked at run time for overlapping writes (a
  // thread-local access set per read and write), and the simplex touches
  // these in its innermost loops (a sixth of a build's instructions, see
  // ARCHITECTURE.md). The tableau is never shared between threads, and the
  // compiler still checks the accesses it can see statically. The attribute
  // turns the run-time check off in every build, debug included, so a
  // future overlap of two accesses to the same property would go unseen:
  // the nested accesses today each touch another property (`rows.modify`
  // around `columns.update` in `substitute`, around `infeasible.append` in
  // `shiftRow`), and new ones must too.

  /// Basic symbol → its row.
  @exclusivity(unchecked) var rows = SymbolTable<Row>()
  /// Parametric symbol → the basic symbols whose rows hold it. Lets a
  /// substitution touch only the rows that hold the symbol.
  @exclusivity(unchecked) var columns = SymbolTable<Column>()
  /// Values of parametric symbols that are not zero (only free variables, and
  /// an entering symbol for the instant between a move and its pivot), and
  /// of definitions' subjects (neither basic nor parametric: see
  /// `Tableau+Definitions`).
  @exclusivity(unchecked) var values = SymbolTable<Double>()
  @exclusivity(unchecked) var objective = Objective()
  /// Parametric, non-dummy symbols whose reduced cost says the objective can
  /// improve: restricted ones with a negative cost, free ones with any.
  @exclusivity(unchecked) var entering: Set<Symbol> = []
  /// Basic symbols whose value may have left their bounds.
  @exclusivity(unchecked) var infeasible: [Symbol] = []

  /// Keyed by identity with a cheap hash (see `IdentityMap`).
  @exclusivity(unchecked) var tags = IdentityMap<Constraint, Tag>()
  /// Marker → the constraint it belongs to.
  @exclusivity(unchecked) var owners = SymbolTable<Constraint>()
  @exclusivity(unchecked) var symbols = IdentityMap<Variable, Symbol>()
  /// What variables' symbol caches point at (see `Variable`); a rebuild
  /// makes a new one, which voids every cache.
  @exclusivity(unchecked) var identity = Identity()
  final class Identity {}
  @exclusivity(unchecked) var variables = SymbolTable<Variable>()
  /// The same variables in the order they were first seen, with their
  /// symbols: what `updateVariables` walks (the table above is sparse).
  /// Unretained: `variables` keeps them alive, and rollback drops both
  /// together; a retain and a release per variable were most of the walk.
  @exclusivity(unchecked) var seen: [(variable: Unmanaged<Variable>, symbol: Symbol)] = []
  @exclusivity(unchecked) var edits = IdentityMap<Variable, Constraint>()

  /// Required equalities kept out of the rows, by subject (see `Tableau+Definitions`).
  @exclusivity(unchecked) var definitions = SymbolTable<Definition>()
  /// The subjects in the order they were defined (nil: removed since).
  @exclusivity(unchecked) var definitionOrder: [Symbol?] = []
  /// How many definitions name each symbol among their terms.
  @exclusivity(unchecked) var definitionReferences = SymbolTable<Int>()
  /// The position of the first definition that named each symbol: where
  /// evaluation must start again when the symbol's value moves.
  @exclusivity(unchecked) var firstReference = SymbolTable<Int>()
  /// For each subject, the constraints in the rows that name it; made when
  /// first needed (see `constraintsNaming`).
  @exclusivity(unchecked) var coreMentions: SymbolTable<[Constraint]>?
  /// How many entries a subject's free form may hold before it is
  /// summarised (`FreePart`); tests set 0 to check the summaries' verdicts.
  var exactFormLimit = FreePart.exactLimit
  /// The first position in `definitionOrder` whose value may be stale.
  @exclusivity(unchecked) var staleFrom = Int.max
  /// How many entries of `definitionOrder` are gaps (see `compactDefinitions`).
  @exclusivity(unchecked) var removedDefinitions = 0
  /// The constraint an `add` is installing, with its tag, until it is
  /// registered: a conflict found meanwhile must know its markers.
  @exclusivity(unchecked) var adding: (constraint: Constraint, tag: Tag)?
  @exclusivity(unchecked) var nextID = 0
  @exclusivity(unchecked) var journal: Journal?
  /// Off in the throwaway tableaus that test feasibility while explaining a conflict.
  @exclusivity(unchecked) var explainsConflicts = true
  @exclusivity(unchecked) var checksInvariants = false
  /// Set when an operation that ran without a journal failed (only a bug can
  /// do that): the tableau can no longer be trusted, so every later
  /// operation reports the original failure instead of answering wrongly.
  @exclusivity(unchecked) var broken: SolverError?

  /// How many bound flips the dual simplex has made (`blockingRow`): a
  /// statistic for tests and benchmarks, not part of the state.
  var boundFlips = 0
  /// How many times the whole tableau was rebuilt to remove a definition
  /// others build on (`rebuild(removing:)`): a statistic, as `boundFlips`.
  var rebuilds = 0

  /// A bound on pivots in one operation; reaching it is a bug, reported as an error.
  static let pivotLimit = 50_000_000

  /// An independent tableau in the same state (its arrays are shared until
  /// either side writes). Its own identity: variables' cached symbols are
  /// looked up again. Between operations only (no transaction under way).
  func copy() -> Tableau {
    precondition(journal == nil && adding == nil, "a tableau is copied between operations")
    let t = Tableau()
    t.adopt(self)
    return t
  }

  /// Takes over the whole state of `t` between operations, but not its
  /// identity: `copy` keeps its own, and a rebuild takes the new one itself.
  func adopt(_ t: Tableau) {
    (rows, columns, values, objective, entering, infeasible) = (t.rows, t.columns, t.values, t.objective, t.entering, t.infeasible)
    (tags, owners, symbols, variables, seen, edits) = (t.tags, t.owners, t.symbols, t.variables, t.seen, t.edits)
    (nextID, explainsConflicts, checksInvariants, broken) = (t.nextID, t.explainsConflicts, t.checksInvariants, t.broken)
    (definitions, definitionOrder, definitionReferences, firstReference, coreMentions, staleFrom, removedDefinitions) =
      (t.definitions, t.definitionOrder, t.definitionReferences, t.firstReference, t.coreMentions, t.staleFrom, t.removedDefinitions)
  }

  // MARK: Reading values

  /// The symbol's value as stored: a subject's may be stale (see
  /// `currentValue`). The simplex's own reads (pivots, moves) are of
  /// symbols in rows, never subjects, and stay a plain lookup.
  func value(_ s: Symbol) -> Double { rows.withValue(s) { $0.constant } ?? values[s] ?? 0 }

  /// The symbol's value, a stale subject's evaluated first, with every
  /// stale definition (`refreshDefinedValues`): what a read from outside
  /// the simplex (a constraint's residual, a bound's scale, the caller) uses.
  func currentValue(_ s: Symbol) -> Double {
    if isStale(s) { refreshDefinedValues() }
    return value(s)
  }

  func value(of v: Variable) -> Double {
    guard let s = knownSymbol(v) else { return 0 }
    return currentValue(s)
  }

  /// Writes every variable's value into it (see `Solver.updateVariables`).
  func updateVariables() {
    refreshDefinedValues()
    seen.withUnsafeBufferPointer { seen in
      for i in seen.indices {
        let v = value(seen[i].symbol)
        seen[i].variable._withUnsafeGuaranteedRef { $0.value = v }
      }
    }
  }

  /// The symbol of a variable the tableau has seen, through the variable's cache.
  func knownSymbol(_ v: Variable) -> Symbol? {
    if v.cacheOwner === identity { return v.cachedSymbol }
    guard let s = symbols[v] else { return nil }
    remember(s, for: v)
    return s
  }

  func remember(_ s: Symbol, for v: Variable) {
    v.cacheOwner = identity
    v.cachedSymbol = s
  }

  // MARK: Operations

  func add(_ c: Constraint) throws {
    guard tags[c] == nil else { throw SolverError.duplicateConstraint(c) }
    guard c.priority.isValid else { throw SolverError.invalidPriority(c.priority) }
    guard c.expression.isFinite else { throw SolverError.nonFinite("in \(c)") }
    try transaction(journaled: !isQuiet(c)) {
      if let (subject, net) = definitionSubject(of: c) {
        installDefinition(c, subject: subject, net: net)
        return
      }
      var (row, tag) = createRow(c)
      // Only a journaled add can be refused, or meet the dual simplex.
      if journal != nil { adding = (c, tag) }
      defer { adding = nil }
      install(try chooseSubject(&row, tag, c), solving: row)
      try dualOptimize(blaming: c)
      if tag.marker.isDummy { evictDummy(tag.marker) }
      try optimize()
      // Registered last: nothing after this point can fail.
      tags[c] = tag
      owners[tag.marker] = c
      if let o = tag.other { owners[o] = c }
      if !c.priority.isRequired { objective.retain(c.priority.value) }
      noteCoreMentions(of: c)
    }
  }

  func remove(_ c: Constraint) throws {
    guard let tag = tags[c] else { throw SolverError.unknownConstraint(c) }
    if let x = tag.subject { return try removeDefinition(c, tag, subject: x) }
    try transaction(journaled: false) {
      removeErrorEffects(tag, c.priority)
      eliminate(tag.marker)
      if let o = tag.other { eliminate(o) }
      try optimize()
      // Unregistered last: nothing after this point can fail.
      tags.removeValue(forKey: c)
      owners.removeValue(forKey: tag.marker)
      if let o = tag.other { owners.removeValue(forKey: o) }
      forgetCoreMentions(of: c)
      if !c.priority.isRequired, objective.release(c.priority.value) {
        let leftovers = objective.levels[c.priority.value]?.symbols ?? []
        touchLevel(c.priority.value)
        objective.dropLevel(c.priority.value)
        leftovers.forEach(refreshEntering)
      }
    }
  }

  /// Changes the constant of a present constraint in place.
  ///
  /// Changing the constant by Δ is the same as renaming the constraint's
  /// marker `m` to `m + Δ/a` (a: the marker's coefficient in the constraint's
  /// row). So the values shift along the marker's column and a dual simplex
  /// repairs any bound that broke. Nothing is removed or rebuilt.
  /// - Complexity: O(rows holding the marker) plus the dual simplex pivots.
  func setConstant(_ constant: Double, of c: Constraint) throws {
    guard var tag = tags[c] else { throw SolverError.unknownConstraint(c) }
    guard constant.isFinite else { throw SolverError.nonFinite("constant \(constant) for \(c)") }
    let delta = constant - tag.constant
    if delta == 0 { return }
    if let x = tag.subject { return try setDefinitionConstant(constant, of: c, tag, subject: x) }
    try transaction(journaled: c.priority.isRequired) {
      shiftConstant(of: tag, by: delta)
      try dualOptimize(blaming: c, newConstant: constant)
      tag.constant = constant
      tags[c] = tag
      c.setConstant(constant)
      try optimize()
    }
  }

  /// Shifts the values as a change of `delta` in the constant of the
  /// constraint tagged `tag` requires: its marker `m` renamed `m + delta/a`.
  /// The dual simplex repairs what this leaves out of bounds.
  func shiftConstant(of tag: Tag, by delta: Double) {
    let shift = delta / tag.markerCoefficient
    let m = tag.marker
    if rows.contains(m) {
      shiftRow(m, by: -shift)
    } else {
      move(m, by: shift)
      setValue(m, 0)
    }
  }

  // MARK: Creating a row

  /// The symbol of a variable, made on first use.
  func symbol(for v: Variable) -> Symbol {
    if let s = knownSymbol(v) { return s }
    let s = newSymbol(.external)
    symbols[v] = s
    remember(s, for: v)
    variables[s] = v
    seen.append((Unmanaged.passUnretained(v), s))
    return s
  }

  func newSymbol(_ kind: Symbol.Kind) -> Symbol {
    nextID += 1
    return Symbol(id: nextID, kind: kind)
  }

  /// Builds the row `0 = residual + Σ a × (p - value(p))` of a new constraint,
  /// with basic variables substituted away and the constraint's markers added.
  /// Optional constraints put their error symbols into their level of the objective.
  /// Definitions' subjects are expanded (see `Tableau+Definitions`).
  func createRow(_ c: Constraint) -> (Row, Tag) {
    var terms: [Cell] = []
    terms.reserveCapacity(c.expression.terms.count)
    var residual = c.expression.constant
    var namesSubject = false
    for term in c.expression.terms where term.coefficient != 0 {
      let s = symbol(for: term.variable)
      terms.append(Cell(symbol: s, coefficient: term.coefficient))
      residual += term.coefficient * currentValue(s)
      if isDefined(s) { namesSubject = true }
    }
    // Swap first, build after: a swap changes the basis, and the row must
    // only ever hold parametric symbols. (A swap moves no value.) Only the
    // variables the constraint names are swapped, not those its subjects'
    // definitions bring in.
    for term in terms where !isDefined(term.symbol) { makeParametric(term.symbol) }
    if namesSubject { terms = expanded(terms) }
    var row = Row(constant: residual)
    // The terms plus up to three markers; substituted rows may add more.
    row.reserveCapacity(terms.count + 3)
    if terms.count <= Tableau.shortSum {
      for term in terms {
        if let basic = rows[term.symbol] {
          row.insertCells(basic, term.coefficient)
        } else {
          row.insert(term.symbol, term.coefficient)
        }
      }
    } else {
      var cells: [Cell] = []
      for term in terms {
        if let basic = rows[term.symbol] {
          cells += basic.cells.lazy.map { Cell(symbol: $0.symbol, coefficient: $0.coefficient * term.coefficient) }
        } else {
          cells.append(term)
        }
      }
      row.insertAll(cells)
    }
    let optional = !c.priority.isRequired
    let level = c.priority.value
    var tag: Tag
    switch c.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // E <= 0 becomes E + s = 0; E >= 0 becomes E - s = 0, with s >= 0.
      let a: Double = c.relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      row.insert(slack, a)
      tag = Tag(marker: slack, other: nil, markerCoefficient: a, constant: c.expression.constant)
      if optional {
        let error = newSymbol(.error)
        row.insert(error, -a)
        addToObjective(error, level: level)
        tag.other = error
      }
    case .equal:
      if optional {
        // E = e⁺ - e⁻, both errors weighted 1 in the level.
        let plus = newSymbol(.error), minus = newSymbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        addToObjective(plus, level: level)
        addToObjective(minus, level: level)
        tag = Tag(marker: plus, other: minus, markerCoefficient: -1, constant: c.expression.constant)
      } else {
        let dummy = newSymbol(.dummy)
        tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, constant: c.expression.constant)
        row.insert(dummy, 1)
      }
    }
    return (row, tag)
  }

  /// Up to this many terms a new row is summed term by term; more are
  /// gathered and sorted once (`Row.insertAll`).
  static let shortSum = 8

  func addToObjective(_ error: Symbol, level: Double) {
    touchLevel(level)
    objective.ensureLevel(level)
    objective.levels[level]?.insert(error, 1)
    refreshEntering(error)
  }

  // MARK: Choosing the subject

  /// Picks the symbol the new row is solved for:
  /// 1. a variable no row holds first absorbs the residual (nothing else moves);
  /// 2. when the residual is then zero, the symbol `shortestSubject` picks
  ///    (nothing moves, and the objective stays optimal);
  /// 3. otherwise, for an optional constraint, whichever of its markers is
  ///    non-negative at the current values (always one of the two);
  /// 4. for a required inequality, its slack (if it comes out negative the
  ///    dual simplex repairs it, or proves the constraint unsatisfiable);
  /// 5. for a required equality, its dummy, whose non-zero value the dual
  ///    simplex then drives to zero. An equality of dummies alone that does
  ///    not hold contradicts the required equalities and is refused here.
  func chooseSubject(_ row: inout Row, _ tag: Tag, _ c: Constraint) throws -> Symbol {
    let fresh = freshVariable(in: row, of: c)
    if let fresh, row.constant != 0 {
      // A variable no row holds can take any value without moving anything else.
      let a = row.coefficient(for: fresh)
      setValue(fresh, value(fresh) - row.constant / a)
      noteMoved(fresh)
      row.constant = 0
    }
    if let fresh {
      row.constant = 0
      let best = subjectBeside(fresh, tag)
      // A fresh subject is taken even beside a much larger coefficient (see
      // `dwarfs`): its row is new, so solving for it rescales nothing else.
      return best
    }
    if isNegligible(row.constant, in: c), let best = shortestSubject(row) {
      row.constant = 0
      return best
    }
    let r = row.constant
    if !c.priority.isRequired {
      // marker value = -r / a(marker); the other marker has the opposite sign.
      let a = tag.markerCoefficient
      if let other = tag.other, -r / a < 0 { return other }
      return tag.marker
    }
    switch c.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      if -r / tag.markerCoefficient < 0 { infeasible.append(tag.marker) }
      return tag.marker
    case .equal:
      // Only dummies: the constraint is implied by required equalities, or contradicts them.
      if isNegligible(r, in: c) { return tag.marker }
      if row.symbols.allSatisfy(\.isDummy) {
        throw conflict(row: row, blaming: c, marker: tag.marker)
      }
      infeasible.append(tag.marker)
      return tag.marker
    }
  }

  /// The fresh variable (see `isFresh`) of the new row of `c` with the
  /// lowest id, if any. Only the constraint's own variables can be fresh:
  /// every other symbol of the row came from a row that holds it.
  func freshVariable(in row: Row, of c: Constraint) -> Symbol? {
    var fresh: Symbol?
    c.expression.terms.withUnsafeBufferPointer { terms in
      for t in terms {
        guard let s = knownSymbol(t.variable), isFresh(s), fresh.map({ s < $0 }) ?? true, row.contains(s) else { continue }
        fresh = s
      }
    }
    return fresh
  }

  /// Whether adding `c` cannot be refused: it is optional, or it has a
  /// fresh variable to absorb its residual, or it already holds at the
  /// current values. Such adds run without a journal (see `transaction`).
  func isQuiet(_ c: Constraint) -> Bool {
    if !c.priority.isRequired { return true }
    var residual = c.expression.constant
    for t in c.expression.terms where t.coefficient != 0 {
      if let s = knownSymbol(t.variable), !isFresh(s) {
        residual += t.coefficient * currentValue(s)
      } else if c.expression.netCoefficient(of: t.variable) != 0 {
        return true
      }
      // A fresh variable whose terms cancel (`x + z == z + 99`) is not in
      // the row and absorbs nothing; its terms add nothing to the residual.
    }
    if isNegligible(residual, in: c) { return true }
    switch c.relation {
    case .equal: return false
    case .greaterThanOrEqual: return residual >= 0
    case .lessThanOrEqual: return residual <= 0
    }
  }

  /// Whether the residual `r` of `c` is rounding noise: below `Row.epsilon`,
  /// or below `Row.relativeTolerance` of the largest number in `c` at the
  /// current values (a term of 1.4e6 carries rounding far above 1e-8; an
  /// absolute bound alone refused a constraint that held exactly).
  /// - Complexity: O(1) below `Row.epsilon`, else O(terms of c).
  func isNegligible(_ r: Double, in c: Constraint) -> Bool {
    abs(r) < Row.epsilon || abs(r) <= Row.relativeTolerance * magnitude(of: c)
  }

  /// The largest of 1, `c`'s constant and each of its terms at the current values.
  ///
  /// Subjects' values are read up to date (`currentValue`, through `value(of:)`): inside an
  /// operation they lag behind their terms, and a tolerance read off a
  /// stale value (1e12 where the subject is now -50) let a broken bound pass.
  func magnitude(of c: Constraint) -> Double {
    var m = max(1, abs(c.expression.constant))
    for t in c.expression.terms { m = max(m, abs(t.coefficient * value(of: t.variable))) }
    return m
  }

  /// A variable that no row holds: it can take any value and nothing moves.
  /// A subject is not fresh (its definition mentions it), nor is a
  /// variable a definition names (moving it would move the subject).
  func isFresh(_ s: Symbol) -> Bool {
    s.isExternal && !rows.contains(s) && holders(of: s) == 0 && !definitions.contains(s) && !definitionReferences.contains(s)
  }

  /// For a row whose residual is zero (so no value moves whichever symbol
  /// is chosen): the subject that keeps the objective optimal and the
  /// tableau small.
  ///
  /// Solving the row for `y` adds `cost(y) / a(y)` times the row to the
  /// objective. Every restricted symbol keeps a non-negative reduced cost
  /// exactly when `y` has the smallest `cost(y) / |a(y)|` of the row (a
  /// dual ratio test; either sign of `a` works because the row equals
  /// zero). Then no pivot is needed after the add. Ties, common in layouts,
  /// go to the symbol the fewest rows hold (Markowitz: the least fill-in),
  /// then to the lowest id.
  func shortestSubject(_ row: Row, stable: Bool = true) -> Symbol? {
    smallestRatio(in: row, stable: stable) { _, _ in true }
  }

  /// What `shortestSubject` picks for a row that holds the fresh variable
  /// `fresh`, found without scanning the row (which, in a chain, copies a
  /// whole earlier row).
  ///
  /// The tableau is optimal between operations, so no symbol has a ratio
  /// below zero, and `fresh` has ratio zero (no row holds it, so the
  /// objective cannot). A tie at zero goes to the symbol the fewest rows
  /// hold; only `fresh` and the constraint's new markers are held by none
  /// (every other symbol came in with a row or a definition that holds it,
  /// see `holders`), and of the markers only a slack costs nothing. Between
  /// the two, `prefers` takes the slack.
  func subjectBeside(_ fresh: Symbol, _ tag: Tag) -> Symbol {
    tag.marker.kind == .slack ? tag.marker : fresh
  }

  /// The symbol of `row` with the smallest reduced cost per unit of its
  /// coefficient (lexicographically), among non-dummies that `allowed`
  /// accepts; ties go to a much larger coefficient when `stable` (see
  /// `dwarfs`), then to the symbol the fewest rows hold, then the lowest id.
  func smallestRatio(in row: Row, stable: Bool = true, where allowed: (Symbol, Double) -> Bool) -> Symbol? {
    var best: (Symbol, Double, Int)?
    for cell in row.cells where !cell.symbol.isDummy && allowed(cell.symbol, cell.coefficient) {
      let (s, a) = (cell.symbol, cell.coefficient)
      let n = holders(of: s)
      if let (bs, ba, bn) = best {
        let c = objective.compareRatios(s, abs(a), bs, abs(ba))
        if c > 0 { continue }
        if c == 0 {
          // A tie (most often at zero cost, whatever the coefficient):
          // never divide by a coefficient far smaller than another's.
          if stable && Tableau.dwarfs(ba, a) { continue }
          if !(stable && Tableau.dwarfs(a, ba)) && (n > bn || (n == bn && prefers(bs, over: s))) { continue }
        }
      }
      best = (s, a, n)
    }
    return best?.0
  }

  /// Whether the pivot element `a` is so much larger than `b` that `b`,
  /// though as good a choice in exact arithmetic, must not be taken.
  ///
  /// Dividing by a coefficient 1e-4 times its row's others multiplies the
  /// rounding of every value the pivot touches by 1e4: in a random system
  /// with multipliers from 1e-3 to 1e3 a tie broken towards 5e-5 moved
  /// values to 1e11 and left an optional row 0.007 off. Ties are where
  /// this happens (a zero-cost symbol's ratio is zero whatever its
  /// coefficient), so the ratio tests break them towards the larger
  /// element before they think of sparsity; a layout's coefficients are
  /// mostly ±1 and never meet this rule.
  @inline(__always)
  static func dwarfs(_ a: Double, _ b: Double) -> Bool { abs(a) > pivotDominance * abs(b) }

  /// How many times larger a pivot element must be to win a tie outright.
  static let pivotDominance = 100.0

  /// The tie-break between two equally good subjects held by as many rows:
  /// a restricted symbol before a variable (a variable left parametric need
  /// not be swapped out of the basis when the next constraint names it, see
  /// `makeParametric`), then the lower id.
  func prefers(_ a: Symbol, over b: Symbol) -> Bool {
    if a.isExternal != b.isExternal { return !a.isExternal }
    return a < b
  }

  /// Swaps the basic variable `x` out of the basis for a symbol of its row
  /// whose reduced cost is zero at every level, so that a new row can hold
  /// `x` itself rather than a copy of `x`'s row.
  ///
  /// This is what keeps a chain of views short: `v[i].left = v[i-1].right + 8`
  /// then refers to `v[i-1].left` instead of to every width before it. The
  /// swap moves no value and, the entering symbol costing nothing, leaves
  /// the objective as it was, so the tableau stays optimal (a restricted
  /// symbol with a cost would unbalance it and the next optimisation would
  /// pivot everything back). Among candidates the one the fewest rows hold
  /// wins. Does nothing when no symbol qualifies.
  func makeParametric(_ x: Symbol) {
    guard x.isExternal, let r = rows[x] else { return }
    var best: (Symbol, Int)?
    for s in r.symbols where !s.isDummy && !objective.hasCost(s) {
      let n = holders(of: s)
      if let (bs, bn) = best, bn < n || (bn == n && bs < s) { continue }
      best = (s, n)
    }
    // The swap rewrites every row that holds y; not swapping copies x's
    // row into the new one. When y is held by more rows than x's row has
    // cells, copying is cheaper and grows nothing that later adds repeat:
    // in a chain of equal widths every row holds the one free width, and
    // swapping it out for each new left edge rewrote all rows each time.
    if let (y, n) = best, n <= r.count { pivot(y, x) }
  }

  /// How many rows hold the parametric symbol `s`, counting each
  /// definition that names it as a row (read in place: the subject and
  /// pivot rules ask this for every cell they look at).
  ///
  /// A definition is a row the tableau does not store (see
  /// `Tableau+Definitions`); counted as one, ties between equally good
  /// symbols break as they would if it were stored, so a layout's tied
  /// choices (which of two labels of equal compression resistance is cut)
  /// do not depend on how equalities are kept.
  func holders(of s: Symbol) -> Int {
    (columns.withValue(s) { $0.count } ?? 0) + (definitionReferences.withValue(s) { $0 } ?? 0)
  }

  /// Solves `row` for `subject` and substitutes it everywhere.
  func install(_ subject: Symbol, solving row: Row) {
    var r = row
    let old = value(subject)
    r.solve(for: subject, value: old)
    if subject.isExternal, r.constant != old { noteMoved(subject) }
    substitute(subject, with: r, oldValue: old)
    setValue(subject, 0)
    setRow(subject, r)
    refreshEntering(subject)
  }

  /// Replaces the parametric `symbol` by `row` in every row and objective level that holds it.
  func substitute(_ symbol: Symbol, with row: Row, oldValue: Double) {
    let moved = !Row.nearZero(row.constant - oldValue)
    let changed = row.constant != oldValue
    // Every row holding the symbol loses it: its whole column goes at once.
    let holders = columns.removeValue(forKey: symbol) ?? Column()
    for b in holders {
      touchRow(b)
      rows.modify(b) {
        $0.substitute(
          symbol, with: row, oldValue: oldValue,
          added: { self.columns.update($0, default: Column()) { $0.insert(b) } },
          removed: { self.removeFromColumn($0, b) })
      }
      if moved { noteIfInfeasible(b) }
      if changed, b.isExternal { noteMoved(b) }
    }
    let levels = objective.levels(containing: symbol)
    for p in levels {
      touchLevel(p)
      objective.levels[p]?.substitute(symbol, with: row)
    }
    if !levels.isEmpty {
      for s in row.symbols { refreshEntering(s) }
    }
    refreshEntering(symbol)
  }

  // MARK: Optimising

  /// The primal simplex: while some parametric symbol can improve the
  /// objective, move it until a restricted basic symbol reaches zero and swap
  /// the two.
  ///
  /// Pivots are chosen to touch few rows: the entering symbol held by the
  /// fewest rows, and among equally near leaving rows the shortest. Ties are
  /// common in layouts (every view's error looks the same), and the naive
  /// lowest-id choice picks the first view's error, which every later row
  /// holds. After a run of degenerate pivots (no value moved) the choice
  /// falls back to Bland's rule, lowest id first, which cannot cycle.
  func optimize() throws {
    var pivots = 0, degenerate = 0
    while let p = enteringSymbol(bland: degenerate > Tableau.degenerateRunBeforeBland) {
      let direction: Double = p.isRestricted ? 1 : -Double(objective.sign(of: p))
      guard let (leaving, step) = leavingRow(for: p, direction: direction, bland: degenerate > Tableau.degenerateRunBeforeBland) else {
        throw SolverError.internalError("the objective is unbounded along \(p)")
      }
      degenerate = step > Row.epsilon ? 0 : degenerate + 1
      move(p, by: direction * step)
      pivot(p, leaving)
      pivots += 1
      if pivots > Tableau.pivotLimit { throw SolverError.internalError("optimize did not converge") }
    }
  }

  /// Degenerate pivots in a row before the simplex switches to Bland's rule.
  static let degenerateRunBeforeBland = 50

  /// The dual simplex: while a basic restricted symbol is negative (or a basic
  /// dummy non-zero), pivot it out with the entering symbol that keeps the
  /// objective optimal. A row with no such symbol proves the required
  /// constraints infeasible: that row is the certificate `conflict` explains.
  ///
  /// An entering symbol that costs nothing and would push another row out of
  /// its bounds before this row is back in them only moves as far as that
  /// row allows, and takes that row's place (`blockingRow`): a bound flip.
  func dualOptimize(blaming c: Constraint, newConstant: Double? = nil) throws {
    var pivots = 0
    while let q = infeasible.popLast() {
      guard let row = rows[q], isOutOfBounds(q, row.constant) else { continue }
      let need = -row.constant
      guard let p = dualEnteringSymbol(row, need: need) else {
        throw conflict(row: row, blaming: c, marker: q, newConstant: newConstant)
      }
      let step = need / row.coefficient(for: p)
      if let (r, shorter) = blockingRow(for: p, step: step, besides: q) {
        move(p, by: shorter)
        pivot(p, r)
        infeasible.append(q)
        boundFlips += 1
      } else {
        move(p, by: step)
        pivot(p, q)
      }
      pivots += 1
      if pivots > Tableau.pivotLimit { throw SolverError.internalError("dual optimize did not converge") }
    }
  }

  /// The row that stops a free move of `p` short of `step`, and the
  /// shorter step, or nil when `p` should enter the out-of-bounds row
  /// `q` itself.
  ///
  /// This is the bound-flipping (long-step) dual ratio test, for the case
  /// layouts meet: `p` costs nothing at every level (its ratio is zero, a
  /// tie among equal priorities), so moving it changes no cost, and
  /// pivoting it into another row changes no reduced cost. When a
  /// restricted row holding `p` would reach zero before `q` is back in its
  /// bounds, the classic pivot makes that row infeasible and the next pivot
  /// repairs it, each on the row of `q`: in a row of N views too narrow for
  /// their widths that row holds every width, and each width that reaches
  /// its floor cost a pivot on it (N² work). Here `p` moves until the
  /// blocking row reaches zero and takes its place, a pivot on that short
  /// row; `q` stays basic, nearer its bounds, and is tried again.
  ///
  /// Only a positive step is taken (a blocking row at zero, or a basic
  /// dummy that `p` would move, leaves the classic pivot), so each flip
  /// brings `q` strictly nearer and flips cannot cycle.
  func blockingRow(for p: Symbol, step: Double, besides q: Symbol) -> (Symbol, Double)? {
    guard !objective.hasCost(p) else { return nil }
    let direction: Double = step < 0 ? -1 : 1
    var best: (b: Symbol, ratio: Double, length: Int)?
    for b in columns[p] ?? Column() where b != q && (b.isRestricted || b.isDummy) {
      guard let (coefficient, constant, length) = rows.withValue(b, { ($0.coefficient(for: p), $0.constant, $0.count) }) else { continue }
      if b.isDummy { return nil }
      let a = coefficient * direction
      guard a < 0 else { continue }
      let ratio = constant / -a
      if let best, ratio > best.ratio || (ratio == best.ratio && length >= best.length) { continue }
      best = (b, ratio, length)
    }
    guard let best, best.ratio > Row.epsilon, best.ratio < abs(step) - Row.epsilon else { return nil }
    return (best.b, direction * best.ratio)
  }

  // MARK: Entering and leaving symbols

  /// A symbol whose reduced cost can improve the objective: the one held by
  /// the fewest rows, or with `bland` the lowest id.
  func enteringSymbol(bland: Bool = false) -> Symbol? {
    if bland { return entering.min() }
    return entering.min { a, b in
      let (na, nb) = (holders(of: a), holders(of: b))
      return na != nb ? na < nb : a < b
    }
  }

  /// The restricted row that first reaches zero when `p` moves in `direction`,
  /// and how far `p` can move. Ties go to the shortest row (or with `bland`
  /// to the lowest id).
  func leavingRow(for p: Symbol, direction: Double, bland: Bool = false) -> (Symbol, Double)? {
    var best: (b: Symbol, ratio: Double, length: Int, a: Double)?
    for b in columns[p] ?? Column() where b.isRestricted {
      guard let (coefficient, constant, count) = rows.withValue(b, { ($0.coefficient(for: p), $0.constant, $0.count) }) else { continue }
      let a = coefficient * direction
      guard a < 0 else { continue }
      let ratio = max(constant, 0) / -a
      let length = bland ? 0 : count
      if let best {
        // Ratios within this window tie. In units of the rows' values, not
        // of p: taking the larger of two ratios overshoots the other row by
        // the difference times its coefficient, so a fixed window of 1e-8
        // left a row with a coefficient of 1e5 at -0.0018.
        let window = Row.epsilon / max(1, -a, -best.a)
        if ratio > best.ratio + window { continue }
        if ratio >= best.ratio - window {
          // A tie: the larger pivot element (see `dwarfs`), unless Bland's
          // rule is on, whose lowest id is what prevents cycling.
          if !bland && Tableau.dwarfs(best.a, a) { continue }
          let larger = !bland && Tableau.dwarfs(a, best.a)
          if !larger && (length > best.length || (length == best.length && b > best.b)) { continue }
        }
      }
      best = (b, ratio, length, a)
    }
    return best.map { ($0.b, $0.ratio) }
  }

  /// The dual ratio test for an out-of-bounds row that must change by `need`:
  /// among symbols that can move the row the right way, the one whose reduced
  /// cost per unit of the row's coefficient is smallest.
  /// Ties go to the symbol held by the fewest rows, then the lowest id.
  func dualEnteringSymbol(_ row: Row, need: Double) -> Symbol? {
    // A restricted symbol can only grow, so its coefficient must point the way the row must go.
    smallestRatio(in: row) { s, a in !s.isRestricted || a * need > 0 }
  }

  /// The row to pivot a parametric marker into before its row is dropped:
  /// a restricted row that stays feasible when the marker grows, else one
  /// that stays feasible when it shrinks, else a free row (no move at all);
  /// for a dummy, a free row first.
  ///
  /// A dummy marker held by a basic dummy's row goes there first: that row
  /// says another required equality was implied by this one, and once this
  /// one is gone the other must stand on its own (its dummy parametric).
  /// Pivoting through any other row would leave a basic dummy holding
  /// non-dummy symbols, which nothing keeps at zero.
  func markerLeavingRow(_ marker: Symbol) -> (Symbol, Double)? {
    let holders = (columns[marker] ?? Column()).sorted()
    if marker.isDummy, let implied = holders.first(where: \.isDummy) { return (implied, 0) }
    // Each candidate with its pivot element; ties go to the larger element
    // (see `dwarfs`), then to the first in id order.
    var up: (Symbol, Double, Double)?, down: (Symbol, Double, Double)?, free: (Symbol, Double)?
    func better(_ ratio: Double, _ a: Double, than best: (Symbol, Double, Double)?) -> Bool {
      guard let (_, r, ba) = best else { return true }
      return ratio < r || (ratio == r && Tableau.dwarfs(a, ba))
    }
    for b in holders {
      guard let r = rows[b] else { continue }
      let a = r.coefficient(for: marker)
      if b.isRestricted {
        let ratio = max(r.constant, 0) / abs(a)
        if a < 0 {
          if better(ratio, a, than: up) { up = (b, ratio, a) }
        } else if better(ratio, a, than: down.map { ($0.0, -$0.1, $0.2) }) {
          down = (b, -ratio, a)
        }
      } else if free.map({ Tableau.dwarfs(a, $0.1) }) ?? true {
        free = (b, a)
      }
    }
    // A dummy leaves through a free row when it can: no value moves, so
    // no ratio test is needed, and the pivot is the row's own element. The
    // smallest ratio picked a pivot of 5e-5 beside a free row's 0.005 (wide
    // seed 255), and the 20,000-fold rows it made lost a cell of 1.4e-6 to
    // cancellation later.
    if marker.isDummy, let free { return (free.0, 0) }
    if let up { return (up.0, up.1) }
    if let down { return (down.0, down.1) }
    if let free { return (free.0, 0) }
    return nil
  }

  /// Makes a basic dummy that holds other symbols parametric again.
  ///
  /// The dual simplex leaves a new equality's dummy basic when other pivots
  /// happened to bring it to zero first; a basic dummy may only hold
  /// dummies (see `markerLeavingRow`), so swap it, without moving, for a
  /// variable of its row, or else a restricted symbol.
  func evictDummy(_ d: Symbol) {
    guard let r = rows[d] else { return }
    let others = r.symbols.filter { !$0.isDummy }
    guard let entering = others.filter(\.isExternal).min() ?? others.min() else { return }
    pivot(entering, d)
  }

  // MARK: Removing

  func removeErrorEffects(_ tag: Tag, _ priority: Priority) {
    let level = priority.value
    for s in [tag.marker, tag.other].compactMap({ $0 }) where s.kind == .error {
      touchLevel(level)
      if let r = rows[s] {
        objective.levels[level]?.insertCells(r, -1)
        for p in r.symbols { refreshEntering(p) }
      } else {
        objective.levels[level]?.insert(s, -1)
        refreshEntering(s)
      }
    }
  }

  /// Takes a marker out of the tableau: makes it basic if it is not, then drops its row.
  func eliminate(_ marker: Symbol) {
    if !rows.contains(marker), let (leaving, step) = markerLeavingRow(marker) {
      if step != 0 { move(marker, by: step) }
      pivot(marker, leaving)
    }
    if rows.contains(marker) { setRow(marker, nil) }
    setValue(marker, 0)
    for p in objective.levels(containing: marker) {
      touchLevel(p)
      objective.levels[p]?.remove(marker)
    }
    entering.remove(marker)
  }

  // MARK: Moving and pivoting

  /// Moves the parametric `p` by `delta`: every row holding it shifts.
  func move(_ p: Symbol, by delta: Double) {
    if delta == 0 { return }
    for b in columns[p] ?? Column() {
      shiftRow(b) { $0.coefficient(for: p) * delta }
    }
    setValue(p, value(p) + delta)
    if p.isExternal { noteMoved(p) }
  }

  func shiftRow(_ b: Symbol, by delta: Double) {
    shiftRow(b) { _ in delta }
  }

  /// Adds `delta(row)` to the value of `b`'s row, in one in-place pass that
  /// also notes whether the value may have left its bounds.
  func shiftRow(_ b: Symbol, by delta: (Row) -> Double) {
    touchRow(b)
    rows.modify(b) { r in
      r.constant += delta(r)
      if mayBeOutOfBounds(b, r.constant) { infeasible.append(b) }
    }
    if b.isExternal { noteMoved(b) }
  }

  /// Swaps the parametric `entering` with the basic `leaving`, whose row
  /// holds it. Values do not change: move first if the leaving symbol is
  /// restricted, so that it leaves at zero.
  func pivot(_ entering: Symbol, _ leaving: Symbol) {
    guard var r = rows[leaving] else { return }
    setRow(leaving, nil)
    let leavingValue = r.constant
    r.constant = 0
    r.insert(leaving, -1)
    let old = value(entering)
    r.solve(for: entering, value: old)
    setValue(leaving, leaving.isExternal ? leavingValue : 0)
    setValue(entering, 0)
    substitute(entering, with: r, oldValue: old)
    setRow(entering, r)
    refreshEntering(entering)
    refreshEntering(leaving)
  }

  // MARK: Bookkeeping

  /// Whether the marker `s` at value `v` may have left its bounds: beyond
  /// `Row.epsilon`. Cheap, and safe while other values are still moving;
  /// the dual simplex asks `isOutOfBounds` before it acts.
  func mayBeOutOfBounds(_ s: Symbol, _ v: Double) -> Bool {
    (s.isRestricted && v < -Row.epsilon) || (s.isDummy && !Row.nearZero(v))
  }

  /// Whether the marker `s` at value `v` has left its bounds by more than
  /// rounding (see `isNegligible`: a marker's value is its constraint's
  /// residual, up to the marker's coefficient). Reads the constraint's
  /// values, so only between moves.
  func isOutOfBounds(_ s: Symbol, _ v: Double) -> Bool {
    guard mayBeOutOfBounds(s, v) else { return false }
    guard let c = owners[s] ?? adding?.constraint else { return true }
    return abs(v) > Row.relativeTolerance * magnitude(of: c)
  }

  func noteIfInfeasible(_ b: Symbol) {
    if let v = rows.withValue(b, { $0.constant }), mayBeOutOfBounds(b, v) { infeasible.append(b) }
  }

  func refreshEntering(_ s: Symbol) {
    let candidate: Bool
    if s.isDummy || rows.contains(s) {
      candidate = false
    } else {
      let sign = objective.sign(of: s)
      candidate = s.isRestricted ? sign < 0 : sign != 0
    }
    if candidate {
      entering.insert(s)
    } else if !entering.isEmpty {
      // Usually empty between pivots: skip hashing then.
      entering.remove(s)
    }
  }

  /// Sets a basic row (nil removes it), keeping the column index in step.
  func setRow(_ b: Symbol, _ row: Row?) {
    touchRow(b)
    let old = rows.exchange(b, row)
    // Both rows are sorted: one pass finds the cells that went and came.
    let before = old?.cells ?? [], after = row?.cells ?? []
    var i = 0, j = 0
    while i < before.count || j < after.count {
      if j == after.count || (i < before.count && before[i].symbol < after[j].symbol) {
        removeFromColumn(before[i].symbol, b)
        i += 1
      } else if i == before.count || after[j].symbol < before[i].symbol {
        columns.update(after[j].symbol, default: Column()) { $0.insert(b) }
        j += 1
      } else {
        i += 1
        j += 1
      }
    }
  }

  func removeFromColumn(_ s: Symbol, _ b: Symbol) {
    // An emptied column stays, with its capacity: the symbol is likely to
    // enter a row again soon.
    columns.modify(s) { $0.remove(b) }
  }

  func setValue(_ s: Symbol, _ v: Double) {
    if journal != nil, journal?.values[s] == nil { journal?.values[s] = values[s] ?? 0 }
    values[s] = v == 0 ? nil : v
  }

  func touchRow(_ b: Symbol) {
    guard journal != nil, journal?.rows.index(forKey: b) == nil else { return }
    journal?.rows[b] = .some(rows[b])
  }

  func touchLevel(_ p: Double) {
    guard journal != nil, journal?.levels.index(forKey: p) == nil else { return }
    journal?.levels[p] = .some(objective.levels[p])
  }
}
