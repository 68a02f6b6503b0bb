/// Swift's number literals: `16`, `0.5`, `1_000`, `0x10`, `1e3`.
enum SwiftNumber {
  static func parse(_ text: String) -> Double? {
    let t = text.replacingUnderscores
    if t.hasPrefix("0x"), let v = Int(t.dropFirst(2), radix: 16) { return Double(v) }
    if t.hasPrefix("0b"), let v = Int(t.dropFirst(2), radix: 2) { return Double(v) }
    if t.hasPrefix("0o"), let v = Int(t.dropFirst(2), radix: 8) { return Double(v) }
    return Double(t).flatMap { $0.isFinite ? $0 : nil }
  }

  /// A whole number for an index or a count, when the value is one a layout can use (no trap on NaN or 1e300).
  static func whole(_ x: Double) -> Int? { x.isFinite && Swift.abs(x) < 1e9 ? Int(x) : nil }
}

extension String {
  var replacingUnderscores: String { String(filter { $0 != "_" }) }

  /// With its first letter in lower case: `UILabel` → `uILabel` is avoided by lowering a leading run of capitals.
  var lowerFirstWord: String {
    let caps = prefix { $0.isUppercase }
    guard !caps.isEmpty else { return self }
    let n = caps.count == count || caps.count == 1 ? caps.count : caps.count - 1
    return prefix(n).lowercased() + dropFirst(n)
  }
}
