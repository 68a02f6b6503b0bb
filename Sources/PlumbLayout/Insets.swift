/// Edge insets in points: top, left, bottom, right (UIKit's order).
public struct Insets: Equatable, Sendable, CustomStringConvertible {
  public var top, left, bottom, right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)

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
/// `0.0009765625`, `1e-09`: the shortest text that reads back as the same
/// `Double`, without a fraction for whole numbers.
public func exactNumber(_ x: Double) -> String {
  if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
  return "\(x)"
}
