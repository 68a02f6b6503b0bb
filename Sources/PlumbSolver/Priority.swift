/// A constraint priority as the solver ranks it: 1 to 1000, where 1000 is required.
///
/// UIKit's named priorities and the clamping of what a file says are the
/// layout model's (`LayoutPriority` in PlumbLayout); the solver only ranks.
///
/// Priorities are compared lexicographically by the solver: a constraint of a
/// higher priority is always satisfied before any number of lower ones, so the
/// value is a rank, not a weight.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  public var value: Double

  public init(_ value: Double) { self.value = value }
  public init(integerLiteral value: Int) { self.value = Double(value) }
  public init(floatLiteral value: Double) { self.value = value }

  public static let required: Priority = 1000

  public var isRequired: Bool { value >= 1000 }
  /// Whether the value is finite and within UIKit's range 1...1000.
  public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

  public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }

  public var description: String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
