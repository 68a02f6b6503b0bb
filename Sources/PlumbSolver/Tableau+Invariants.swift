extension Tableau {
  /// Everything that must hold between operations, as a list of broken
  /// invariants (empty when the tableau is sound).
  /// - Complexity: O(size of the tableau × levels); for tests and debugging.
  func invariantViolations(tolerance: Double = 1e-6) -> [String] {
    var problems: [String] = []
    // Rows are written in parametric symbols only; bounds hold.
    for (b, r) in rows {
      for s in r.symbols where rows[s] != nil {
        problems.append("row \(b) holds basic symbol \(s)")
      }
      // Relative to the marker's constraint, as the solver judges bounds.
      let scale = owners[b].map(magnitude(of:)) ?? 1
      if b.isRestricted && r.constant < -tolerance * scale { problems.append("restricted \(b) is negative: \(r.constant)") }
      if b.isDummy && abs(r.constant) > tolerance * scale { problems.append("dummy \(b) is \(r.constant)") }
      if b.isDummy, let s = r.symbols.first(where: { !$0.isDummy }) { problems.append("basic dummy \(b) holds \(s)") }
      for s in r.symbols where columns[s]?.contains(b) != true {
        problems.append("column of \(s) misses row \(b)")
      }
    }
    // The entering set is what the objective and the basis derive (a rollback restores it from the journal).
    var derived: Set<Symbol> = []
    for p in objective.order {
      for s in objective.levels[p]?.symbols ?? [] where !s.isDummy && !rows.contains(s) {
        let sign = objective.sign(of: s)
        if s.isRestricted ? sign < 0 : sign != 0 { derived.insert(s) }
      }
    }
    if derived != entering { problems.append("entering set \(entering.sorted()) is not the derived \(derived.sorted())") }
    // Definitions' subjects stay out of the rows (see `Tableau+Definitions`).
    for (s, col) in columns where definitions.contains(s) && !col.isEmpty { problems.append("subject \(s) is in rows") }
    for (s, _) in definitions where rows.contains(s) { problems.append("subject \(s) is basic") }
    // Each definition at its position; the counts and first positions of
    // the symbols they name; kept expansions equal to their terms'.
    var named: [Symbol: (count: Int, first: Int)] = [:]
    for (i, x) in definitionOrder.enumerated() {
      guard let x else { continue }
      guard let d = definitions[x] else {
        problems.append("definition order names \(x), which is not defined")
        continue
      }
      if d.position != i { problems.append("definition of \(x) at \(i) says \(d.position)") }
      for cell in d.terms { named[cell.symbol, default: (0, i)].count += 1 }
      if let e = d.expansion, e != shortExpansion(of: d.terms) { problems.append("kept expansion of \(x) is stale") }
    }
    for (s, n) in named {
      if definitionReferences[s] != n.count { problems.append("\(s) is named by \(n.count) definitions, counted \(definitionReferences[s] ?? 0)") }
      if let first = firstReference[s], first > n.first { problems.append("\(s) first named at \(n.first), noted at \(first)") }
      if firstReference[s] == nil { problems.append("\(s) is named by a definition but has no first position") }
    }
    for (s, n) in definitionReferences where named[s] == nil { problems.append("\(s) counted as named \(n) times, named by none") }
    for (s, col) in columns {
      for b in col where rows[b]?.contains(s) != true { problems.append("column of \(s) lists \(b) wrongly") }
      if Set(col).count != col.count { problems.append("column of \(s) lists a row twice") }
    }
    // Only free symbols sit at non-zero values while parametric.
    for (s, v) in values where rows[s] != nil || !s.isExternal {
      problems.append("\(s) has a parametric value \(v) but is \(rows[s] != nil ? "basic" : "restricted")")
    }
    // The objective is the sum of each level's errors, in parametric terms.
    var expected: [Double: Costs] = [:]
    for (c, tag) in tags where !c.priority.isRequired {
      for e in [tag.marker, tag.other].compactMap({ $0 }) where e.kind == .error {
        if let r = rows[e] { expected[c.priority.value, default: Costs()].insertCells(r) } else { expected[c.priority.value, default: Costs()].insert(e) }
      }
    }
    for p in Set(expected.keys).union(objective.order) {
      let have = objective.levels[p] ?? Costs(), want = expected[p] ?? Costs()
      for s in Set(have.symbols).union(want.symbols) where abs(have.raw(s) - want.raw(s)) > tolerance * max(1, abs(want.raw(s))) {
        problems.append("level \(p): coefficient of \(s) is \(have.raw(s)), expected \(want.raw(s))")
      }
    }
    // Optimal: no symbol can improve the objective.
    for p in objective.levels.values.flatMap({ $0.symbols }) where rows[p] == nil && !p.isDummy {
      let sign = objective.sign(of: p)
      if (p.isRestricted && sign < 0) || (p.isExternal && sign != 0) { problems.append("not optimal: \(p) can still improve") }
    }
    // The values satisfy every constraint's own row, markers included.
    // Relative to the largest number in the sum: rounding grows with it.
    for (c, tag) in tags {
      var residual = c.expression.constant, scale = max(1, abs(c.expression.constant))
      for t in c.expression.terms {
        let x = t.coefficient * value(of: t.variable)
        residual += x
        scale = max(scale, abs(x))
      }
      residual += tag.markerCoefficient * value(tag.marker)
      if let o = tag.other { residual -= tag.markerCoefficient * value(o) }
      if abs(residual) > tolerance * scale {
        problems.append("values break the row of \(c): residual \(residual)")
      }
    }
    return problems
  }
}
