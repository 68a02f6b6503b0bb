/// A dictionary keyed by object identity, with a cheap hash of the address.
///
/// The tableau looks its constraints and variables up several times an
/// operation. An object's address is already unique, so a multiplicative
/// mix of it replaces SipHash (as `Symbol` does for ids). The hash lives in
/// this internal key, not in `Constraint` or `Variable`: their public
/// `Hashable` conformance stays the standard library's, and the solver
/// exposes no hashing hook (`_rawHashValue`) to its users.
///
/// It reads like a `Dictionary`: `map[object]`, `removeValue(forKey:)`,
/// `keys`, and iteration as `(key, value)` pairs, in no particular order.
struct IdentityMap<Object: AnyObject, Value>: Sequence {
  /// An object compared by identity and hashed by its address.
  struct Key: Hashable {
    let object: Object

    static func == (a: Key, b: Key) -> Bool { a.object === b.object }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }

    /// A multiplicative mix of the address, without SipHash.
    func _rawHashValue(seed: Int) -> Int {
      let bits = UInt64(UInt(bitPattern: ObjectIdentifier(object)))
      let x = (bits ^ UInt64(bitPattern: Int64(seed))) &* 0x9E37_79B9_7F4A_7C15
      return Int(bitPattern: UInt(x ^ (x >> 29)))
    }
  }

  private var storage: [Key: Value] = [:]

  init() {}

  subscript(object: Object) -> Value? {
    get { storage[Key(object: object)] }
    set { storage[Key(object: object)] = newValue }
  }

  @discardableResult
  mutating func removeValue(forKey object: Object) -> Value? {
    storage.removeValue(forKey: Key(object: object))
  }

  /// The objects present, in no particular order.
  var keys: [Object] { storage.keys.map(\.object) }
  var count: Int { storage.count }
  var isEmpty: Bool { storage.isEmpty }

  func makeIterator() -> Iterator { Iterator(base: storage.makeIterator()) }

  /// Walks the entries as `(key, value)` pairs, as a dictionary's iterator does.
  struct Iterator: IteratorProtocol {
    var base: Dictionary<Key, Value>.Iterator

    mutating func next() -> (key: Object, value: Value)? {
      base.next().map { (key: $0.key.object, value: $0.value) }
    }
  }
}
