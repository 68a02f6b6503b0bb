/// One level of the objective: the cost of each parametric symbol.
///
/// Unlike a tableau row, a level can hold thousands of symbols (every error
/// of one priority) and takes one small row at a time, so it is a hash map:
/// adding a row into it costs that row's length, not the level's.
struct Costs {
  private(set) var cells: [Symbol: Double] = [:]

  var symbols: Dictionary<Symbol, Double>.Keys { cells.keys }

  subscript(symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  func contains(_ symbol: Symbol) -> Bool { cells[symbol] != nil }

  /// Adds `coefficient × symbol`, dropping the cell if it cancels.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let c = (cells[symbol] ?? 0) + coefficient
    if Row.nearZero(c) { cells.removeValue(forKey: symbol) } else { cells[symbol] = c }
  }

  /// Adds `coefficient × row`'s cells (a level keeps no constant).
  mutating func insertCells(_ row: Row, _ coefficient: Double = 1) {
    for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
  }

  mutating func remove(_ symbol: Symbol) { cells.removeValue(forKey: symbol) }

  /// Replaces the parametric `symbol` by `row`, the symbol's own row.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    guard let a = cells.removeValue(forKey: symbol) else { return }
    insertCells(row, a)
  }
}
