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
///
/// Cells are a vector sorted by symbol, as in kiwi's sparse rows: adding one
/// row into another is a single merge pass over two short arrays, with no
/// hashing and one allocation, and a lookup is a binary search.
struct Row {
  private(set) var cells: [Cell]
  var constant: Double

  init(constant: Double = 0) {
    self.cells = []
    self.constant = constant
  }

  /// Values this close to zero count as zero: the tolerance of bound and
  /// residual tests (kiwi uses the same bound). Never applied to a
  /// coefficient, whose size says nothing about the size of its term.
  static let epsilon = 1.0e-8

  static func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

  /// Residuals this small beside the largest term of their constraint are
  /// rounding (see `Tableau.isNegligible`).
  static let relativeTolerance = 1.0e-10

  /// The relative size below which a sum of two coefficients is taken to
  /// have cancelled: rounding leaves about 1e-16 of the larger addend per
  /// operation, and a chain of substitutions compounds it.
  static let cancellation = 1.0e-9

  /// Whether `sum = a + b` is zero but for rounding.
  ///
  /// Coefficients are compared with the addends, never with a fixed bound:
  /// a multiplier of 1e-9 that the caller passed stays (an absolute bound
  /// dropped it silently), and so does the product of two small ones; only
  /// a sum that cancels to rounding noise goes.
  @inline(__always)
  static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    abs(sum) <= cancellation * max(abs(a), abs(b))
  }

  var count: Int { cells.count }

  /// Makes room for `n` cells, so that building a row does not regrow it.
  mutating func reserveCapacity(_ n: Int) { cells.reserveCapacity(n) }

  /// The symbols of the row, in increasing order.
  var symbols: LazyMapSequence<[Cell], Symbol> { cells.lazy.map(\.symbol) }

  /// Where `symbol` is, or where it would be inserted.
  /// - Complexity: O(log cells)
  private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0, high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      let s = cells[mid].symbol
      if s == symbol { return (mid, true) }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return (low, false)
  }

  func coefficient(for symbol: Symbol) -> Double {
    let (i, found) = position(of: symbol)
    return found ? cells[i].coefficient : 0
  }

  func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

  /// Adds `coefficient × symbol`, dropping the cell if it cancels.
  /// - Complexity: O(cells) when a cell appears or disappears, else O(log cells).
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let (i, found) = position(of: symbol)
    if found {
      let c = cells[i].coefficient + coefficient
      if Row.cancels(c, cells[i].coefficient, coefficient) { cells.remove(at: i) } else { cells[i].coefficient = c }
    } else if coefficient != 0 {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
    }
  }

  /// Adds only the cells of `coefficient × other`; the constant is left
  /// alone.
  mutating func insertCells(_ other: Row, _ coefficient: Double = 1) {
    merge(other.cells, coefficient, added: { _ in }, removed: { _ in })
  }

  /// Adds many cells at once, in any order and with repeats: one sort and
  /// one merge. Added one row at a time, a long sum (a constraint that
  /// closes a row of N views names N widths, each a basic row) rewrote the
  /// growing row N times.
  /// - Complexity: O(k log k + cells) for k new cells.
  mutating func insertAll(_ more: [Cell]) {
    if more.isEmpty { return }
    var combined: [Cell] = []
    combined.reserveCapacity(more.count)
    for cell in more.sorted(by: { $0.symbol < $1.symbol }) where cell.coefficient != 0 {
      guard let last = combined.last, last.symbol == cell.symbol else {
        combined.append(cell)
        continue
      }
      let sum = last.coefficient + cell.coefficient
      if Row.cancels(sum, last.coefficient, cell.coefficient) {
        combined.removeLast()
      } else {
        combined[combined.count - 1].coefficient = sum
      }
    }
    merge(combined, 1, added: { _ in }, removed: { _ in })
  }

  /// Removes `symbol`'s cell and returns its coefficient (nil when absent).
  private mutating func take(_ symbol: Symbol) -> Double? {
    let (i, found) = position(of: symbol)
    guard found else { return nil }
    return cells.remove(at: i).coefficient
  }

  /// Solves the equation `0 = constant + Σ cells` for `subject`, whose current
  /// value is `value`, and turns this into the subject's row.
  ///
  /// The subject moves by `-constant / a` to absorb the residual; the result's
  /// constant is the subject's new value.
  /// - Complexity: O(cells)
  mutating func solve(for subject: Symbol, value: Double) {
    let a = take(subject) ?? 0
    precondition(a != 0, "solve(for:) with a symbol not in the row")
    let f = -1.0 / a
    for i in cells.indices { cells[i].coefficient *= f }
    constant = value + constant * f
  }

  /// Replaces the parametric `symbol` (whose value before was `oldValue`) by
  /// `row`, the symbol's own row. Returns the coefficient that was replaced.
  ///
  /// Reports each cell of `row`'s symbols that appears or disappears, so
  /// that a column index can follow without diffing the row. The removal
  /// of `symbol` itself is not reported: the caller substitutes it out of
  /// every row that holds it.
  /// - Complexity: O(cells + row's cells)
  @discardableResult
  mutating func substitute(
    _ symbol: Symbol, with row: Row, oldValue: Double,
    added: (Symbol) -> Void, removed: (Symbol) -> Void
  ) -> Double {
    guard let a = take(symbol) else { return 0 }
    constant += a * (row.constant - oldValue)
    merge(row.cells, a, added: added, removed: removed)
    return a
  }

  /// Adds `factor × other` to the cells in one pass over both sorted arrays,
  /// written into a new array that replaces the old cells.
  ///
  /// A short `other` whose symbols are all present already (cancelling or
  /// not) is added where the cells are, by binary search (`updateInPlace`).
  private mutating func merge(
    _ other: [Cell], _ factor: Double,
    added: (Symbol) -> Void, removed: (Symbol) -> Void
  ) {
    if other.isEmpty || factor == 0 { return }
    if other.count * 8 < cells.count, updateInPlace(other, factor, removed: removed) { return }
    let n = cells.count, m = other.count
    // Written through pointers into a fresh array: this loop is every
    // substitution's inner loop, and `append` checks capacity and
    // uniqueness for each cell.
    let merged = cells.withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in
        [Cell](unsafeUninitializedCapacity: n + m) { out, count in
          var i = 0, j = 0, k = 0
          while i < n || j < m {
            if j == m || (i < n && mine[i].symbol < theirs[j].symbol) {
              out.initializeElement(at: k, to: mine[i])
              k += 1
              i += 1
            } else if i == n || theirs[j].symbol < mine[i].symbol {
              let c = theirs[j].coefficient * factor
              if c != 0 {
                out.initializeElement(at: k, to: Cell(symbol: theirs[j].symbol, coefficient: c))
                k += 1
                added(theirs[j].symbol)
              }
              j += 1
            } else {
              let added = theirs[j].coefficient * factor
              let c = mine[i].coefficient + added
              if Row.cancels(c, mine[i].coefficient, added) {
                removed(mine[i].symbol)
              } else {
                out.initializeElement(at: k, to: Cell(symbol: mine[i].symbol, coefficient: c))
                k += 1
              }
              i += 1
              j += 1
            }
          }
          count = k
        }
      }
    }
    cells = merged
  }

  /// The merge for a short `other` into a long row: binary searches instead
  /// of a pass over the whole row. Returns false, having changed nothing,
  /// when a symbol of `other` is missing (the merge must insert it).
  private mutating func updateInPlace(_ other: [Cell], _ factor: Double, removed: (Symbol) -> Void) -> Bool {
    var at: [Int] = []
    at.reserveCapacity(other.count)
    for cell in other {
      let (i, found) = position(of: cell.symbol)
      guard found || cell.coefficient * factor == 0 else { return false }
      at.append(found ? i : -1)
    }
    var cancelled: [Int] = []
    for (k, cell) in other.enumerated() where at[k] >= 0 {
      let i = at[k]
      let added = cell.coefficient * factor
      let c = cells[i].coefficient + added
      if Row.cancels(c, cells[i].coefficient, added) { cancelled.append(i) } else { cells[i].coefficient = c }
    }
    // Positions ascend with `other`'s symbols, so remove from the back.
    for i in cancelled.reversed() {
      removed(cells[i].symbol)
      cells.remove(at: i)
    }
    return true
  }
}
