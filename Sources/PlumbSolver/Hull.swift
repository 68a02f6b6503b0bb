/// The linear hull of the equally good directions, cut out by equalities:
/// symbols that an equality pins to zero, and the remaining equalities in
/// echelon form, each solved for one symbol (its pivot) and free of the
/// pivots before it.
struct Hull {
  private var pinned = Set<Symbol>()
  private var rows: [(pivot: Symbol, form: Tableau.Form)] = []
  private var inRows = Set<Symbol>()

  /// Relative size below which a coefficient left by elimination is rounding noise.
  static let noise = 1.0e-9

  /// - Complexity: linear in the equalities' cells for those that pin their
  ///   symbols one after another (the usual chain of required equalities),
  ///   quadratic in the few left for elimination.
  init(_ equalities: [Tableau.Form]) {
    // An equality with one symbol left pins it; pinning it may leave another
    // equality with one. A queue of those makes a chain linear.
    var left = equalities.map(\.count)
    var holding: [Symbol: [Int]] = [:]
    for (i, e) in equalities.enumerated() {
      for z in e.keys { holding[z, default: []].append(i) }
    }
    var queue = equalities.indices.filter { left[$0] == 1 }
    while let i = queue.popLast() {
      guard let z = equalities[i].keys.first(where: { !pinned.contains($0) }) else { continue }
      pinned.insert(z)
      for j in holding[z] ?? [] {
        left[j] -= 1
        if left[j] == 1 { queue.append(j) }
      }
    }
    for (i, e) in equalities.enumerated() where left[i] > 1 {
      let r = reduce(e)
      // The largest coefficient as pivot (ties to the lowest id): the most stable division.
      guard let (p, a) = r.max(by: { abs($0.value) < abs($1.value) || (abs($0.value) == abs($1.value) && $0.key > $1.key) }) else { continue }
      rows.append((p, r.mapValues { $0 / a }))
      inRows.formUnion(r.keys)
    }
  }

  /// `form` less its part along the equalities: empty exactly when the form
  /// is zero on every direction of the hull. What is left names the symbols
  /// along which it moves.
  func reduce(_ form: Tableau.Form) -> Tableau.Form {
    // No equality (the usual ambiguous layout): nothing to take away.
    if pinned.isEmpty && rows.isEmpty { return form }
    let scale = form.values.reduce(0) { max($0, abs($1)) }
    var f = form.filter { !pinned.contains($0.key) }
    if f.keys.contains(where: inRows.contains) {
      for (p, row) in rows {
        guard let c = f[p], c != 0 else { continue }
        for (s, a) in row { f[s, default: 0] -= c * a }
        f[p] = nil
      }
    }
    return f.filter { abs($0.value) > Hull.noise * scale }
  }
}
