/// A map from symbols to values, stored densely by symbol id.
///
/// Symbol ids are small consecutive integers, so the tableau's maps (rows,
/// columns, values) are arrays indexed by id: a lookup is an index, not a
/// hash. Iteration visits the present entries in id order.
struct SymbolTable<Value> {
  private var slots: [Value?] = []
  private var keys: [Symbol?] = []
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  subscript(symbol: Symbol) -> Value? {
    get { symbol.id < slots.count ? slots[symbol.id] : nil }
    // A real `_modify`, not get/set: `rows[b]?.constant += 1` must change the
    // row where it is, not copy its cells. The value is moved out of its slot
    // while it is being changed so that it stays uniquely referenced.
    _modify {
      let i = symbol.id
      if i >= slots.count { grow(to: i) }
      var value = slots[i]
      slots[i] = nil
      let had = value != nil
      defer {
        slots[i] = value
        keys[i] = value == nil ? nil : symbol
        if had != (value != nil) { count += had ? -1 : 1 }
      }
      yield &value
    }
  }

  /// In-place access that starts from `defaultValue` when `symbol` has none.
  subscript(symbol: Symbol, default defaultValue: @autoclosure () -> Value) -> Value {
    get { self[symbol] ?? defaultValue() }
    _modify {
      let i = symbol.id
      if i >= slots.count { grow(to: i) }
      var value = slots[i] ?? defaultValue()
      slots[i] = nil
      if keys[i] == nil { count += 1 }
      keys[i] = symbol
      defer { slots[i] = value }
      yield &value
    }
  }

  @discardableResult
  mutating func removeValue(forKey symbol: Symbol) -> Value? {
    let old = self[symbol]
    if old != nil { self[symbol] = nil }
    return old
  }

  mutating func removeAll() {
    slots = []
    keys = []
    count = 0
  }

  private mutating func grow(to i: Int) {
    let n = Swift.max(i + 1, slots.count * 2, 64)
    slots.append(contentsOf: repeatElement(nil, count: n - slots.count))
    keys.append(contentsOf: repeatElement(nil, count: n - keys.count))
  }
}

extension SymbolTable: Sequence {
  func makeIterator() -> AnyIterator<(key: Symbol, value: Value)> {
    var i = 0
    return AnyIterator {
      while i < slots.count {
        defer { i += 1 }
        if let k = keys[i], let v = slots[i] { return (k, v) }
      }
      return nil
    }
  }

  /// The symbols that have a value, in id order.
  var symbols: [Symbol] { keys.compactMap { $0 } }
}
