/// One level of the objective: the cost of each parametric symbol.
///
/// Unlike a tableau row, a level can hold thousands of symbols (every error
/// of one priority) and takes one small row at a time, so it is a hash map:
/// adding a row into it costs that row's length, not the level's.
///
/// The map is open-addressed with linear probing over two parallel arrays:
/// every pricing step and ratio test reads costs, and a symbol is already a
/// small distinct integer, so one multiply finds its slot where a
/// `Dictionary` would seed and run a hasher and chase its storage.
/// Costs that cancel are removed, so a stored cost is never zero.
struct Costs {
  /// Symbols' raw values by slot; 0 marks an empty slot (ids start at 1).
  private var keys: [Int]
  private var costs: [Double]
  /// Bits of the slot index: the table has `1 << bits` slots.
  private var bits: Int
  private(set) var count = 0

  /// An empty level; it allocates on its first insert (the level table
  /// makes empty placeholders while it changes a level in place).
  init() {
    bits = 0
    keys = []
    costs = []
  }

  private var mask: Int { (1 << bits) - 1 }

  /// The slot a symbol's probe starts at (Fibonacci hashing: the top bits of
  /// the product by 2⁶⁴/φ spread consecutive ids over the table).
  private func home(_ raw: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(raw)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
  }

  /// The slot holding `raw`, or the empty slot where it would go.
  private func find(_ raw: Int) -> (slot: Int, found: Bool) {
    if keys.isEmpty { return (0, false) }
    var i = home(raw)
    while true {
      let k = keys[i]
      if k == raw { return (i, true) }
      if k == 0 { return (i, false) }
      i = (i + 1) & mask
    }
  }

  /// The symbols that have a cost, in no particular order.
  var symbols: [Symbol] { keys.compactMap { $0 == 0 ? nil : Symbol(raw: $0) } }

  /// The cost of `symbol`; zero when it has none.
  /// - Complexity: O(1) expected.
  subscript(symbol: Symbol) -> Double {
    let (i, found) = find(symbol.raw)
    return found ? costs[i] : 0
  }

  func contains(_ symbol: Symbol) -> Bool { find(symbol.raw).found }

  /// Adds `coefficient × symbol`, dropping the cell if it cancels.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let (i, found) = find(symbol.raw)
    if found {
      let c = costs[i] + coefficient
      if Row.nearZero(c) { removeSlot(i) } else { costs[i] = c }
    } else if !Row.nearZero(coefficient) {
      if keys.isEmpty {
        resize(bits: 4)
        insert(symbol, coefficient)
        return
      }
      keys[i] = symbol.raw
      costs[i] = coefficient
      count += 1
      // At most half full, so probes stay short.
      if count * 2 > keys.count { resize(bits: bits + 1) }
    }
  }

  /// Adds `coefficient × row`'s cells (a level keeps no constant).
  mutating func insertCells(_ row: Row, _ coefficient: Double = 1) {
    for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
  }

  /// Removes `symbol`'s cost and returns it (nil when it had none).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double? {
    let (i, found) = find(symbol.raw)
    guard found else { return nil }
    let c = costs[i]
    removeSlot(i)
    return c
  }

  /// Replaces the parametric `symbol` by `row`, the symbol's own row.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    guard let a = remove(symbol) else { return }
    insertCells(row, a)
  }

  /// Empties slot `i` and shifts back the entries after it whose probe
  /// passed through it, so that no lookup stops early at the hole (deletion
  /// without tombstones).
  private mutating func removeSlot(_ hole: Int) {
    var i = hole, j = hole
    while true {
      j = (j + 1) & mask
      let k = keys[j]
      if k == 0 { break }
      let h = home(k)
      // The entry at j may stay when its home lies cyclically in (i, j].
      let stays = i <= j ? (i < h && h <= j) : (i < h || h <= j)
      if stays { continue }
      keys[i] = k
      costs[i] = costs[j]
      i = j
    }
    keys[i] = 0
    costs[i] = 0
    count -= 1
  }

  private mutating func resize(bits newBits: Int) {
    let (oldKeys, oldCosts) = (keys, costs)
    bits = newBits
    keys = Array(repeating: 0, count: 1 << bits)
    costs = Array(repeating: 0, count: 1 << bits)
    for (k, c) in zip(oldKeys, oldCosts) where k != 0 {
      let (i, _) = find(k)
      keys[i] = k
      costs[i] = c
    }
  }
}
