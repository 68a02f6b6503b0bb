/// The basic symbols whose rows hold one parametric symbol: a column of the
/// tableau's sparse index.
///
/// Most columns of a layout hold one or two rows (a content-size slack, a
/// view's width), so the first two sit inline and a new column allocates
/// nothing; a few more go in a short array, where scanning beats hashing;
/// a long column (a container's width, held by every row of a tree)
/// switches to a hash table so that removing a row stays O(1). The tableau
/// keeps it exact (a row is listed once, exactly while it holds the
/// symbol), so `insert` does not check.
struct Column: Sequence {
  /// The raw values of the first two rows; 0 when absent (ids start at 1).
  /// `second` is only set when `first` is, and `more` only when both are.
  private var first = 0, second = 0
  private var more: [Symbol] = []
  /// Every row, once the column is long; then the fields above are empty.
  /// Unallocated (and unused) while the column is short.
  private var many = OpenTable<Void>(filler: ())
  /// Whether the column has reached its hashed stage (it stays there).
  var isHashed: Bool { !many.keys.isEmpty }

  /// Length past which a column becomes a hash set.
  static let hashedFrom = 64

  var count: Int {
    if isHashed { return many.count }
    return (first == 0 ? 0 : 1) + (second == 0 ? 0 : 1) + more.count
  }
  var isEmpty: Bool { count == 0 }

  func contains(_ b: Symbol) -> Bool {
    if isHashed { return many.find(b.raw).found }
    return first == b.raw || second == b.raw || more.contains(b)
  }

  /// Adds `b`, which must not be listed yet.
  mutating func insert(_ b: Symbol) {
    if isHashed {
      many.insertNew(b.raw, ())
    } else if first == 0 {
      first = b.raw
    } else if second == 0 {
      second = b.raw
    } else if more.count + 2 < Column.hashedFrom {
      // Columns that grow past two usually keep growing: skip the first regrowths.
      if more.isEmpty { more.reserveCapacity(6) }
      more.append(b)
    } else {
      var table = OpenTable<Void>(filler: (), capacity: 2 * Column.hashedFrom)
      for s in self { table.insertNew(s.raw, ()) }
      table.insertNew(b.raw, ())
      (first, second, more) = (0, 0, [])
      many = table
    }
  }

  /// Removes `b` if listed; order is not kept (the last row takes its place).
  /// - Complexity: O(1) for a long column, O(count) for a short one.
  mutating func remove(_ b: Symbol) {
    if isHashed {
      let (i, found) = many.find(b.raw)
      if found { many.removeSlot(i) }
      return
    }
    let r = b.raw
    var inMore: Int?
    if first != r && second != r {
      guard let i = more.firstIndex(of: b) else { return }
      inMore = i
    }
    let last = removeLast()
    if last == r { return }
    if first == r {
      first = last
    } else if second == r {
      second = last
    } else if let i = inMore {
      more[i] = Symbol(raw: last)
    }
  }

  /// Removes and returns the raw value of the last row of a short column.
  private mutating func removeLast() -> Int {
    if let last = more.popLast() { return last.raw }
    if second != 0 {
      defer { second = 0 }
      return second
    }
    defer { first = 0 }
    return first
  }

  func makeIterator() -> Iterator {
    Iterator(first: first, second: second, more: more.makeIterator(), many: isHashed ? many.keys.makeIterator() : nil)
  }

  struct Iterator: IteratorProtocol {
    fileprivate var first, second: Int
    fileprivate var more: IndexingIterator<[Symbol]>
    /// The slots of a long column's table; empty ones hold 0.
    fileprivate var many: IndexingIterator<[Int]>?

    mutating func next() -> Symbol? {
      if many != nil {
        while let raw = many?.next() {
          if raw != 0 { return Symbol(raw: raw) }
        }
        return nil
      }
      if first != 0 {
        defer { first = 0 }
        return Symbol(raw: first)
      }
      if second != 0 {
        defer { second = 0 }
        return Symbol(raw: second)
      }
      return more.next()
    }
  }
}
