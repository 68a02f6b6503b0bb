/// Edge insets in points: top, left, bottom, right (UIKit's order).
public struct Insets: Equatable, Sendable, CustomStringConvertible {
  public var top, left, bottom, right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)

  /// Edge by edge: margins measured from a safe area are the margins plus its insets.
  public static func + (a: Insets, b: Insets) -> Insets {
    Insets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
  }

  /// Edge by edge, the part of `a` beyond `b`, never below zero.
  public static func - (a: Insets, b: Insets) -> Insets {
    Insets(top: max(0, a.top - b.top), left: max(0, a.left - b.left), bottom: max(0, a.bottom - b.bottom), right: max(0, a.right - b.right))
  }

  public var description: String { [top, left, bottom, right].map { formatPoints($0) }.joined(separator: " ") }
}

/// Points as a scene writes them: `20`, `0.5`, `-8`.
public func formatPoints(_ x: Double) -> String {
  if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
  // Four decimals at most, in the shortest form that reads back as that value.
  let r = (x * 10_000).rounded() / 10_000
  if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
  return r.isFinite ? "\(r)" : "\(x)"
}

/// A number as a scene writes it to be read back exactly: `20`, `0.1`,
/// `0.0009765625`, `0.00001`: the shortest digits that read back as the same
/// `Double`, in plain decimal (the scene's number grammar has no exponent),
/// without a fraction for whole numbers.
public func exactNumber(_ x: Double) -> String {
  if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
  let shortest = "\(x)"
  guard x.isFinite, let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(shortest[shortest.index(after: e)...]) else {
    return shortest
  }
  // Spell out `d.ddde±n` as decimal digits.
  var mantissa = String(shortest[..<e])
  let negative = mantissa.hasPrefix("-")
  if negative { mantissa.removeFirst() }
  let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
  let whole = String(parts[0]), fraction = parts.count > 1 ? String(parts[1]) : ""
  var digits = whole + fraction
  var point = whole.count + exponent  // where the decimal point goes in `digits`
  if point <= 0 {
    digits = String(repeating: "0", count: 1 - point) + digits
    point = 1
  } else if point >= digits.count {
    digits += String(repeating: "0", count: point - digits.count)
  }
  var text = String(digits.prefix(point))
  let rest = digits.dropFirst(point).reversed().drop { $0 == "0" }.reversed()
  if !rest.isEmpty { text += "." + String(rest) }
  return (negative ? "-" : "") + text
}
