/// The basic symbols whose rows hold one parametric symbol: a column of the
/// tableau's sparse index.
///
/// A short unordered array: most columns of a layout hold a handful of rows,
/// where a scan beats hashing. The tableau keeps it exact (a row is listed
/// once, exactly while it holds the symbol), so `insert` does not check.
struct Column: Sequence {
  private(set) var basics: [Symbol] = []

  var count: Int { basics.count }
  var isEmpty: Bool { basics.isEmpty }

  func contains(_ b: Symbol) -> Bool { basics.contains(b) }

  /// Adds `b`, which must not be listed yet.
  mutating func insert(_ b: Symbol) { basics.append(b) }

  /// Removes `b` if listed; order is not kept.
  /// - Complexity: O(count)
  mutating func remove(_ b: Symbol) {
    guard let i = basics.firstIndex(of: b) else { return }
    basics.swapAt(i, basics.count - 1)
    basics.removeLast()
  }

  func makeIterator() -> IndexingIterator<[Symbol]> { basics.makeIterator() }
}
