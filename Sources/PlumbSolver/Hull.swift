/// The linear hull of the equally good directions, as the equalities that
/// cut it out, in echelon form: each solved for one symbol (its pivot), and
/// free of the pivots before it.
struct Hull {
  private var rows: [(pivot: Symbol, form: Tableau.Form)] = []

  /// Relative size below which a coefficient left by elimination is rounding noise.
  static let noise = 1.0e-9

  init(_ equalities: [Tableau.Form]) {
    for e in equalities {
      let r = reduce(e)
      // The largest coefficient as pivot (ties to the lowest id): the most stable division.
      guard let (p, a) = r.max(by: { abs($0.value) < abs($1.value) || (abs($0.value) == abs($1.value) && $0.key > $1.key) }) else { continue }
      rows.append((p, r.mapValues { $0 / a }))
    }
  }

  /// `form` less its part along the equalities: empty exactly when the form
  /// is zero on every direction of the hull. What is left names the symbols
  /// along which it moves.
  func reduce(_ form: Tableau.Form) -> Tableau.Form {
    let scale = form.values.reduce(0) { max($0, abs($1)) }
    var f = form
    for (p, row) in rows {
      guard let c = f[p], c != 0 else { continue }
      for (s, a) in row { f[s, default: 0] -= c * a }
      f[p] = nil
    }
    return f.filter { abs($0.value) > Hull.noise * scale }
  }
}
