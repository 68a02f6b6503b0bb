extension Tableau {
  /// Explains why the required constraint `c` cannot be satisfied.
  ///
  /// `row` is a row the simplex could not bring within bounds. Every tableau
  /// row is a combination of the constraints' own rows, and the coefficient
  /// of a constraint's parametric marker in it is that constraint's weight
  /// in the combination (a basic marker has weight zero). Definitions have
  /// no marker in any row; their weights follow from the variables'
  /// coefficients (`definitionWeights`). So the constraints of non-zero
  /// weight, with `c`, form an infeasible set: a Farkas certificate read off
  /// the tableau. A deletion filter then makes the set irreducible:
  /// dropping any one member makes the rest satisfiable.
  /// - Complexity: O(row + terms of the definitions it reaches), then the
  ///   deletion filter's O(n²) adds for a certificate of n constraints.
  func conflict(row: Row, blaming c: Constraint, marker: Symbol, newConstant: Double? = nil) -> SolverError {
    // The weight of each constraint with a marker in the certificate
    // `0 = -q + Σ cells` (q: the row's basic symbol, when it has one).
    var known: [Constraint: Double] = [:]
    func weigh(_ s: Symbol, _ coefficient: Double) {
      guard coefficient != 0 else { return }
      let owner = owners[s] ?? (adding?.tag.marker == s || adding?.tag.other == s ? adding?.constraint : nil)
      guard let owner, let tag = tags[owner] ?? (owner === adding?.constraint ? adding?.tag : nil) else { return }
      let own = s == tag.marker ? tag.markerCoefficient : -tag.markerCoefficient
      known[owner, default: 0] += coefficient / own
    }
    if rows.contains(marker) { weigh(marker, -1) }
    for cell in row.cells where cell.symbol.isRestricted || cell.symbol.isDummy { weigh(cell.symbol, cell.coefficient) }
    // Definitions have no marker in the row: their weights follow from the variables'.
    let weights = definitionWeights(row: row, known: known)
    let largest = weights.values.reduce(0) { max($0, abs($1)) }
    var support: [Constraint] = []
    for (o, y) in weights where o !== c && o.priority.isRequired && abs(y) > 1e-12 * largest { support.append(o) }
    support.sort { (tags[$0]?.marker.id ?? 0) < (tags[$1]?.marker.id ?? 0) }
    guard explainsConflicts else { return .unsatisfiable(c, conflicts: support) }
    let target = newConstant.map { Constraint(LinearExpression(c.expression.terms, constant: $0), c.relation, priority: c.priority, label: c.label) } ?? c
    return .unsatisfiable(c, conflicts: Tableau.irreducible(support, with: target, fallback: requiredConstraints()))
  }

  /// The required constraints present, in the order they were added.
  func requiredConstraints() -> [Constraint] {
    tags.filter { $0.key.priority.isRequired }.sorted { $0.value.marker.id < $1.value.marker.id }.map(\.key)
  }

  /// Shrinks `candidates` to a subset that is still infeasible together with
  /// `target` but becomes feasible if any one member is dropped.
  ///
  /// A certificate whose members, with `target`, have exactly one linear
  /// dependency among their coefficient vectors is already irreducible
  /// (Gleeson & Ryan 1990): every member has a non-zero weight in that one
  /// dependency, so dropping any member leaves vectors that are linearly
  /// independent, and such equalities (or inequalities held as equalities)
  /// can always be met. That is the common case (a chain that does not fit
  /// its superview) and costs one sparse elimination; only a certificate
  /// with more dependencies runs the deletion filter.
  /// - Complexity: one feasibility test (n additions) and a sparse
  ///   elimination, or O(n²) constraint additions for n candidates when
  ///   their vectors have more than one dependency.
  static func irreducible(_ candidates: [Constraint], with target: Constraint, fallback: @autoclosure () -> [Constraint]) -> [Constraint] {
    var kept = candidates
    if isFeasible(kept + [target]) {
      // The certificate should never be feasible; fall back to everything, if it is small.
      let all = fallback()
      guard all.count <= 400, !isFeasible(all + [target]) else { return candidates }
      kept = all
    } else if rank(of: kept + [target]) == kept.count {
      return kept
    }
    for x in kept where isFeasible(kept.filter { $0 !== x } + [target]) == false {
      kept.removeAll { $0 === x }
    }
    return kept
  }

  /// The rank of the constraints' coefficient vectors (their constants
  /// aside), by sparse Gaussian elimination: each vector is reduced by the
  /// pivots found so far, and what is left, if anything, pivots on its
  /// newest variable (along a chain the eliminations then stay a term or
  /// two wide).
  /// - Complexity: O(n · k) for n constraints whose reductions hold at most
  ///   k terms.
  static func rank(of constraints: [Constraint]) -> Int {
    // Each pivot row, by its pivot variable, with the order it was made in.
    var pivots: [ObjectIdentifier: (made: Int, row: [ObjectIdentifier: Double])] = [:]
    var order: [ObjectIdentifier: Int] = [:]
    var rank = 0
    for c in constraints {
      var row: [ObjectIdentifier: Double] = [:]
      for t in c.expression.terms {
        let v = ObjectIdentifier(t.variable)
        if order[v] == nil { order[v] = order.count }
        row[v, default: 0] += t.coefficient
      }
      let scale = row.values.reduce(0) { max($0, abs($1)) }
      let tiny = 1e-9 * max(scale, 1)
      row = row.filter { abs($0.value) > tiny }
      // Reduce by the pivots the row holds, oldest first: a pivot row holds
      // no older pivot's variable, so the oldest one left only grows and
      // the loop ends.
      while let v = row.keys.filter({ pivots[$0] != nil }).min(by: { (pivots[$0]?.made ?? 0) < (pivots[$1]?.made ?? 0) }),
        let p = pivots[v], let a = row[v]
      {
        for (w, b) in p.row { row[w, default: 0] -= a * b }
        row[v] = nil
        row = row.filter { abs($0.value) > tiny }
      }
      guard let v = row.keys.max(by: { (order[$0] ?? 0) < (order[$1] ?? 0) }), let a = row[v] else { continue }
      // The pivot row, scaled so that its pivot's coefficient is 1.
      pivots[v] = (rank, row.mapValues { $0 / a })
      rank += 1
    }
    return rank
  }

  static func isFeasible(_ constraints: [Constraint]) -> Bool {
    let t = Tableau()
    t.explainsConflicts = false
    for c in constraints {
      do { try t.add(c) } catch { return false }
    }
    return true
  }
}
