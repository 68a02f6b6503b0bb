/// The basic symbols whose rows hold one parametric symbol: a column of the
/// tableau's sparse index.
///
/// Most columns of a layout hold a handful of rows, where scanning a short
/// array beats hashing; a long column (a container's width, held by every
/// row of a tree) switches to a hash set so that removing a row stays O(1).
/// The tableau keeps it exact (a row is listed once, exactly while it holds
/// the symbol), so `insert` does not check.
struct Column: Sequence {
  private var few: [Symbol] = []
  private var many: Set<Symbol>?

  /// Length past which a column becomes a hash set.
  static let hashedFrom = 24

  var count: Int { many?.count ?? few.count }
  var isEmpty: Bool { count == 0 }

  func contains(_ b: Symbol) -> Bool {
    if let many { return many.contains(b) }
    return few.contains(b)
  }

  /// Adds `b`, which must not be listed yet.
  mutating func insert(_ b: Symbol) {
    if many != nil {
      many?.insert(b)
    } else if few.count < Column.hashedFrom {
      few.append(b)
    } else {
      var set = Set(few)
      set.insert(b)
      many = set
      few = []
    }
  }

  /// Removes `b` if listed; order is not kept.
  /// - Complexity: O(1) for a long column, O(count) for a short one.
  mutating func remove(_ b: Symbol) {
    if many != nil {
      many?.remove(b)
    } else if let i = few.firstIndex(of: b) {
      few.swapAt(i, few.count - 1)
      few.removeLast()
    }
  }

  func makeIterator() -> Iterator {
    if let many { return .many(many.makeIterator()) }
    return .few(few.makeIterator())
  }

  enum Iterator: IteratorProtocol {
    case few(IndexingIterator<[Symbol]>)
    case many(Set<Symbol>.Iterator)

    mutating func next() -> Symbol? {
      switch self {
      case .few(var i):
        let s = i.next()
        self = .few(i)
        return s
      case .many(var i):
        let s = i.next()
        self = .many(i)
        return s
      }
    }
  }
}
