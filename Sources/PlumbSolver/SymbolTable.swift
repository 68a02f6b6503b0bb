/// A map from symbols to values, stored densely by symbol id.
///
/// Symbol ids are small consecutive integers, so the tableau's maps (rows,
/// columns, values) are arrays indexed by id: a lookup is an index, not a
/// hash. Iteration visits the present entries in id order.
struct SymbolTable<Value> {
  private var slots: [Value?] = []
  private var keys: [Symbol?] = []

  // `_read`, not `get`, so that reading does not copy more than it must;
  // a hot read of one field goes through `withValue`, which copies nothing.
  // Writes replace the whole value; to change a value where it is, use
  // `modify`, which (unlike a `_modify` accessor, a coroutine that may
  // allocate its frame) costs a plain call.
  subscript(symbol: Symbol) -> Value? {
    _read {
      if symbol.id < slots.count { yield slots[symbol.id] } else { yield nil }
    }
    set { exchange(symbol, newValue) }
  }

  /// Whether `symbol` has a value (without reading it).
  func contains(_ symbol: Symbol) -> Bool { symbol.id < keys.count && keys[symbol.id] != nil }

  /// Reads a part of `symbol`'s value where it is stored, without copying
  /// the value (a `_read` followed by a property access still retains the
  /// storage a row holds; reading every value of a layout showed it).
  func withValue<R>(_ symbol: Symbol, _ body: (borrowing Value) -> R) -> R? {
    guard symbol.id < slots.count else { return nil }
    return slots.withUnsafeBufferPointer { buffer in
      switch buffer[symbol.id] {
      case .some(let value): return body(value)
      case .none: return nil
      }
    }
  }

  /// Changes the value of `symbol` in place; does nothing when it has none.
  mutating func modify(_ symbol: Symbol, _ body: (inout Value) -> Void) {
    guard symbol.id < slots.count else { return }
    // Through the buffer: one uniqueness check for the array, not one per access.
    slots.withUnsafeMutableBufferPointer { $0[symbol.id].modifyWrapped(body) }
  }

  /// Changes the value of `symbol` in place, starting from `defaultValue`
  /// when it has none. The column index does this for every cell of every
  /// row it installs.
  mutating func update(_ symbol: Symbol, default defaultValue: @autoclosure () -> Value, _ body: (inout Value) -> Void) {
    let i = symbol.id
    if i >= slots.count { grow(to: i) }
    if keys[i] == nil {
      keys[i] = symbol
      slots[i] = defaultValue()
    }
    slots.withUnsafeMutableBufferPointer { $0[i].modifyWrapped(body) }
  }

  @discardableResult
  mutating func removeValue(forKey symbol: Symbol) -> Value? {
    exchange(symbol, nil)
  }

  /// Puts `new` in `symbol`'s slot and returns what was there, moving both
  /// rather than copying them.
  @discardableResult
  mutating func exchange(_ symbol: Symbol, _ new: Value?) -> Value? {
    let i = symbol.id
    if i >= slots.count {
      guard new != nil else { return nil }
      grow(to: i)
    }
    let had = slots[i] != nil
    var value = new
    swap(&value, &slots[i])
    noteChange(at: i, symbol, had: had)
    return value
  }

  private mutating func noteChange(at i: Int, _ symbol: Symbol, had: Bool) {
    let has = slots[i] != nil
    if has != had { keys[i] = has ? symbol : nil }
  }

  private mutating func grow(to i: Int) {
    let n = Swift.max(i + 1, slots.count * 2, 64)
    slots.append(contentsOf: repeatElement(nil, count: n - slots.count))
    keys.append(contentsOf: repeatElement(nil, count: n - keys.count))
  }
}

extension Optional {
  /// Runs `body` on the wrapped value in place (nothing when nil), keeping
  /// it uniquely referenced while it changes.
  mutating func modifyWrapped(_ body: (inout Wrapped) -> Void) {
    guard var wrapped = take() else { return }
    body(&wrapped)
    self = wrapped
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

  /// The symbol with id `id`, when it has a value.
  func key(at id: Int) -> Symbol? { id < keys.count ? keys[id] : nil }

  /// The symbols that have a value, in id order.
  var symbols: [Symbol] { keys.compactMap { $0 } }
}
