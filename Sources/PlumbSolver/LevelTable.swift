/// The objective's levels by priority, highest first.
///
/// A layout uses a handful of priorities, so a short sorted array searched
/// linearly beats hashing a `Double` on every cost lookup, and the order of
/// the levels is the order of the array.
struct LevelTable {
  private(set) var priorities: [Double] = []
  private var costs: [Costs] = []

  private func index(of priority: Double) -> Int? {
    priorities.firstIndex(of: priority)
  }

  subscript(priority: Double) -> Costs? {
    _read {
      if let i = index(of: priority) { yield costs[i] } else { yield nil }
    }
    _modify {
      var value: Costs?
      let i = index(of: priority)
      if let i {
        // Move the level out so that it stays uniquely referenced.
        var moved = Costs()
        swap(&moved, &costs[i])
        value = moved
      }
      defer { store(value, at: i, priority) }
      yield &value
    }
  }

  private mutating func store(_ value: Costs?, at i: Int?, _ priority: Double) {
    switch (i, value) {
    case let (i?, value?):
      costs[i] = value
    case let (i?, nil):
      priorities.remove(at: i)
      costs.remove(at: i)
    case let (nil, value?):
      let at = priorities.firstIndex { $0 < priority } ?? priorities.count
      priorities.insert(priority, at: at)
      costs.insert(value, at: at)
    case (nil, nil):
      break
    }
  }

  /// The levels, highest priority first.
  var values: [Costs] { costs }

  /// Runs `body` on the levels, highest priority first, where they are
  /// stored: pricing reads a cost from every level for every symbol, and
  /// going through `values` would retain each level's storage to do it.
  func withLevels<R>(_ body: (UnsafeBufferPointer<Costs>) -> R) -> R {
    costs.withUnsafeBufferPointer(body)
  }
}
