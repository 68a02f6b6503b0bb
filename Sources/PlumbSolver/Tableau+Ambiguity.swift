extension Tableau {
  /// The variables that can move without making any priority level worse,
  /// with the reason each can.
  ///
  /// At an optimal tableau, a parametric symbol whose reduced cost is zero at
  /// every level can move without changing the objective. If it can move a
  /// positive distance before a restricted row hits zero, every variable
  /// whose row holds it (and the symbol itself, if it is a variable) moves
  /// with it. When every reduced cost is non-zero (the usual, fully
  /// constrained layout) this costs one pass over the candidates.
  ///
  /// Limitation: a direction blocked at once by a degenerate row (a
  /// restricted symbol already at zero) is taken as blocked, without trying
  /// the degenerate pivots that could open it; such a variable may be
  /// reported as determined when it is not.
  /// - Complexity: O(Σ column sizes of the zero-cost symbols × levels).
  func freedoms() -> [Variable: Freedom] {
    var result: [Variable: Freedom] = [:]
    // Candidates, in id order: every symbol a row holds or held, and every variable.
    let candidates = (0...nextID).lazy.compactMap { self.columns.key(at: $0) ?? self.variables.key(at: $0) }
    for z in candidates where !z.isDummy && !rows.contains(z) && objective.sign(of: z) == 0 {
      let directions: [Double] = z.isRestricted ? [1] : [1, -1]
      guard directions.contains(where: { canMove(z, $0) }) else { continue }
      let owner = z.isExternal ? nil : owners[z]
      func mark(_ s: Symbol) {
        guard let v = variables[s] else { return }
        var f = result[v] ?? Freedom()
        if let owner {
          if !owner.priority.isRequired && !f.equalPriorityConflicts.contains(owner) { f.equalPriorityConflicts.append(owner) }
          if owner.priority.isRequired { f.missingConstraints = true }
        } else {
          f.missingConstraints = true
        }
        result[v] = f
      }
      if z.isExternal { mark(z) }
      for b in columns[z] ?? Column() where b.isExternal { mark(b) }
    }
    // Name every optional constraint that trades with another once per variable,
    // in the order the constraints were added.
    for (v, f) in result {
      var g = f
      g.equalPriorityConflicts.sort { (tags[$0]?.marker.id ?? 0) < (tags[$1]?.marker.id ?? 0) }
      result[v] = g
    }
    return result
  }

  /// Whether `z` can move a positive distance in `direction` with every restricted row staying non-negative.
  func canMove(_ z: Symbol, _ direction: Double) -> Bool {
    guard let (_, step) = leavingRow(for: z, direction: direction) else { return true }
    return step > Row.epsilon
  }
}
