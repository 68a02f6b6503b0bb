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
  /// - Complexity: O(row + terms of all constraints), then the
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
    let unregistered = tags[c] == nil ? c : nil
    let weights = definitionWeights(row: row, known: known, extra: unregistered)
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
  /// - Complexity: O(n²) constraint additions for n candidates; n is the size
  ///   of the certificate, usually two to five.
  static func irreducible(_ candidates: [Constraint], with target: Constraint, fallback: @autoclosure () -> [Constraint]) -> [Constraint] {
    var kept = candidates
    if isFeasible(kept + [target]) {
      // The certificate should never be feasible; fall back to everything, if it is small.
      let all = fallback()
      guard all.count <= 400, !isFeasible(all + [target]) else { return candidates }
      kept = all
    }
    for x in kept where isFeasible(kept.filter { $0 !== x } + [target]) == false {
      kept.removeAll { $0 === x }
    }
    return kept
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
