/// The range a number may take where it is written, with the words to name it.
public struct Bound: Sendable, Equatable {
  /// What the number is, as the start of a message: "the priority".
  public var subject: String
  public var min: Double
  public var max: Double
  /// When set, the range applies to the magnitude and 0 is also allowed
  /// (multipliers: 0, or 0.0001 to 10000 either way).
  public var magnitude = false
  public var wholeNumber = false
  /// "points", or "" for a bare count.
  public var unit = ""

  /// The largest constant, size, spacing, inset or margin: 10^7 points.
  /// Far beyond any screen, and small enough that sums and products of the
  /// solver's arithmetic stay exact to a fraction of a point.
  public static let pointLimit = 10_000_000.0

  public static let constant = Bound(subject: "the constant", min: -pointLimit, max: pointLimit, unit: "points")
  public static let size = Bound(subject: "the size", min: 0, max: pointLimit, unit: "points")
  public static let canvas = Bound(subject: "the canvas size", min: 1, max: pointLimit, unit: "points")
  public static let inset = Bound(subject: "the inset", min: -pointLimit, max: pointLimit, unit: "points")
  public static let spacing = Bound(subject: "the spacing", min: -pointLimit, max: pointLimit, unit: "points")
  /// A frame's origin or size, as code sets it.
  public static let frame = Bound(subject: "a frame's value", min: -pointLimit, max: pointLimit, unit: "points")
  public static let metric = Bound(subject: "the metric", min: -pointLimit, max: pointLimit, unit: "points")
  public static let multiplier = Bound(subject: "the multiplier", min: 0.0001, max: 10_000, magnitude: true)
  public static let priority = Bound(subject: "the priority", min: LayoutPriority.range.lowerBound, max: LayoutPriority.range.upperBound)
  public static let lines = Bound(subject: "the number of lines", min: 0, max: 10_000, wholeNumber: true)
  /// A font's point size: more than none, and at most a thousand points
  /// (Dynamic Type's largest is 60; 1e20 made every text's size overflow).
  public static let fontSize = Bound(subject: "the font size", min: 0.01, max: 1000, unit: "points")
  /// `plumb render --width`.
  public static let columns = Bound(subject: "the width", min: 8, max: 1000, wholeNumber: true, unit: "columns")

  /// Why `value` is outside the range, or nil when it is inside.
  public func violation(_ value: Double) -> String? {
    func unitSuffix(_ bound: Double) -> String { unit.isEmpty ? "" : " " + (bound == 1 ? String(unit.dropLast()) : unit) }
    if magnitude {
      let m = Swift.abs(value)
      if m.isNaN || m > max { return "\(subject) must be at most \(Bound.format(max)) in magnitude" }
      if m != 0 && m < min { return "\(subject) must be 0 or at least \(Bound.format(min)) in magnitude" }
      return nil
    }
    if value.isNaN || value > max { return "\(subject) must be at most \(Bound.format(max))\(unitSuffix(max))" }
    if value < min { return "\(subject) must be at least \(Bound.format(min))\(unitSuffix(min))" }
    if wholeNumber && value != value.rounded() { return "\(subject) must be a whole number" }
    return nil
  }

  /// A bound as written in the documentation: `10000000`, `0.0001`.
  static func format(_ x: Double) -> String {
    if x == x.rounded() && Swift.abs(x) < 1e15 { return String(Int(x)) }
    return String(x)
  }
}
