/// One row of the tableau: a basic symbol expressed through parametric ones.
///
/// Rows are kept in *deviation form*: `constant` is the current value of the
/// row's basic symbol, and each cell is the coefficient of a parametric
/// symbol's deviation from its own current value. For a basic symbol `b`:
///
///     b - constant = Σ cells[p] × (p - value(p))
///
/// When every parametric symbol sits at zero this is the classic Cassowary
/// row. Keeping the value in the constant lets free variables stay parametric
/// at a non-zero value, which is what keeps the rows of a long chain short.
/// A row being built for a new constraint uses the same form with the basic
/// side missing: `0 = constant + Σ cells`, where `constant` is the residual.
struct Row {
  var cells: [Symbol: Double]
  var constant: Double

  init(constant: Double = 0) {
    self.cells = [:]
    self.constant = constant
  }

  /// Treat coefficients this small as zero (kiwi uses the same bound).
  static let epsilon = 1.0e-8

  static func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

  func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`, dropping the cell if it cancels.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let c = (cells[symbol] ?? 0) + coefficient
    if Row.nearZero(c) { cells.removeValue(forKey: symbol) } else { cells[symbol] = c }
  }

  /// Adds `coefficient × other`, cells and constant.
  mutating func insert(_ other: Row, _ coefficient: Double = 1) {
    constant += coefficient * other.constant
    for (s, c) in other.cells { insert(s, c * coefficient) }
  }

  /// Adds only the cells of `coefficient × other`; the constant is left alone.
  mutating func insertCells(_ other: Row, _ coefficient: Double = 1) {
    for (s, c) in other.cells { insert(s, c * coefficient) }
  }

  mutating func remove(_ symbol: Symbol) { cells.removeValue(forKey: symbol) }

  mutating func scale(_ factor: Double) {
    constant *= factor
    for (s, c) in cells { cells[s] = c * factor }
  }

  /// Solves the equation `0 = constant + Σ cells` for `subject`, whose current
  /// value is `value`, and turns this into the subject's row.
  ///
  /// The subject moves by `-constant / a` to absorb the residual; the result's
  /// constant is the subject's new value.
  /// - Complexity: O(cells)
  mutating func solve(for subject: Symbol, value: Double) {
    let a = cells.removeValue(forKey: subject) ?? 0
    precondition(a != 0, "solve(for:) with a symbol not in the row")
    let f = -1.0 / a
    for (s, c) in cells { cells[s] = c * f }
    constant = value + constant * f
  }

  /// Replaces the parametric `symbol` (whose value before was `oldValue`) by
  /// `row`, the symbol's own row. Returns the coefficient that was replaced.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, with row: Row, oldValue: Double) -> Double {
    substitute(symbol, with: row, oldValue: oldValue, added: { _ in }, removed: { _ in })
  }

  /// `substitute(_:with:oldValue:)`, reporting each cell that appears or
  /// disappears, so that a column index can follow without diffing the row.
  @discardableResult
  mutating func substitute(
    _ symbol: Symbol, with row: Row, oldValue: Double,
    added: (Symbol) -> Void, removed: (Symbol) -> Void
  ) -> Double {
    guard let a = cells.removeValue(forKey: symbol) else { return 0 }
    removed(symbol)
    constant += a * (row.constant - oldValue)
    for (s, c) in row.cells {
      let old = cells[s]
      let new = (old ?? 0) + c * a
      if Row.nearZero(new) {
        if old != nil {
          cells.removeValue(forKey: s)
          removed(s)
        }
      } else {
        cells[s] = new
        if old == nil { added(s) }
      }
    }
    return a
  }
}
