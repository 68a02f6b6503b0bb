/// One level of the objective: the cost of each parametric symbol.
///
/// Unlike a tableau row, a level can hold thousands of symbols (every error
/// of one priority) and takes one small row at a time, so it is a hash map
/// (an `OpenTable`): adding a row into it costs that row's length, not the
/// level's. Every pricing step and ratio test reads costs.
/// Costs that cancel are removed, so a stored cost is never zero.
struct Costs {
  private var table = OpenTable<Double>(filler: 0)

  /// An empty level; it allocates on its first insert (the level table
  /// makes empty placeholders while it changes a level in place).
  init() {}

  var count: Int { table.count }

  /// The symbols that have a cost, in no particular order.
  var symbols: [Symbol] { table.symbols }

  /// The cost of `symbol`; zero when it has none.
  /// - Complexity: O(1) expected.
  subscript(symbol: Symbol) -> Double {
    let (i, found) = table.find(symbol.raw)
    return found ? table[slot: i] : 0
  }

  func contains(_ symbol: Symbol) -> Bool { table.find(symbol.raw).found }

  /// Adds `coefficient × symbol`, dropping the cell if it cancels.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let (i, found) = table.find(symbol.raw)
    if found {
      let c = table[slot: i] + coefficient
      if Row.nearZero(c) { table.removeSlot(i) } else { table[slot: i] = c }
    } else if !Row.nearZero(coefficient) {
      table.insertNew(symbol.raw, coefficient)
    }
  }

  /// Adds `coefficient × row`'s cells (a level keeps no constant).
  mutating func insertCells(_ row: Row, _ coefficient: Double = 1) {
    for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
  }

  /// Removes `symbol`'s cost and returns it (nil when it had none).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double? {
    let (i, found) = table.find(symbol.raw)
    guard found else { return nil }
    let c = table[slot: i]
    table.removeSlot(i)
    return c
  }

  /// Replaces the parametric `symbol` by `row`, the symbol's own row.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    guard let a = remove(symbol) else { return }
    insertCells(row, a)
  }
}
