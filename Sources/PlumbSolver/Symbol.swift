/// A column of the tableau: a user variable or one of the solver's own markers.
///
/// The kind decides how the simplex may move the symbol: externals are free
/// (any sign), slacks and errors are restricted to non-negative values, and
/// dummies are pinned at zero (they only mark required equalities so that the
/// equality can be found and removed again).
///
/// A symbol is one machine word, the id shifted left by two with the kind in
/// the low bits: rows store millions of them, and ordering by that word is
/// ordering by id.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
  enum Kind: Int {
    case external
    case slack
    case error
    case dummy
  }

  let raw: Int

  init(id: Int, kind: Kind) {
    raw = id << 2 | kind.rawValue
  }

  /// The symbol whose `raw` value this is.
  init(raw: Int) {
    self.raw = raw
  }

  /// Small, dense, unique: the index of the symbol in the tableau's tables.
  var id: Int { raw >> 2 }
  var kind: Kind { Kind(rawValue: raw & 3) ?? .external }

  /// Slacks and errors must stay non-negative.
  var isRestricted: Bool { kind == .slack || kind == .error }
  var isExternal: Bool { raw & 3 == Kind.external.rawValue }
  var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }

  static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }

  /// Sets of symbols hash them often; ids are small distinct integers, so a
  /// multiplicative mix is enough and avoids running SipHash for each lookup.
  func _rawHashValue(seed: Int) -> Int {
    let x = (UInt64(bitPattern: Int64(raw)) ^ UInt64(bitPattern: Int64(seed))) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: UInt(x ^ (x >> 29)))
  }

  var description: String {
    switch kind {
    case .external: return "v\(id)"
    case .slack: return "s\(id)"
    case .error: return "e\(id)"
    case .dummy: return "d\(id)"
    }
  }
}
