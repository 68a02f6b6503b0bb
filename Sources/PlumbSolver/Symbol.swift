/// A column of the tableau: a user variable or one of the solver's own markers.
///
/// The kind decides how the simplex may move the symbol: externals are free
/// (any sign), slacks and errors are restricted to non-negative values, and
/// dummies are pinned at zero (they only mark required equalities so that the
/// equality can be found and removed again).
struct Symbol: Hashable, Comparable, CustomStringConvertible {
  enum Kind: UInt8 {
    case external
    case slack
    case error
    case dummy
  }

  let id: Int
  let kind: Kind

  /// Slacks and errors must stay non-negative.
  var isRestricted: Bool { kind == .slack || kind == .error }
  var isExternal: Bool { kind == .external }
  var isDummy: Bool { kind == .dummy }

  // Identity is the id alone: the kind is a property of the id.
  static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
  static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// Rows and columns hash symbols millions of times per layout; ids are
  /// small distinct integers, so a multiplicative mix is enough and avoids
  /// running SipHash for each lookup (the profile's largest item before).
  func _rawHashValue(seed: Int) -> Int {
    let x = (UInt64(bitPattern: Int64(id)) ^ UInt64(bitPattern: Int64(seed))) &* 0x9E37_79B9_7F4A_7C15
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
