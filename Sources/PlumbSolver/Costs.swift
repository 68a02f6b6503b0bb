/// One level of the objective: the cost of each parametric symbol.
///
/// Unlike a tableau row, a level can hold thousands of symbols (every error
/// of one priority) and takes one small row at a time, so it is a hash map
/// (an `OpenTable`): adding a row into it costs that row's length, not the
/// level's. Every pricing step and ratio test reads costs.
/// Costs that cancel are removed, so a stored cost is never zero.
///
/// Each cost keeps the largest addend that went into it, its *scale*. A
/// cost is a sum of products of row coefficients, and with multipliers
/// from 1e-3 to 1e3 its rounding noise can exceed any fixed bound: a cost
/// of 29001 - 29001.000000000004 read as negative made the primal simplex
/// swap two slacks back and forth for ever. So a cost within
/// `Costs.noise` of its scale reads as zero (`subscript`), and one
/// within `Row.cancellation` is dropped.
struct Costs {
  private var table = OpenTable<(cost: Double, scale: Double)>(filler: (0, 0))

  /// Relative size below which a cost reads as zero.
  static let noise = 1.0e-9

  /// An empty level; it allocates on its first insert (the level table
  /// makes empty placeholders while it changes a level in place).
  init() {}

  var count: Int { table.count }

  /// The symbols that have a cost, in no particular order.
  var symbols: [Symbol] { table.symbols }

  /// The cost of `symbol`; zero when it has none, or when what it has is
  /// rounding noise beside its scale.
  /// - Complexity: O(1) expected.
  subscript(symbol: Symbol) -> Double {
    let (i, found) = table.find(symbol.raw)
    guard found else { return 0 }
    let (cost, scale) = table[slot: i]
    return abs(cost) <= Costs.noise * scale ? 0 : cost
  }

  /// The stored cost of `symbol`, noise included (for the invariant check).
  func raw(_ symbol: Symbol) -> Double {
    let (i, found) = table.find(symbol.raw)
    return found ? table[slot: i].cost : 0
  }

  func contains(_ symbol: Symbol) -> Bool { table.find(symbol.raw).found }

  /// Adds `coefficient × symbol`, dropping the cell if it cancels.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let (i, found) = table.find(symbol.raw)
    if found {
      let (old, scale) = table[slot: i]
      let c = old + coefficient
      if Row.cancels(c, old, coefficient) {
        table.removeSlot(i)
      } else {
        table[slot: i] = (c, max(scale, abs(coefficient)))
      }
    } else if coefficient != 0 {
      table.insertNew(symbol.raw, (coefficient, abs(coefficient)))
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
    let c = table[slot: i].cost
    table.removeSlot(i)
    return c
  }

  /// Replaces the parametric `symbol` by `row`, the symbol's own row.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    guard let a = remove(symbol) else { return }
    insertCells(row, a)
  }
}
