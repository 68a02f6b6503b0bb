/// The lexicographic objective: one row per priority level in use.
///
/// A symbol's reduced cost is the vector of its coefficients in the levels,
/// highest priority first, and vectors compare lexicographically. This is
/// what makes one violated priority-251 constraint worse than any number of
/// violated priority-250 ones, where a weighted sum (kiwi's strengths) lets
/// many low violations outweigh one higher. With k levels in use every
/// comparison costs O(k); typical scenes use two to four.
///
/// Only the costs matter: levels keep no constant.
struct Objective {
  /// Level costs by priority value, highest first.
  var levels = LevelTable()
  /// Priorities in use, highest first.
  var order: [Double] { levels.priorities }
  /// How many constraints use each level, so an unused level can be dropped.
  private(set) var users: [Double: Int] = [:]

  /// Makes sure `priority` has a level.
  mutating func ensureLevel(_ priority: Double) {
    if levels[priority] == nil { levels[priority] = Costs() }
  }

  mutating func retain(_ priority: Double) { users[priority, default: 0] += 1 }

  /// Drops one user of `priority`; returns whether the level became unused.
  mutating func release(_ priority: Double) -> Bool {
    let n = (users[priority] ?? 1) - 1
    if n > 0 { users[priority] = n; return false }
    users.removeValue(forKey: priority)
    return true
  }

  mutating func dropLevel(_ priority: Double) {
    levels[priority] = nil
  }

  /// The sign of the first non-zero coefficient of `symbol`, highest level first.
  func sign(of symbol: Symbol) -> Int {
    levels.withLevels { levels in
      for i in levels.indices {
        // Costs read as zero when they are rounding noise (see `Costs`).
        let c = levels[i][symbol]
        if c < 0 { return -1 }
        if c > 0 { return 1 }
      }
      return 0
    }
  }

  /// Compares `cost(a) / da` with `cost(b) / db` lexicographically.
  /// Returns a negative number, zero or a positive number.
  func compareRatios(_ a: Symbol, _ da: Double, _ b: Symbol, _ db: Double) -> Int {
    levels.withLevels { levels in
      for i in levels.indices {
        let x = levels[i][a] / da
        let y = levels[i][b] / db
        // Relative: ratios span as many orders of magnitude as coefficients.
        let tolerance = Costs.noise * max(abs(x), abs(y))
        if x < y - tolerance { return -1 }
        if x > y + tolerance { return 1 }
      }
      return 0
    }
  }

  /// Whether `symbol` has any non-zero coefficient in the objective (not
  /// just a sign: a cost below the epsilon still changes the levels' cells).
  func hasCost(_ symbol: Symbol) -> Bool {
    levels.withLevels { levels in levels.indices.contains { levels[$0].contains(symbol) } }
  }

  /// The level priorities whose row holds `symbol`.
  func levels(containing symbol: Symbol) -> [Double] {
    levels.withLevels { levels in
      levels.indices.compactMap { levels[$0].contains(symbol) ? order[$0] : nil }
    }
  }
}
