/// An open-addressed hash table keyed by symbol: the storage under `Costs`
/// (symbol → cost) and under a long `Column` (a set: the values are `Void`).
///
/// Linear probing over two parallel arrays. A symbol is already a small
/// distinct integer, so one multiply finds its slot (Fibonacci hashing)
/// where a `Dictionary` or `Set` would run a hasher, check uniqueness and
/// chase its storage through generic code; the solver asks these tables
/// for every cell it prices or indexes. Deletion shifts entries back
/// instead of leaving tombstones, so lookups never slow down with churn.
struct OpenTable<Value> {
  /// Symbols' raw values by slot; 0 marks an empty slot (ids start at 1).
  private(set) var keys: [Int]
  private var values: [Value]
  /// Bits of the slot index: the table has `1 << bits` slots.
  private var bits: Int
  /// The odd multiplier of the hash, one per table size (see `home`).
  private var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
  private(set) var count = 0
  /// What empty slots hold (values has a slot for every key).
  private let filler: Value

  /// An empty table; it allocates on its first insert, or at once when
  /// `capacity` is given.
  init(filler: Value, capacity: Int = 0) {
    self.filler = filler
    bits = 0
    keys = []
    values = []
    if capacity > 0 {
      var b = 4
      while 1 << b < 2 * capacity { b += 1 }
      resize(bits: b)
    }
  }

  /// A set (a table whose values are `Void`) keeps no values array: an
  /// array of a zero-size type still allocates, and looks up its type's
  /// metadata in the runtime each time it does.
  private static var storesValues: Bool { MemoryLayout<Value>.size > 0 }

  private var mask: Int { (1 << bits) - 1 }

  /// The slot a symbol's probe starts at: the top bits of the product by
  /// an odd multiplier spread consecutive ids over the table.
  ///
  /// The multiplier depends on the table's size. With one multiplier for
  /// all tables, a smaller table's home of a key is a prefix of a larger
  /// one's, so copying a long column into a new table in slot order (a
  /// substitution does: every row that held the entering symbol joins the
  /// columns of the entering row's symbols) inserts keys in order of home,
  /// and linear probing piles them into one run: the last pivot of a
  /// 100,000-view equal-width chain spent 3 s there.
  private func home(_ raw: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(raw)) &* multiplier) >> UInt64(64 - bits))
  }

  /// An odd multiplier for a table of `1 << bits` slots (SplitMix64 of the size).
  private static func multiplier(bits: Int) -> UInt64 {
    SplitMix.output(UInt64(bits) &* 0x9E37_79B9_7F4A_7C15) | 1
  }

  /// The slot holding `raw`, or the empty slot where it would go.
  /// - Complexity: O(1) expected (the table is at most half full).
  func find(_ raw: Int) -> (slot: Int, found: Bool) {
    if keys.isEmpty { return (0, false) }
    var i = home(raw)
    while true {
      let k = keys[i]
      if k == raw { return (i, true) }
      if k == 0 { return (i, false) }
      i = (i + 1) & mask
    }
  }

  /// The symbols present, in slot order.
  var symbols: [Symbol] { keys.compactMap { $0 == 0 ? nil : Symbol(raw: $0) } }

  /// The value in an occupied slot.
  subscript(slot slot: Int) -> Value {
    get { Self.storesValues ? values[slot] : filler }
    set { if Self.storesValues { values[slot] = newValue } }
  }

  /// Stores `value` for `raw`, which must be absent.
  mutating func insertNew(_ raw: Int, _ value: Value) {
    if keys.isEmpty { resize(bits: 4) }
    let (i, _) = find(raw)
    keys[i] = raw
    if Self.storesValues { values[i] = value }
    count += 1
    // At most half full, so probes stay short.
    if count * 2 > keys.count { resize(bits: bits + 1) }
  }

  /// Empties slot `hole` and shifts back the entries after it whose probe
  /// passed through it, so that no lookup stops early at the hole.
  mutating func removeSlot(_ hole: Int) {
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
      if Self.storesValues { values[i] = values[j] }
      i = j
    }
    keys[i] = 0
    if Self.storesValues { values[i] = filler }
    count -= 1
  }

  private mutating func resize(bits newBits: Int) {
    let (oldKeys, oldValues) = (keys, values)
    bits = newBits
    multiplier = Self.multiplier(bits: newBits)
    keys = Array(repeating: 0, count: 1 << bits)
    if Self.storesValues { values = Array(repeating: filler, count: 1 << bits) }
    for slot in oldKeys.indices where oldKeys[slot] != 0 {
      let (i, _) = find(oldKeys[slot])
      keys[i] = oldKeys[slot]
      if Self.storesValues { values[i] = oldValues[slot] }
    }
  }
}
