import PlumbSolver

/// A constraint's, hugging or compression-resistance priority as UIKit's
/// `UILayoutPriority` has it: 1 to 1000, where 1000 is required.
///
/// The value is always within `range`: a reader that meets a number outside it
/// clamps with `init(clamping:)` (and says so where it reports), a checker
/// that refuses one uses `init(exactly:)`. A higher priority always wins over
/// any number of lower ones (the solver ranks, it does not weigh).
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// The number, within `range`.
  public let value: Double

  /// UIKit's bounds: a priority below 1 or above 1000 raises an exception when set.
  public static let range: ClosedRange<Double> = 1...1000

  /// The priority `value` is, or nil when it is not one (outside `range`, or not finite).
  public init?(exactly value: Double) {
    guard value.isFinite, LayoutPriority.range.contains(value) else { return nil }
    self.value = value
  }

  /// The nearest priority to `value`: below 1 is 1, above 1000 is 1000; NaN is required,
  /// so that a number nobody can read never quietly becomes optional.
  public init(clamping value: Double) {
    self.value = value.isNaN ? LayoutPriority.range.upperBound : min(LayoutPriority.range.upperBound, max(LayoutPriority.range.lowerBound, value))
  }

  /// A literal in the code is a programmer's priority: one outside 1...1000 is a bug, not input.
  public init(integerLiteral value: Int) {
    self.init(floatLiteral: Double(value))
  }

  public init(floatLiteral value: Double) {
    precondition(LayoutPriority.range.contains(value), "a priority is from 1 to 1000, not \(value)")
    self.value = value
  }

  /// Whether the constraint must hold (1000); any other priority is optional.
  public var isRequired: Bool { value == LayoutPriority.range.upperBound }

  /// The priority `delta` higher (or lower), kept within `range`: the playground's `<` and `>`.
  public func adding(_ delta: Double) -> LayoutPriority { LayoutPriority(clamping: value + delta) }

  public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.value < b.value }

  /// `750`, `999.5`: the number as Plumb prints points.
  public var description: String { formatPoints(value) }

  /// The solver's rank for this priority.
  var solverPriority: Priority { Priority(value) }
}
