extension LayoutAttribute {
  /// Why UIKit refuses a constraint from `first` to `second` (nil: no
  /// second item) with `multiplier`; nil when UIKit accepts it.
  ///
  /// UIKit raises rather than make a constraint that sets a position to a
  /// constant (no second item, or a multiplier of 0), relates a size to a
  /// position, a horizontal position to a vertical one, or leading or
  /// trailing to left or right. The checks run in that order, so a
  /// constraint wrong in two ways is refused for the first.
  public static func refusal(_ first: LayoutAttribute, to second: LayoutAttribute?, multiplier: Double) -> ConstraintRefusal? {
    guard let second else { return first.isSize ? nil : .positionAlone(first) }
    if first.isSize != second.isSize { return .sizeWithPosition(first, second) }
    if !first.isSize && first.axis != second.axis { return .crossAxis(first, second) }
    if first.isDirectional && second.isAbsolute || first.isAbsolute && second.isDirectional {
      return .directionalWithAbsolute(first, second)
    }
    if !first.isSize && multiplier == 0 { return .zeroMultiplierOnPosition(first) }
    return nil
  }

  /// Leading or trailing: a side that follows the layout direction.
  public var isDirectional: Bool { self == .leading || self == .trailing }

  /// Left or right: a side that does not follow the layout direction.
  public var isAbsolute: Bool { self == .left || self == .right }
}
